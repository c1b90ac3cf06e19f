// node_modules/openapi-fetch/dist/index.mjs
var PATH_PARAM_RE = /\{[^{}]+\}/g;
var supportsRequestInitExt = () => {
  return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
};
function randomID() {
  return Math.random().toString(36).slice(2, 11);
}
function createClient(clientOptions) {
  let {
    baseUrl = "",
    Request: CustomRequest = globalThis.Request,
    fetch: baseFetch = globalThis.fetch,
    querySerializer: globalQuerySerializer,
    bodySerializer: globalBodySerializer,
    pathSerializer: globalPathSerializer,
    headers: baseHeaders,
    requestInitExt = void 0,
    ...baseOptions
  } = { ...clientOptions };
  requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
  baseUrl = removeTrailingSlash(baseUrl);
  const globalMiddlewares = [];
  async function coreFetch(schemaPath, fetchOptions) {
    const {
      baseUrl: localBaseUrl,
      fetch: fetch2 = baseFetch,
      Request = CustomRequest,
      headers,
      params = {},
      parseAs = "json",
      querySerializer: requestQuerySerializer,
      bodySerializer = globalBodySerializer ?? defaultBodySerializer,
      pathSerializer: requestPathSerializer,
      body,
      middleware: requestMiddlewares = [],
      ...init
    } = fetchOptions || {};
    let finalBaseUrl = baseUrl;
    if (localBaseUrl) {
      finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
    }
    let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
    if (requestQuerySerializer) {
      querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
        ...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
        ...requestQuerySerializer
      });
    }
    const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
    const serializedBody = body === void 0 ? void 0 : bodySerializer(
      body,
      // Note: we declare mergeHeaders() both here and below because it’s a bit of a chicken-or-egg situation:
      // bodySerializer() needs all headers so we aren’t dropping ones set by the user, however,
      // the result of this ALSO sets the lowest-priority content-type header. So we re-merge below,
      // setting the content-type at the very beginning to be overwritten.
      // Lastly, based on the way headers work, it’s not a simple “present-or-not” check becauase null intentionally un-sets headers.
      mergeHeaders(baseHeaders, headers, params.header)
    );
    const finalHeaders = mergeHeaders(
      // with no body, we should not to set Content-Type
      serializedBody === void 0 || // if serialized body is FormData; browser will correctly set Content-Type & boundary expression
      serializedBody instanceof FormData ? {} : {
        "Content-Type": "application/json"
      },
      baseHeaders,
      headers,
      params.header
    );
    const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
    const requestInit = {
      redirect: "follow",
      ...baseOptions,
      ...init,
      body: serializedBody,
      headers: finalHeaders
    };
    let id;
    let options;
    let request = new Request(
      createFinalURL(schemaPath, { baseUrl: finalBaseUrl, params, querySerializer, pathSerializer }),
      requestInit
    );
    let response;
    for (const key2 in init) {
      if (!(key2 in request)) {
        request[key2] = init[key2];
      }
    }
    if (finalMiddlewares.length) {
      id = randomID();
      options = Object.freeze({
        baseUrl: finalBaseUrl,
        fetch: fetch2,
        parseAs,
        querySerializer,
        bodySerializer,
        pathSerializer
      });
      for (const m of finalMiddlewares) {
        if (m && typeof m === "object" && typeof m.onRequest === "function") {
          const result = await m.onRequest({
            request,
            schemaPath,
            params,
            options,
            id
          });
          if (result) {
            if (result instanceof Request) {
              request = result;
            } else if (result instanceof Response) {
              response = result;
              break;
            } else {
              throw new Error("onRequest: must return new Request() or Response() when modifying the request");
            }
          }
        }
      }
    }
    if (!response) {
      try {
        response = await fetch2(request, requestInitExt);
      } catch (error2) {
        let errorAfterMiddleware = error2;
        if (finalMiddlewares.length) {
          for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
            const m = finalMiddlewares[i];
            if (m && typeof m === "object" && typeof m.onError === "function") {
              const result = await m.onError({
                request,
                error: errorAfterMiddleware,
                schemaPath,
                params,
                options,
                id
              });
              if (result) {
                if (result instanceof Response) {
                  errorAfterMiddleware = void 0;
                  response = result;
                  break;
                }
                if (result instanceof Error) {
                  errorAfterMiddleware = result;
                  continue;
                }
                throw new Error("onError: must return new Response() or instance of Error");
              }
            }
          }
        }
        if (errorAfterMiddleware) {
          throw errorAfterMiddleware;
        }
      }
      if (finalMiddlewares.length) {
        for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
          const m = finalMiddlewares[i];
          if (m && typeof m === "object" && typeof m.onResponse === "function") {
            const result = await m.onResponse({
              request,
              response,
              schemaPath,
              params,
              options,
              id
            });
            if (result) {
              if (!(result instanceof Response)) {
                throw new Error("onResponse: must return new Response() when modifying the response");
              }
              response = result;
            }
          }
        }
      }
    }
    const contentLength = response.headers.get("Content-Length");
    if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) {
      return response.ok ? { data: void 0, response } : { error: void 0, response };
    }
    if (response.ok) {
      const getResponseData = async () => {
        if (parseAs === "stream") {
          return response.body;
        }
        if (parseAs === "json" && !contentLength) {
          const raw = await response.text();
          return raw ? JSON.parse(raw) : void 0;
        }
        return await response[parseAs]();
      };
      return { data: await getResponseData(), response };
    }
    let error = await response.text();
    try {
      error = JSON.parse(error);
    } catch {
    }
    return { error, response };
  }
  return {
    request(method, url, init) {
      return coreFetch(url, { ...init, method: method.toUpperCase() });
    },
    /** Call a GET endpoint */
    GET(url, init) {
      return coreFetch(url, { ...init, method: "GET" });
    },
    /** Call a PUT endpoint */
    PUT(url, init) {
      return coreFetch(url, { ...init, method: "PUT" });
    },
    /** Call a POST endpoint */
    POST(url, init) {
      return coreFetch(url, { ...init, method: "POST" });
    },
    /** Call a DELETE endpoint */
    DELETE(url, init) {
      return coreFetch(url, { ...init, method: "DELETE" });
    },
    /** Call a OPTIONS endpoint */
    OPTIONS(url, init) {
      return coreFetch(url, { ...init, method: "OPTIONS" });
    },
    /** Call a HEAD endpoint */
    HEAD(url, init) {
      return coreFetch(url, { ...init, method: "HEAD" });
    },
    /** Call a PATCH endpoint */
    PATCH(url, init) {
      return coreFetch(url, { ...init, method: "PATCH" });
    },
    /** Call a TRACE endpoint */
    TRACE(url, init) {
      return coreFetch(url, { ...init, method: "TRACE" });
    },
    /** Register middleware */
    use(...middleware) {
      for (const m of middleware) {
        if (!m) {
          continue;
        }
        if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
          throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
        }
        globalMiddlewares.push(m);
      }
    },
    /** Unregister middleware */
    eject(...middleware) {
      for (const m of middleware) {
        const i = globalMiddlewares.indexOf(m);
        if (i !== -1) {
          globalMiddlewares.splice(i, 1);
        }
      }
    }
  };
}
function serializePrimitiveParam(name, value, options) {
  if (value === void 0 || value === null) {
    return "";
  }
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these."
    );
  }
  return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
}
function serializeObjectParam(name, value, options) {
  if (!value || typeof value !== "object") {
    return "";
  }
  const values = [];
  const joiner = {
    simple: ",",
    label: ".",
    matrix: ";"
  }[options.style] || "&";
  if (options.style !== "deepObject" && options.explode === false) {
    for (const k in value) {
      values.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
    }
    const final2 = values.join(",");
    switch (options.style) {
      case "form": {
        return `${name}=${final2}`;
      }
      case "label": {
        return `.${final2}`;
      }
      case "matrix": {
        return `;${name}=${final2}`;
      }
      default: {
        return final2;
      }
    }
  }
  for (const k in value) {
    const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
    values.push(serializePrimitiveParam(finalName, value[k], options));
  }
  const final = values.join(joiner);
  return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
}
function serializeArrayParam(name, value, options) {
  if (!Array.isArray(value)) {
    return "";
  }
  if (options.explode === false) {
    const joiner2 = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" }[options.style] || ",";
    const final = (options.allowReserved === true ? value : value.map((v) => encodeURIComponent(v))).join(joiner2);
    switch (options.style) {
      case "simple": {
        return final;
      }
      case "label": {
        return `.${final}`;
      }
      case "matrix": {
        return `;${name}=${final}`;
      }
      // case "spaceDelimited":
      // case "pipeDelimited":
      default: {
        return `${name}=${final}`;
      }
    }
  }
  const joiner = { simple: ",", label: ".", matrix: ";" }[options.style] || "&";
  const values = [];
  for (const v of value) {
    if (options.style === "simple" || options.style === "label") {
      values.push(options.allowReserved === true ? v : encodeURIComponent(v));
    } else {
      values.push(serializePrimitiveParam(name, v, options));
    }
  }
  return options.style === "label" || options.style === "matrix" ? `${joiner}${values.join(joiner)}` : values.join(joiner);
}
function createQuerySerializer(options) {
  return function querySerializer(queryParams) {
    const search = [];
    if (queryParams && typeof queryParams === "object") {
      for (const name in queryParams) {
        const value = queryParams[name];
        if (value === void 0 || value === null) {
          continue;
        }
        if (Array.isArray(value)) {
          if (value.length === 0) {
            continue;
          }
          search.push(
            serializeArrayParam(name, value, {
              style: "form",
              explode: true,
              ...options?.array,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        if (typeof value === "object") {
          search.push(
            serializeObjectParam(name, value, {
              style: "deepObject",
              explode: true,
              ...options?.object,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        search.push(serializePrimitiveParam(name, value, options));
      }
    }
    return search.join("&");
  };
}
function defaultPathSerializer(pathname, pathParams) {
  let nextURL = pathname;
  for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
    let name = match.substring(1, match.length - 1);
    let explode = false;
    let style = "simple";
    if (name.endsWith("*")) {
      explode = true;
      name = name.substring(0, name.length - 1);
    }
    if (name.startsWith(".")) {
      style = "label";
      name = name.substring(1);
    } else if (name.startsWith(";")) {
      style = "matrix";
      name = name.substring(1);
    }
    if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) {
      continue;
    }
    const value = pathParams[name];
    if (Array.isArray(value)) {
      nextURL = nextURL.replace(match, serializeArrayParam(name, value, { style, explode }));
      continue;
    }
    if (typeof value === "object") {
      nextURL = nextURL.replace(match, serializeObjectParam(name, value, { style, explode }));
      continue;
    }
    if (style === "matrix") {
      nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
      continue;
    }
    nextURL = nextURL.replace(match, style === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
  }
  return nextURL;
}
function defaultBodySerializer(body, headers) {
  if (body instanceof FormData) {
    return body;
  }
  if (headers) {
    const contentType = headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"];
    if (contentType === "application/x-www-form-urlencoded") {
      return new URLSearchParams(body).toString();
    }
  }
  return JSON.stringify(body);
}
function createFinalURL(pathname, options) {
  let finalURL = `${options.baseUrl}${pathname}`;
  if (options.params?.path) {
    finalURL = options.pathSerializer(finalURL, options.params.path);
  }
  let search = options.querySerializer(options.params.query ?? {});
  if (search.startsWith("?")) {
    search = search.substring(1);
  }
  if (search) {
    finalURL += `?${search}`;
  }
  return finalURL;
}
function mergeHeaders(...allHeaders) {
  const finalHeaders = new Headers();
  for (const h2 of allHeaders) {
    if (!h2 || typeof h2 !== "object") {
      continue;
    }
    const iterator = h2 instanceof Headers ? h2.entries() : Object.entries(h2);
    for (const [k, v] of iterator) {
      if (v === null) {
        finalHeaders.delete(k);
      } else if (Array.isArray(v)) {
        for (const v2 of v) {
          finalHeaders.append(k, v2);
        }
      } else if (v !== void 0) {
        finalHeaders.set(k, v);
      }
    }
  }
  return finalHeaders;
}
function removeTrailingSlash(url) {
  if (url.endsWith("/")) {
    return url.substring(0, url.length - 1);
  }
  return url;
}

// ../typescript/src/stream.ts
var StreamError = class extends Error {
  constructor(status, problem) {
    super(`stream refused: ${status} ${problem?.code ?? ""}`.trim());
    this.status = status;
    this.problem = problem;
    this.name = "StreamError";
  }
  status;
  problem;
};
async function* streamEvents(options) {
  const fetcher = options.fetch ?? globalThis.fetch;
  const base2 = options.baseUrl.replace(/\/+$/, "");
  const url = new URL(`${base2}/v1/${options.variant}/games/${encodeURIComponent(options.gameId)}/stream`);
  if (options.view) url.searchParams.set("view", "true");
  let last = options.after ?? 0;
  let retryMs = options.retryMs ?? 1e3;
  let failures = 0;
  while (!options.signal?.aborted) {
    const headers = new Headers({ Accept: "text/event-stream", "Last-Event-ID": String(last) });
    if (options.token !== void 0) headers.set("Authorization", `Bearer ${options.token}`);
    let wait = retryMs;
    try {
      const response = await fetcher(url, { headers, signal: options.signal });
      if (!response.ok || response.body === null) {
        if (response.status !== 429 && response.status < 500) {
          throw new StreamError(response.status, await problemOf(response));
        }
        const retryAfter = Number(response.headers.get("Retry-After"));
        if (retryAfter > 0) wait = retryAfter * 1e3;
        await response.body?.cancel();
      } else {
        failures = 0;
        let delivered = false;
        for await (const raw of messages(response.body)) {
          if (raw.retry !== void 0) {
            retryMs = wait = raw.retry;
            continue;
          }
          const data = JSON.parse(raw.data);
          const seq = raw.id === void 0 ? data.event.seq : Number(raw.id);
          if (seq <= last) continue;
          last = seq;
          delivered = true;
          yield { seq, type: raw.event || data.event.type, ...data };
          if (data.event.type === "match_ended") return;
        }
        if (!delivered && await finished(url, headers, fetcher, options.signal)) return;
      }
    } catch (error) {
      if (options.signal?.aborted) return;
      if (error instanceof StreamError) throw error;
    }
    failures += 1;
    if (failures > (options.maxRetries ?? 10)) throw new Error(`stream: no connection after ${failures} tries`);
    await sleep(wait, options.signal);
  }
}
async function finished(url, headers, fetcher, signal) {
  const view2 = new URL(url.pathname.replace(/\/stream$/, ""), url);
  const auth = headers.get("Authorization");
  try {
    const response = await fetcher(view2, { headers: auth === null ? {} : { Authorization: auth }, signal });
    return response.ok && (await response.json()).status === "finished";
  } catch {
    return false;
  }
}
async function problemOf(response) {
  try {
    return await response.json();
  } catch {
    return void 0;
  }
}
function sleep(ms, signal) {
  return new Promise((resolve2) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve2();
    }
  });
}
async function* messages(body) {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = "";
  let skipLineFeed = false;
  let message = { id: void 0, event: "", data: "" };
  let hasData = false;
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      if (done) return;
      let text = decoder.decode(value, { stream: true });
      if (skipLineFeed && text.startsWith("\n")) text = text.slice(1);
      skipLineFeed = text.endsWith("\r");
      const lines = (buffer + text).split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "") {
          if (hasData) yield message;
          message = { id: void 0, event: "", data: "" };
          hasData = false;
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const content = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "data") {
          message.data = hasData ? `${message.data}
${content}` : content;
          hasData = true;
        } else if (field === "event") {
          message.event = content;
        } else if (field === "id") {
          message.id = content;
        } else if (field === "retry" && /^\d+$/.test(content)) {
          yield { id: void 0, event: "", data: "", retry: Number(content) };
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => void 0);
  }
}

// ../typescript/src/index.ts
function createOsmicaClient({ token, ...options }) {
  const client2 = createClient(options);
  if (token !== void 0) {
    client2.use({ onRequest: ({ request }) => void request.headers.set("Authorization", `Bearer ${token}`) });
  }
  return client2;
}

// src/api.ts
var base = () => globalThis.location.origin;
function client(token) {
  return createOsmicaClient(token === void 0 ? { baseUrl: base() } : { baseUrl: base(), token });
}
async function call(method, path, init, token) {
  const loose = client(token);
  try {
    const { data, error, response } = await loose[method](path, init);
    if (response.ok) return { ok: true, data, response };
    return { ok: false, problem: asProblem(error, response), response };
  } catch (error) {
    return { ok: false, problem: unreachable(error) };
  }
}
function asProblem(error, response) {
  if (typeof error === "object" && error !== null && "code" in error) return error;
  return {
    type: "about:blank",
    title: response.statusText || "Error",
    status: response.status,
    code: "internal_error",
    detail: typeof error === "string" ? error : null
  };
}
function unreachable(error) {
  return {
    type: "about:blank",
    title: "Server unreachable",
    status: 0,
    code: "server_unreachable",
    // the browser's own: no answer came back
    detail: `The server could not be reached (${error instanceof Error ? error.message : String(error)}).`
  };
}
var game = (variant, id) => ({
  path: { variant, game_id: id }
});
function catalogue() {
  return call("GET", "/v1/variants", {});
}
async function openapiDocument() {
  const response = await fetch(`${base()}/schema/openapi.json`);
  return await response.json();
}
function create(variant, body) {
  return call("POST", "/v1/{variant}/games", { params: { path: { variant } }, body });
}
function join(variant, id, invite, name) {
  return call("POST", "/v1/{variant}/games/{game_id}/join", { params: game(variant, id), body: { invite, name } });
}
function claimRematch(variant, id, from, token) {
  return call("POST", "/v1/{variant}/games/{game_id}/join", { params: game(variant, id), body: { from } }, token);
}
function rematch(variant, id, token) {
  return call("POST", "/v1/{variant}/games/{game_id}/rematch", { params: game(variant, id) }, token);
}
function view(variant, id, token) {
  return call("GET", "/v1/{variant}/games/{game_id}", { params: game(variant, id) }, token);
}
function events(variant, id, after, token) {
  return call("GET", "/v1/{variant}/games/{game_id}/events", { params: { ...game(variant, id), query: { after } } }, token);
}
function waitingList(variant) {
  return call("GET", "/v1/{variant}/games", { params: { path: { variant }, query: { status: "waiting" } } });
}
function act(variant, id, token, action, version) {
  const headers = { "If-Match": `"${version}"`, "Idempotency-Key": randomKey() };
  return call("POST", "/v1/{variant}/games/{game_id}/actions", { params: game(variant, id), body: action, headers }, token);
}
function randomKey() {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// src/optionwords.ts
var OPTION_WORDS = {
  abandon_after: ["Timeouts before a seat is given up", "After this many turns in a row that run out of time, the house bot takes over the seat."],
  ace_on_any_pile: ["An ace may reset any pile", "On: an ace (with a face card from your hand) may start any pile again. Off: the ace must fit the pile itself."],
  answer_to_pending_two: ["What answers a two", "Besides drawing the cards, a pending two is answered with another two, or also with an eight that cancels it and names a suit."],
  block_tie: ["Tie in a blocked deal", "How players who tie for the lowest hand in a blocked deal are scored."],
  counter_jack: ["Answering a jack attack", "Forced if able: a player attacked by a jack must answer with a jack if he has one. Optional: he may miss his turn instead."],
  counter_twos_fours: ["Answering twos and fours", "Forced if able: a player facing a two or four who can answer it must. Optional: he may draw the cards instead."],
  deal_schedule: ["Cards per deal", "How many cards each player gets in deal 1, 2, 3, … (one deal per number, separated by commas)."],
  deals: ["Number of deals", "How many deals the match lasts. Leave empty for one deal per player."],
  deck_rule: ["Second deck", "When a second deck is added: with more than two players, or from six players on."],
  decks: ["Decks", "How many decks are shuffled together. Leave empty for one deck up to four players, two from five."],
  draw_mode: ["Drawing", "Until playable: draw until a card fits. Single: draw one, then play it or pass. Up to a limit: draw at most the number below, then pass."],
  drawn_card_playable: ["Play the drawn card", "After drawing, the card just drawn may be played at once if it fits."],
  face_change_requires_legal_play: ["Face cards must fit", "On: a face card that changes a pile's rule must itself fit the pile. Off: a face card goes on any pile."],
  first_dealer: ["First dealer", "The seat that deals first. Leave empty for the last seat."],
  first_player: ["Who starts", "The player after the dealer, or whoever holds the lowest two."],
  four_cap: ["Most cards for fours", "The most cards a run of fours can make the next player draw."],
  hand_size: ["Cards per hand", "How many cards each player is dealt. Leave empty for 7 with two players, 5 with more."],
  horse_duplicate_procedure: ["Horses of the same rank", "What happens when two horses turn up with the same rank: turn new ones for all of that rank, or one at a time."],
  infraction_penalty_cards: ["Penalty for a missed call", "How many cards a player draws who leaves one card without calling “last card”."],
  jack_sequence: ["Suit order on a jack pile", "Forward: the next suit in the order ♠ → ♣ → ♦ → ♥. Both ways: the next or the previous one."],
  last_card_enforcement: ["How a missed call is punished", "Automatically when the player tries to play his last card, or only when another player challenges him."],
  last_card_mode: ["When to call “last card”", "With the play that leaves one card, with the last card itself, or never."],
  match_mode: ["How the match ends", "After a number of deals, or when someone's total reaches the target points."],
  max_draw_cards: ["Most cards drawn per turn", "With drawing “up to a limit”: the most cards one turn draws."],
  mix_twos_fours: ["Twos and fours answer each other", "A four may answer a two, and a two a four."],
  multi_card_play: ["Play several cards of a rank", "A player may put down several cards of one rank in one move."],
  partnership: ["Partners", "Four players in two sides: seats 1 and 3 against seats 2 and 4, scored per side."],
  pass_rule: ["When you may pass", "Only after drawing (or when stuck with an empty stock), or at any time."],
  pat_rule: ["When a deal is stuck", "As soon as nobody can ever play again, or after two passes in a row once the stock holds only aces or nothing."],
  pile_count_includes_all_cards: ["Piles count every card", "On: a pile scores all its cards. Off: only the cards played onto it from a hand."],
  queen_pile_start: ["On a fresh queen pile", "Any number card, jack or king; or only a jack or king."],
  queen_wrap: ["King and two are neighbours", "On a queen pile a king may go on a two and a two on a king."],
  rank_wrap: ["Ranks wrap around", "The ace comes after the king and before the two."],
  reshuffle_keep_top: ["Reshuffle the pile", "When the stock is empty, the pile (but its top card) is shuffled into a new stock."],
  reverse_with_two_players: ["An ace with two players", "With two players an ace changes nothing, or skips the opponent like a three."],
  stall_limit: ["Stock turns before a deal stops", "End the deal without a winner after this many stock turns in a row with no card played. Leave empty for no limit."],
  starter_effects: ["The first card acts", "The first card turned acts as if the dealer played it (an ace reverses, a two makes the first player draw, …), or is just a card to match."],
  starter_eight: ["Bury a starting eight", "An eight turned as the first card goes back into the stock and another is turned."],
  starter_horse_effect: ["A horse's twin as first card", "A first card that is a horse's twin wins that horse for the dealer, for nobody, or is put back and another turned."],
  starter_opens_direction_choice: ["First player chooses the way", "The first player may go up or down from the first card."],
  starter_trick_card: ["A power card as first card", "A first card that is an ace, two, four or jack is put back and another turned, acts as the dealer's play, or does nothing."],
  starter_two_counterable: ["Answer a starting two", "The first player may answer a two turned as first card with a two of his own."],
  stock_exhausted: ["When the stock runs out", "No reshuffle: the deal can get blocked. Reshuffle: the pile but its top card becomes the new stock."],
  table_orientation: ["Way round the table", "Which way seat order goes round the table: a label only, it changes no rule."],
  target: ["Points to win", "The match ends when someone reaches this total. Leave empty for 50 per player (200 per side with partners)."],
  target_points: ["Target points", "The total that ends a match played to a target."],
  turn_timeout_s: ["Seconds per turn", "A turn clock: when it runs out, the server moves for the player. Leave empty for no clock."],
  two_cap: ["Most cards for twos", "The most cards a run of twos can make the next player draw."],
  two_stack_cap: ["Most cards for twos", "The most cards a run of twos can make the next player draw. Leave empty for no limit."],
  voluntary_draw: ["Draw at will", "A player may draw even when he holds a card that fits."],
  voluntary_stock_turn: ["Turn the stock at will", "A player may turn the stock even when he holds a card that fits."],
  wild_on_pending: ["Ace stops twos and jacks", "An ace may be played on pending twos or fours or on a jack attack: it cancels them and names a suit."],
  wild_rank: ["Wild card", "Which rank is wild and names a suit."]
};
var VALUE_WORDS = {
  twos_only: "twos only",
  twos_or_eights: "twos or eights",
  each_tied_full: "each scores in full",
  split_round_down: "shared, rounded down",
  none: "none",
  britannica: "with more than two players",
  pagat: "from six players",
  max_n: "up to a limit",
  single: "one card",
  until_playable: "until one fits",
  dealer: "the dealer",
  lowest_two: "holder of the lowest two",
  next_of_dealer: "the player after the dealer",
  non_dealer: "the player who did not deal",
  reject_each_duplicate: "one at a time",
  return_pair_turn_two: "all of that rank again",
  both_ways: "both ways",
  forward: "forward",
  automatic: "automatically",
  challenge: "by a challenge",
  last: "with the last card",
  off: "never",
  second_to_last: "with the second-to-last card",
  fixed_deals: "after a number of deals",
  target: "at the target points",
  after_draw_or_stuck: "after drawing or when stuck",
  free: "at any time",
  dead_position: "when nobody can play",
  two_passes: "after two passes",
  adjacent_to_queen: "jack or king only",
  any_number: "any number card, jack or king",
  noop: "changes nothing",
  skip: "skips the opponent",
  as_dealer_play: "acts as the dealer's play",
  credit_dealer: "for the dealer",
  credit_nobody: "for nobody",
  rebury: "put back",
  bury: "put back",
  ignore: "no effect",
  no_reshuffle: "no reshuffle",
  reshuffle_keep_top: "reshuffle",
  forced_if_able: "forced if able",
  optional: "optional",
  clockwise: "clockwise",
  counterclockwise: "counterclockwise"
};

// src/problems.ts
var PROBLEM_SENTENCES = {
  not_your_turn: "It is not your turn yet: wait for the player whose turn it is.",
  match_over: "This match is over: nothing more can be played. Start a rematch or a new match.",
  seat_resigned: "You resigned this seat: the house bot plays it now.",
  seat_abandoned: "Your turn clock ran out too often: the house bot plays your seat now.",
  unknown_seat: "That seat is not at this table.",
  unknown_action: "This game has no such move.",
  illegal_action: "That move is not allowed right now: choose one of the raised cards or the buttons.",
  unknown_card: "There is no such card.",
  unknown_suit: "There is no such suit.",
  unknown_pile: "There is no such pile.",
  card_not_in_hand: "That card is not in your hand.",
  card_does_not_match: "That card does not fit the card on top: choose a raised card.",
  suit_required: "A wild card must name a suit: pick one in the suit picker.",
  suit_not_allowed: "Only a wild card names a suit.",
  announce_not_allowed: "The last-card call goes only with the play that leaves you one card.",
  only_drawn_card: "After drawing, only the card you drew may be played (or pass).",
  must_play: "You must play a card now: drawing is not allowed.",
  must_draw: "You face cards to draw: answer with a matching card or draw them; you may not pass.",
  must_draw_two: "The starter two must be drawn now.",
  must_answer_two: "A two is pending: answer it with a two or draw the cards.",
  must_answer_four: "A four is pending: answer it with a four or draw the cards.",
  must_answer_jack: "A jack attacks you: answer with a jack or miss your turn.",
  draw_not_allowed: "You may not draw now.",
  draw_limit_reached: "You have drawn as many cards as this turn allows.",
  stock_empty: "The stock is empty: there is nothing to draw.",
  pass_not_allowed: "You may not pass now: play a card or draw.",
  challenge_not_allowed: "Last-card calls are enforced automatically in this match: there is nobody to challenge.",
  nothing_to_challenge: "That player cannot be challenged now.",
  cannot_challenge_self: "You cannot challenge yourself.",
  multi_card_play_disabled: "This match plays one card at a time.",
  empty_more: "Choose at least one more card to play with it.",
  ranks_differ: "Cards played together must have the same rank.",
  duplicate_card: "A card was chosen twice.",
  not_an_ace: "Only an ace resets a pile.",
  face_card_required: "An ace starts its pile again with a face card (jack, queen or king) from your hand.",
  ace_needs_face: "An ace is played together with a face card from your hand, to start a pile again.",
  invalid_players: "This game cannot be played with that many players.",
  invalid_options: "These house rules do not fit together or with the number of players: change them and try again.",
  bad_deck: "The preset deck is not this game's deck.",
  validation_error: "Some of what was sent is not valid: check the form.",
  preset_deck_disabled: "This server does not accept a preset deck.",
  unauthorized: "This browser does not hold a seat at this match.",
  forbidden: "That is not allowed.",
  not_found: "There is no such match: it may have ended long ago and been removed.",
  method_not_allowed: "That request is not possible here.",
  not_acceptable: "The server cannot answer in a form this page reads.",
  conflict: "That clashes with the state of the match: look again and try once more.",
  version_mismatch: "The table moved on before your move arrived: look at it again and choose your move.",
  payload_too_large: "That was too much to send at once.",
  unsupported_media_type: "The server could not read what was sent.",
  idempotency_key_reused: "That move was already sent differently: look at the table again.",
  rate_limited: "Too many requests: wait a moment and try again.",
  internal_error: "Something went wrong on the server. Try again in a moment.",
  store_unavailable: "The server cannot reach its games right now: nothing changed. Try again in a moment.",
  not_finished: "The replay of a match is available once it is over.",
  replay_unavailable: "This match has no replay.",
  invite_unknown: "This invite link is not valid for this match: ask for a new one.",
  seat_taken: "Someone already took this seat: ask the host for another invite link.",
  not_waiting: "Every seat of this match is already taken.",
  not_a_rematch: "That match is not a rematch of this one.",
  seat_not_taken: "Nobody holds that seat.",
  match_waiting: "The match is waiting for players: the cards are dealt when every seat is taken.",
  server_unreachable: "The server could not be reached: check the connection and try again."
};

// src/ui.ts
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === void 0 || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) if (child !== null && child !== void 0 && child !== false) element.append(child);
  return element;
}
function mount(...children) {
  const app = document.getElementById("app");
  app.replaceChildren(...children.filter((c) => c !== null && c !== void 0 && c !== false));
}
function ruleId(rule) {
  return /\[([^\]]+)\]/.exec(rule)?.[1] ?? rule;
}
function showProblem(problem) {
  const box = document.getElementById("problem");
  const sentence = PROBLEM_SENTENCES[problem.code];
  const detail = problem.detail ?? problem.title;
  const parts = [
    h("strong", {}, sentence ?? detail),
    " ",
    h("span", { class: "muted" }, sentence !== void 0 && detail ? `(${detail}; ` : "(", h("code", {}, problem.code), ")")
  ];
  if (problem.rule) {
    const id = ruleId(problem.rule);
    parts.push(" ", problem.rule_url ? h("a", { href: problem.rule_url, target: "_blank", rel: "noopener" }, `rule ${id}`) : `rule ${id}`);
  }
  box.replaceChildren(...parts.filter((c) => typeof c === "string" || c instanceof Node));
  box.dataset.code = problem.code;
  box.hidden = false;
}
function clearProblem() {
  const box = document.getElementById("problem");
  box.hidden = true;
  box.replaceChildren();
  delete box.dataset.code;
}
function setConnection(text, connections) {
  const element = document.getElementById("connection");
  element.textContent = text;
  if (connections !== void 0) element.dataset.connections = String(connections);
}

// src/options.ts
function resolve(document2, schema) {
  if (schema?.$ref === void 0) return schema;
  return document2.components?.schemas?.[schema.$ref.replace("#/components/schemas/", "")];
}
function optionsSchema(document2, variant) {
  const create2 = resolve(document2, document2.paths?.[`/v1/${variant}/games`]?.post?.requestBody?.content?.["application/json"]?.schema);
  return resolve(document2, create2?.properties?.options)?.properties ?? {};
}
function ruleLinks(text) {
  const links = [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((match) => h("a", { href: match[2], target: "_blank", rel: "noopener" }, `rule ${match[1]}`));
  return links.length === 0 ? [] : [document.createTextNode(" "), ...links.flatMap((link, i) => i === 0 ? [link] : [document.createTextNode(", "), link])];
}
function described(text) {
  const out = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
    out.push(document.createTextNode(text.slice(last, match.index)));
    out.push(h("a", { href: match[2], target: "_blank", rel: "noopener" }, match[1]));
    last = match.index + match[0].length;
  }
  out.push(document.createTextNode(text.slice(last).replaceAll("``", "")));
  return out;
}
function optionsForm(schema) {
  const fieldset = h("fieldset", {}, h("legend", {}, "House rules (the usual ones are preset)"));
  const fields = [];
  for (const [name, property] of Object.entries(schema)) {
    const id = `option-${name}`;
    const words = OPTION_WORDS[name];
    const label = h("label", { for: id }, words?.[0] ?? name.replaceAll("_", " "));
    const nullable = property.anyOf?.some((s) => s.type === "null") ?? false;
    const inner = property.anyOf?.find((s) => s.type !== "null") ?? property;
    const fallback = property.default;
    let control;
    let field;
    if (property.const !== void 0) {
      control = h("output", { id }, `${String(property.const)} (fixed)`);
      field = { name, read: () => ({ changed: false, value: property.const }) };
    } else if (inner.enum !== void 0) {
      const select = h("select", { id, name });
      for (const value of inner.enum) {
        select.append(h("option", { value: String(value), selected: value === fallback }, VALUE_WORDS[String(value)] ?? String(value).replaceAll("_", " ")));
      }
      control = select;
      field = { name, read: () => ({ changed: select.value !== String(fallback), value: select.value }) };
    } else if (inner.type === "boolean") {
      const box = h("input", { id, name, type: "checkbox", checked: fallback === true });
      control = box;
      field = { name, read: () => ({ changed: box.checked !== (fallback === true), value: box.checked }) };
    } else if (inner.type === "integer") {
      const input = h("input", {
        id,
        name,
        type: "number",
        inputmode: "numeric",
        min: inner.minimum,
        max: inner.maximum,
        value: typeof fallback === "number" ? fallback : void 0,
        placeholder: nullable && (fallback === void 0 || fallback === null) ? "automatic" : void 0
      });
      control = input;
      field = {
        name,
        read: () => {
          const text = input.value.trim();
          if (text === "") return { changed: !nullable ? false : fallback !== void 0 && fallback !== null, value: null };
          const value = Number(text);
          if (!Number.isInteger(value)) return { error: `${words?.[0] ?? name}: a whole number` };
          return { changed: value !== fallback, value };
        }
      };
    } else if (inner.type === "array") {
      const text = Array.isArray(fallback) ? fallback.join(", ") : "";
      const input = h("input", { id, name, type: "text", value: text, inputmode: "numeric" });
      control = input;
      field = {
        name,
        read: () => {
          if (input.value.trim() === text) return { changed: false, value: fallback };
          const values = input.value.split(/[\s,]+/).filter(Boolean).map(Number);
          if (values.some((v) => !Number.isInteger(v))) return { error: `${words?.[0] ?? name}: whole numbers, separated by commas` };
          return { changed: true, value: values };
        }
      };
    } else {
      continue;
    }
    const description = property.description ?? inner.description ?? "";
    const help = h("small", { id: `${id}-help` }, ...words === void 0 ? described(description) : [words[1], ...ruleLinks(description)]);
    control.setAttribute("aria-describedby", `${id}-help`);
    fieldset.append(h("div", { class: "field" }, label, control, help));
    fields.push(field);
  }
  return {
    element: fieldset,
    read() {
      const options = {};
      for (const field of fields) {
        const got = field.read();
        if ("error" in got) return got.error;
        if (got.changed) options[field.name] = got.value;
      }
      return options;
    }
  };
}

// src/seats.ts
var key = (gameId) => `osmica:game:${gameId}`;
function held(gameId) {
  const raw = globalThis.localStorage.getItem(key(gameId));
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
function hold(gameId, value) {
  globalThis.localStorage.setItem(key(gameId), JSON.stringify(value));
}

// src/lobby.ts
var SEAT_CHOICES = [
  ["me", "me"],
  ["open", "open seat (invite link)"],
  ["bot:random", "bot: random"],
  ["bot:greedy", "bot: greedy"],
  ["bot:expert", "bot: expert"]
];
function showLobby(games2, document2, chosen) {
  const game2 = games2.find((g) => g.id === chosen) ?? games2[0];
  if (game2 === void 0) return mount(h("p", {}, "This server offers no game."));
  const picker = h(
    "div",
    { class: "variants", role: "group", "aria-label": "Game" },
    ...games2.map((g) => h("button", {
      type: "button",
      "aria-pressed": g.id === game2.id ? "true" : "false",
      "data-variant": g.id,
      onclick: () => showLobby(games2, document2, g.id)
    }, g.title))
  );
  const players = h("select", { id: "players", name: "players" });
  for (let n = game2.min_players; n <= game2.max_players; n += 1) players.append(h("option", { value: String(n) }, String(n)));
  const seatBox = h("fieldset", {}, h("legend", {}, "Seats"));
  const seatRows = [];
  const drawSeats = () => {
    const count = Number(players.value);
    while (seatRows.length < count) {
      const seat = seatRows.length;
      const choice = h("select", { id: `seat-${seat}`, "aria-label": `Seat ${seat + 1}` });
      for (const [value, text] of SEAT_CHOICES) choice.append(h("option", { value, selected: value === (seat === 0 ? "me" : "bot:greedy") }, text));
      const name = h("input", { id: `seat-${seat}-name`, type: "text", maxlength: 40, value: `player ${seat + 1}`, "aria-label": `Seat ${seat + 1} name` });
      const syncName = () => void (name.hidden = choice.value !== "me");
      choice.addEventListener("change", syncName);
      syncName();
      seatRows.push({ choice, name });
    }
    seatRows.length = count;
    seatBox.replaceChildren(h("legend", {}, "Seats"), ...seatRows.map((row, seat) => h("div", { class: "seat-row" }, h("label", { for: `seat-${seat}` }, `Seat ${seat + 1}`), row.choice, row.name)));
  };
  players.addEventListener("change", drawSeats);
  drawSeats();
  const form = optionsForm(optionsSchema(document2, game2.id));
  const listed = h("input", { id: "public", type: "checkbox" });
  const create2 = h("button", { type: "submit", class: "primary" }, `Create a ${game2.title} match`);
  const element = h(
    "form",
    {
      "aria-label": `New ${game2.title} match`,
      onsubmit: (event) => {
        event.preventDefault();
        void createMatch(game2.id, Number(players.value), seatRows, form.read(), listed.checked, create2);
      }
    },
    h("p", {}, game2.summary, " ", h("a", { href: game2.rules_url, target: "_blank", rel: "noopener" }, `The rules of ${game2.title}`)),
    h("div", { class: "field" }, h("label", { for: "players" }, "Players"), players),
    seatBox,
    form.element,
    h("label", {}, listed, " List it publicly while seats are open"),
    create2
  );
  const waiting = h("section", { "aria-label": "Public matches waiting" }, h("h2", {}, "Public matches waiting"), h("p", { class: "muted" }, "Loading…"));
  mount(h("h1", {}, "New match"), picker, element, waiting, joinByLink());
  void waitingList(game2.id).then((got) => {
    const list = got.ok ? got.data.games : [];
    waiting.replaceChildren(h("h2", {}, "Public matches waiting"), list.length === 0 ? h("p", { class: "muted" }, "None right now.") : h("ul", {}, ...list.map((entry) => h(
      "li",
      {},
      h("a", { href: `#/game/${game2.id}/${entry.game_id}` }, entry.names.filter(Boolean).join(", ") || entry.game_id),
      ` — open seats: ${entry.open_seats.map((s) => s + 1).join(", ")}`
    ))));
  });
}
function joinByLink() {
  const input = h("input", { id: "invite-link", type: "url", placeholder: "https://…/play/#/join/…" });
  return h("form", {
    "aria-label": "Join with an invite link",
    onsubmit: (event) => {
      event.preventDefault();
      const hash = input.value.slice(input.value.indexOf("#"));
      if (hash.startsWith("#/join/")) globalThis.location.hash = hash;
    }
  }, h("h2", {}, "Join with an invite link"), h("div", { class: "invite" }, input, h("button", { type: "submit" }, "Open the link")));
}
async function createMatch(variant, players, rows, options, listed, button) {
  clearProblem();
  if (typeof options === "string") {
    return showProblem({ type: "about:blank", title: "Bad option", status: 400, code: "invalid_options", detail: options });
  }
  const seats = rows.map(({ choice, name }) => choice.value === "me" ? { name: name.value.trim() || "player" } : choice.value === "open" ? { open: true } : { bot: choice.value.slice(4) });
  button.disabled = true;
  const got = await create(variant, { players, seats, options, public: listed });
  button.disabled = false;
  if (!got.ok) return showProblem(got.problem);
  const created = got.data;
  const mine = created.seats[0];
  hold(created.game_id, {
    variant,
    seat: mine?.seat ?? null,
    ...mine ? { token: mine.token } : {},
    host_token: created.host_token,
    invites: created.invites
  });
  globalThis.location.hash = `#/game/${variant}/${created.game_id}`;
}
async function showJoin(variant, gameId, invite, title) {
  const got = await view(variant, gameId);
  const seats = got.ok && got.data.status === "waiting" ? got.data.seats : [];
  const name = h("input", { id: "join-name", type: "text", maxlength: 40, value: "", required: true });
  const button = h("button", { type: "submit", class: "primary" }, "Take the seat");
  mount(
    h("h1", {}, `Join a ${title} match`),
    h("ul", { class: "seats", "aria-label": "Seats" }, ...seats.map((s) => h("li", {}, `Seat ${s.seat + 1}: ${s.kind === "open" ? "open" : s.kind === "bot" ? `${s.name} (bot)` : s.name}`))),
    h("form", {
      "aria-label": "Join",
      onsubmit: async (event) => {
        event.preventDefault();
        clearProblem();
        button.disabled = true;
        const joined = await join(variant, gameId, invite, name.value.trim() || "guest");
        button.disabled = false;
        if (!joined.ok) return showProblem(joined.problem);
        hold(gameId, { variant, seat: joined.data.seat, token: joined.data.token });
        globalThis.location.hash = `#/game/${variant}/${gameId}`;
      }
    }, h("div", { class: "field" }, h("label", { for: "join-name" }, "Your name"), name), button)
  );
  if (!got.ok) showProblem(got.problem);
}

// src/cards.ts
var SUITS = {
  S: { symbol: "♠", name: "spades", red: false },
  H: { symbol: "♥", name: "hearts", red: true },
  D: { symbol: "♦", name: "diamonds", red: true },
  C: { symbol: "♣", name: "clubs", red: false }
};
var RANKS = { A: "ace", K: "king", Q: "queen", J: "jack" };
var SVG = "http://www.w3.org/2000/svg";
var SPRITE = `<svg xmlns="${SVG}" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">
<symbol id="suit-S" viewBox="0 0 100 100"><path d="M50 4C66 26 94 40 92 62c-1 14-15 22-28 16-4-2-7-5-9-8l6 26H39l6-26c-2 3-5 6-9 8-13 6-27-2-28-16C6 40 34 26 50 4z"/></symbol>
<symbol id="suit-H" viewBox="0 0 100 100"><path d="M50 94C30 74 4 56 6 32 8 14 24 6 36 10c7 2 11 8 14 14 3-6 7-12 14-14 12-4 28 4 30 22 2 24-24 42-44 62z"/></symbol>
<symbol id="suit-D" viewBox="0 0 100 100"><path d="M50 2 86 50 50 98 14 50z"/></symbol>
<symbol id="suit-C" viewBox="0 0 100 100"><circle cx="50" cy="27" r="21"/><circle cx="27" cy="60" r="21"/><circle cx="73" cy="60" r="21"/><path d="M45 52h10l7 44H38z"/></symbol>
<pattern id="card-back" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#2e4a6b"/><rect width="5" height="10" fill="#3d6590"/></pattern>
</svg>`;
function ensureSprite() {
  if (document.getElementById("suit-S") !== null) return;
  const holder = document.createElement("div");
  holder.innerHTML = SPRITE;
  document.body.prepend(holder.firstElementChild);
}
function split(code) {
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}
function cardText(code) {
  const { rank, suit } = split(code);
  return `${rank}${SUITS[suit]?.symbol ?? suit}`;
}
function cardName(code) {
  const { rank, suit } = split(code);
  return `${RANKS[rank] ?? rank} of ${SUITS[suit]?.name ?? suit}`;
}
function suitName(suit) {
  const known = SUITS[suit];
  return known === void 0 ? suit : `${known.symbol} ${known.name}`;
}
function isRed(suit) {
  return SUITS[suit]?.red ?? false;
}
function svg(tag, attributes) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}
var use = (suit, x, y, size) => {
  const element = svg("use", { href: `#suit-${suit}`, x, y, width: size, height: size });
  return element;
};
function cardSvg(code) {
  ensureSprite();
  const { rank, suit } = split(code);
  const drawing = svg("svg", { viewBox: "0 0 60 84", class: "face", "aria-hidden": "true", focusable: "false" });
  drawing.append(svg("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, class: "paper" }));
  const corner = (flip) => {
    const group = svg("g", flip ? { transform: "rotate(180 30 42)" } : {});
    const text = svg("text", { x: 4, y: 15, class: "rank" });
    text.textContent = rank;
    group.append(text, use(suit, 4, 18, 11));
    return group;
  };
  const middle = RANKS[rank] !== void 0 && rank !== "A" ? [
    svg("rect", { x: 15, y: 18, width: 30, height: 48, rx: 3, class: "court" }),
    use(suit, 19, 26, 22),
    Object.assign(svg("text", { x: 30, y: 62, class: "court-rank" }), { textContent: rank })
  ] : [use(suit, 15, 27, 30)];
  drawing.append(corner(false), corner(true), ...middle);
  return drawing;
}
function backSvg() {
  ensureSprite();
  const drawing = svg("svg", { viewBox: "0 0 60 84", class: "back-face", "aria-hidden": "true", focusable: "false" });
  drawing.append(
    svg("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, fill: "#fff", stroke: "#6b7280" }),
    svg("rect", { x: 4, y: 4, width: 52, height: 76, rx: 3, fill: "url(#card-back)" })
  );
  return drawing;
}
function cardElement(code, small = false) {
  const element = document.createElement("span");
  element.className = `card${isRed(split(code).suit) ? " red" : ""}${small ? " small" : ""}`;
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", cardName(code));
  element.dataset.card = code;
  element.append(cardSvg(code));
  return element;
}
function backElement(count, label) {
  const element = document.createElement("span");
  element.className = "card back small";
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", label);
  const number = document.createElement("span");
  number.className = "count";
  number.textContent = String(count);
  element.append(backSvg(), number);
  return element;
}
function cardList(codes, label, small = false) {
  const list = document.createElement("ul");
  list.className = small ? "cards fan" : "cards";
  list.setAttribute("aria-label", label);
  for (const code of codes) {
    const item = document.createElement("li");
    item.append(cardElement(code, small));
    list.append(item);
  }
  return list;
}

// src/words.ts
var cards = (value) => Array.isArray(value) ? value.map(String) : [];
var cardsText = (value) => cards(value).map(cardText).join(" ");
var pileName = (pile) => `pile ${Number(pile) + 1}`;
function seatName(names, seat) {
  return names[Number(seat)] || `seat ${Number(seat) + 1}`;
}
function actionLabel(action, names) {
  const a = action;
  switch (a.type) {
    case "play": {
      let label = `Play ${[a.card, ...cards(a.more)].map((c) => cardText(String(c))).join(" ")}`;
      if (a.pile !== void 0 && a.pile !== null) label += ` on ${pileName(a.pile)}`;
      if (typeof a.named_suit === "string") label += ` naming ${suitName(a.named_suit)}`;
      if (a.announce_last === true) label += ", calling last card";
      return label;
    }
    case "play_ace":
      return `Reset ${pileName(a.pile)} with ${cardText(String(a.ace))}, start it with ${cardText(String(a.face))}`;
    case "draw":
      return "Draw";
    case "pass":
      return "Pass";
    case "turn_stock":
      return "Turn the stock";
    case "challenge":
      return `Challenge ${seatName(names, a.seat)}`;
    case "resign":
      return "Resign";
    default:
      return generic(a);
  }
}
function spoken(text) {
  return text.replace(
    /(10|[2-9JQKA])([♠♥♦♣])/gu,
    (_, rank, symbol) => cardName(rank + { "♠": "S", "♥": "H", "♦": "D", "♣": "C" }[symbol])
  );
}
function actionSpoken(action, names) {
  return spoken(actionLabel(action, names));
}
function eventText(event, names) {
  const e = event;
  const who = e.seat === null || e.seat === void 0 ? "The dealer" : seatName(names, e.seat);
  const byBot = e.bot === true && e.auto !== true && !/\bbot\b/i.test(who) ? " (by the house bot)" : "";
  const list = (value) => Array.isArray(value) ? value.join(", ") : String(value);
  switch (e.type) {
    case "dealt":
      return `Deal ${e.deal}: ${seatName(names, e.dealer)} deals ${e.hand_size} cards each.`;
    case "starter":
      return `The starter is ${cardText(String(e.card))}.`;
    case "buried":
      return `${cardText(String(e.card))} is buried in the stock.`;
    case "played": {
      let text = `${who}${byBot} played ${[e.card, ...cards(e.more)].map((c) => cardText(String(c))).join(" ")}`;
      if (e.pile !== void 0 && e.pile !== null) text += ` on ${pileName(e.pile)}`;
      if (typeof e.named_suit === "string") text += `, naming ${suitName(e.named_suit)}`;
      if (e.announced === true) text += ', calling "last card"';
      return `${text}.`;
    }
    case "ace_played":
      return `${who}${byBot} reset ${pileName(e.pile)} with ${cardText(String(e.ace))} and started it with ${cardText(String(e.face))}.`;
    case "drew": {
      const drawn = cards(e.cards).length > 0 ? `: ${cardsText(e.cards)}` : "";
      const why = e.reason === "two_obligation" ? " for the pending twos" : "";
      return `${who}${byBot} drew ${e.count} card${e.count === 1 ? "" : "s"}${why}${drawn}.`;
    }
    case "passed":
      return e.auto === true ? `${who} passed automatically (no other move).` : `${who}${byBot} passed.`;
    case "skipped":
      return `${who} is skipped.`;
    case "penalty": {
      const drawn = cards(e.cards).length > 0 ? `: ${cardsText(e.cards)}` : "";
      return `${who} draws ${e.count} penalty card${e.count === 1 ? "" : "s"} (${String(e.reason).replaceAll("_", " ")})${drawn}.`;
    }
    case "challenged":
      return `${who}${byBot} challenged ${seatName(names, e.target)}.`;
    case "direction_changed":
      return `Play now runs ${e.direction === 1 ? "in seat order" : "against seat order"}.`;
    case "rank_direction_changed":
      return `Ranks now go ${String(e.rank_direction)}.`;
    case "reshuffled":
      return `The discards are shuffled into a new stock of ${e.count} cards.`;
    case "turned_stock":
      return `${who}${byBot} turned ${cardText(String(e.card))} from the stock.`;
    case "horses":
      return `The horses are ${cardsText(e.cards)}.`;
    case "horses_returned":
      return `The horses ${cardsText(e.cards)} go back into the deck.`;
    case "horse_finished":
      return `${who}${byBot} brought horse ${cardText(String(e.horse))} home with ${cardText(String(e.card))}, place ${e.place}.`;
    case "horse_fell":
      return `Horse ${cardText(String(e.horse))} fell to ${cardText(String(e.card))}.`;
    case "piles_formed":
      return `The piles are formed: ${cardsText(e.piles)}${cards(e.set_aside).length ? `; set aside ${cardsText(e.set_aside)}` : ""}.`;
    case "went_out":
      return `${who} went out.`;
    case "misdeal":
      return `Misdeal: ${seatName(names, e.dealer)} deals deal ${e.deal} again.`;
    case "deal_ended":
      return `Deal ${e.deal} ended (${String(e.reason).replaceAll("_", " ")}); scores ${list(e.scores)}.`;
    case "resigned":
      return `${who} resigned.`;
    case "timed_out":
      return `${who} ran out of time${e.abandoned === true ? " and is now played by the house bot" : ""}.`;
    case "match_ended": {
      const winners = (Array.isArray(e.winners) ? e.winners : []).map((seat) => seatName(names, seat)).join(" and ");
      return `The match is over: ${winners || "nobody"} won; final scores ${list(e.scores)}.`;
    }
    default:
      return `${generic(e)}.`;
  }
}
function generic(fields) {
  const rest = Object.entries(fields).filter(([key2]) => key2 !== "type" && key2 !== "seq").map(([key2, value]) => `${key2.replaceAll("_", " ")} ${JSON.stringify(value)}`);
  return [String(fields.type).replaceAll("_", " "), ...rest].join(", ");
}

// src/hand.ts
function cardOf(action) {
  const a = action;
  if (a.type === "play" && typeof a.card === "string") return a.card;
  if (a.type === "play_ace" && typeof a.ace === "string") return a.ace;
  return null;
}
var calls = (action) => action.announce_last === true;
function offersCall(actions) {
  return actions.some(calls);
}
function entriesOf(card, moves) {
  const all = moves.actions.filter((a) => cardOf(a) === card);
  if (!all.some(calls)) return all;
  const chosen = all.filter((a) => calls(a) === moves.callLast);
  return chosen.length > 0 ? chosen : all;
}
function suitsOnly(entries) {
  if (entries.length < 2) return null;
  const rest = (a) => JSON.stringify({ ...a, named_suit: void 0 });
  const first = rest(entries[0]);
  if (!entries.every((a) => typeof a.named_suit === "string" && rest(a) === first)) return null;
  return entries.map((a) => String(a.named_suit));
}
function touch(card, moves) {
  const entries = entriesOf(card, moves);
  if (entries.length === 1) moves.act(entries[0]);
  else if (entries.length > 1) moves.choose(card);
}
function handElement(moves) {
  const playable = new Set(moves.actions.map(cardOf).filter((c) => c !== null));
  const items = moves.hand.map((card, index) => {
    const can = playable.has(card);
    const button = h("button", {
      type: "button",
      class: `hand-card${can ? " playable" : " dim"}${moves.choosing === card ? " chosen" : ""}`,
      "aria-disabled": can && !moves.busy ? void 0 : "true",
      "aria-expanded": can && entriesOf(card, moves).length > 1 ? String(moves.choosing === card) : void 0,
      "data-card": card,
      "data-focus-key": `card-${index}-${card}`,
      onclick: () => {
        if (can && !moves.busy) touch(card, moves);
      }
    }, can ? h("span", { class: "sr" }, "Play ") : "", cardElement(card), can ? "" : h("span", { class: "sr" }, ", cannot be played now"));
    return h("li", {}, button);
  });
  return h("ul", { class: "hand", "aria-label": "Your cards" }, ...items);
}
function pickerElement(moves) {
  const card = moves.choosing;
  if (card === null) return null;
  const entries = entriesOf(card, moves);
  if (entries.length < 2) return null;
  const suits = suitsOnly(entries);
  const cancel = h("button", { type: "button", class: "cancel", "data-focus-key": "cancel", onclick: () => moves.choose(null) }, "Cancel");
  const onkeydown = (event) => {
    if (event.key === "Escape") moves.choose(null);
  };
  if (suits !== null) {
    const buttons2 = suits.map((suit, index) => h("button", {
      type: "button",
      class: `suit${isRed(suit) ? " red" : ""}`,
      "data-suit": suit,
      "data-focus-key": `suit-${suit}`,
      disabled: moves.busy,
      onclick: () => moves.act(entries[index])
    }, suitIcon(suit), suitName(suit).split(" ")[1] ?? suit));
    return h(
      "div",
      { class: "picker", role: "group", "aria-labelledby": "picker-title", "data-picker": "suit", onkeydown },
      h("p", { id: "picker-title" }, `Play ${cardText(card)} and name a suit:`),
      h("div", { class: "choices" }, ...buttons2, cancel)
    );
  }
  const buttons = entries.map((action, index) => h("button", {
    type: "button",
    "data-focus-key": `choice-${index}`,
    disabled: moves.busy,
    onclick: () => moves.act(action)
  }, ...spokenCards(actionLabel(action, moves.names))));
  return h(
    "div",
    { class: "picker", role: "group", "aria-labelledby": "picker-title", "data-picker": "choice", onkeydown },
    h("p", { id: "picker-title" }, `How to play ${cardText(card)}:`),
    h("div", { class: "choices" }, ...buttons, cancel)
  );
}
function spokenCards(label) {
  return label.split(/((?:10|[2-9JQKA])[♠♥♦♣])/u).map((part, index) => index % 2 === 0 ? document.createTextNode(part) : h("span", {}, h("span", { "aria-hidden": "true" }, part), h("span", { class: "sr" }, spoken(part))));
}
function suitIcon(suit) {
  const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  icon.setAttribute("viewBox", "0 0 100 100");
  icon.setAttribute("aria-hidden", "true");
  icon.setAttribute("class", "suit-icon");
  const shape = document.createElementNS("http://www.w3.org/2000/svg", "use");
  shape.setAttribute("href", `#suit-${suit}`);
  icon.append(shape);
  return icon;
}
function callElement(moves) {
  if (!offersCall(moves.actions)) return null;
  const toggle = h("button", {
    type: "button",
    class: "call-toggle",
    "aria-pressed": String(moves.callLast),
    "data-focus-key": "call-last",
    onclick: () => moves.setCallLast(!moves.callLast)
  }, h("span", { class: "switch", "aria-hidden": "true" }), "Call “last card” with this play");
  const warning = moves.callLast ? null : h(
    "p",
    { class: "warning", "data-warning": "no-call" },
    "Without the call, this play is penalised: you draw penalty cards. ",
    h("a", { href: `/docs/rules/${moves.variant}`, target: "_blank", rel: "noopener" }, "The last-card rule")
  );
  return h("div", { class: "call" }, toggle, warning);
}
var STOCK_MOVES = /* @__PURE__ */ new Set(["draw", "turn_stock"]);
function stockElement(moves) {
  const draw = moves.actions.find((a) => STOCK_MOVES.has(a.type));
  const label = `${moves.stockCount} card${moves.stockCount === 1 ? "" : "s"} in the stock`;
  const stock = draw === void 0 ? h("span", { class: "stock", role: "img", "aria-label": label }, backSvg(), h("span", { class: "count" }, String(moves.stockCount))) : h(
    "button",
    {
      type: "button",
      class: "stock",
      "aria-disabled": moves.busy ? "true" : void 0,
      "data-action": draw.type,
      "data-focus-key": "stock",
      onclick: () => {
        if (!moves.busy) moves.act(draw);
      }
    },
    backSvg(),
    h("span", { class: "sr" }, `${actionSpoken(draw, moves.names)}: `),
    h("span", { class: "count" }, String(moves.stockCount)),
    h("span", { class: "sr" }, ` card${moves.stockCount === 1 ? "" : "s"} in the stock`)
  );
  return stock;
}
function otherMoves(moves) {
  const buttons = moves.actions.map((action, index) => {
    if (cardOf(action) !== null) return null;
    return h("button", {
      type: "button",
      class: action.type === "resign" ? "resign" : action.type === "pass" || STOCK_MOVES.has(action.type) ? "primary" : void 0,
      "data-action": action.type,
      "data-focus-key": `action-${action.type}-${index}`,
      disabled: moves.busy,
      onclick: () => moves.act(action)
    }, ...spokenCards(actionLabel(action, moves.names)));
  }).filter((b) => b !== null);
  return buttons.length > 0 ? h("div", { class: "actions" }, ...buttons) : null;
}

// src/table.ts
var WAITING_POLL_MS = 1500;
var COUNTDOWN_TICK_MS = 250;
var MOVES = /* @__PURE__ */ new Set(["played", "ace_played", "drew", "passed", "turned_stock", "challenged", "resigned", "timed_out"]);
var EXPLAINED = {
  "crazy-eights": "Match the top card by suit or rank; an eight is wild: it names the suit to follow.",
  switch: "Match by suit or rank; an ace is wild and names a suit, twos and fours make the next player draw, a jack turns play back.",
  "super-crazy-eights": "Match by suit or rank; an eight is wild and names a suit, a two makes the next player draw, a three skips, an ace turns play back.",
  nags: "Play the same rank or the next one up or down as the direction says. The four horses race: one finishes when its twin (same rank and colour) reaches the pile, and falls if a card of its rank in the other colour gets there first.",
  nusicle: "Three piles, each ruled by its last face card: on a king match suit or rank, on a queen play one rank up or down, on a jack the next suit (♠ → ♣ → ♦ → ♥); an ace resets a pile."
};
function timeLeft(deadline) {
  const seconds = Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1e3));
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
function tickCountdowns() {
  for (const element of document.querySelectorAll("time.countdown")) {
    const left = timeLeft(element.dateTime);
    if (element.textContent !== left) element.textContent = left;
  }
}
var current = null;
function openTable(variant, gameId, title) {
  current?.close();
  current = new Table(variant, gameId, title, held(gameId));
  void current.start();
}
function closeTable() {
  current?.close();
  current = null;
}
var Table = class {
  constructor(variant, gameId, title, seat) {
    this.variant = variant;
    this.gameId = gameId;
    this.title = title;
    this.seat = seat;
  }
  variant;
  gameId;
  title;
  seat;
  view = null;
  log = /* @__PURE__ */ new Map();
  abort = new AbortController();
  busy = false;
  /** The deals whose summary the player has closed (those before the page opened count as seen). */
  seenDeals = null;
  /** The seq of the last move drawn beside the pile (a newer one is drawn arriving). */
  shownMove = 0;
  /** The hand's card whose choices (a suit, a pile) are open. */
  choosing = null;
  /** Whether a play that may call "last card" calls it (the player's toggle). */
  callLast = true;
  connections = 0;
  poll;
  ticker = setInterval(tickCountdowns, COUNTDOWN_TICK_MS);
  get token() {
    return this.seat?.token;
  }
  close() {
    this.abort.abort();
    clearInterval(this.poll);
    clearInterval(this.ticker);
    setConnection("");
  }
  async start() {
    mount(h("p", {}, "Loading the table…"));
    const got = await view(this.variant, this.gameId, this.token);
    if (!got.ok) {
      showProblem(got.problem);
      mount(h("p", {}, h("a", { href: "#/" }, "Back to the lobby")));
      return;
    }
    let after = 0;
    if (got.data.status !== "waiting") {
      const logged = await events(this.variant, this.gameId, 0, this.token);
      if (logged.ok) for (const event of logged.data.events) this.log.set(event.seq, event);
      after = Math.max(0, ...this.log.keys());
    } else {
      this.poll = setInterval(() => void this.refresh(), WAITING_POLL_MS);
    }
    this.setView(got.data);
    void this.follow(after);
  }
  /** Read the stream from `after` on, for as long as the page shows this table. */
  async follow(after) {
    const counting = async (input, init) => {
      this.connections += 1;
      setConnection(this.connections === 1 ? "connecting…" : "reconnecting…", this.connections);
      const response = await fetch(input, init);
      if (response.ok) setConnection("live", this.connections);
      return response;
    };
    try {
      for await (const message of streamEvents({
        baseUrl: globalThis.location.origin,
        variant: this.variant,
        gameId: this.gameId,
        ...this.token === void 0 ? {} : { token: this.token },
        after,
        view: true,
        signal: this.abort.signal,
        fetch: counting
      })) {
        this.log.set(message.event.seq, message.event);
        if (message.view) this.setView(message.view);
        else this.render();
      }
      if (!this.abort.signal.aborted) setConnection("match over", this.connections);
    } catch (error) {
      if (error instanceof StreamError && error.problem) showProblem(error.problem);
      setConnection("offline", this.connections);
    }
  }
  async refresh() {
    const got = await view(this.variant, this.gameId, this.token);
    if (got.ok) this.setView(got.data);
  }
  /** Take `view` if it is not older than the one shown. */
  setView(view2) {
    const shown = this.view;
    const newer = shown === null || shown.status === "waiting" && view2.status !== "waiting" || shown.status === "waiting" && view2.status === "waiting" || view2.status !== "waiting" && view2.version >= shown.version;
    if (!newer) return;
    if (shown === null || shown.status === "waiting" || view2.status === "waiting" || view2.version !== shown.version) {
      this.choosing = null;
    }
    this.view = view2;
    if (view2.status !== "waiting") clearInterval(this.poll);
    this.render();
  }
  async act(action) {
    const view2 = this.view;
    if (this.busy || view2 === null || view2.status === "waiting" || this.token === void 0) return;
    this.busy = true;
    clearProblem();
    this.render();
    const got = await act(this.variant, this.gameId, this.token, action, view2.version);
    this.busy = false;
    if (got.ok) {
      for (const event of got.data.events) this.log.set(event.seq, event);
      this.setView(got.data.view);
      this.render();
      return;
    }
    showProblem(got.problem);
    await this.refresh();
    this.render();
  }
  async rematch() {
    const token = this.token;
    const view2 = this.view;
    if (token === void 0 || view2 === null || view2.status === "waiting") return;
    let next = "rematch" in view2 && typeof view2.rematch === "string" ? view2.rematch : null;
    if (next === null) {
      const asked = await rematch(this.variant, this.gameId, token);
      if (!asked.ok) return showProblem(asked.problem);
      next = asked.data.game_id;
    }
    const claimed = await claimRematch(this.variant, next, this.gameId, token);
    if (!claimed.ok && claimed.problem.code !== "seat_taken") return showProblem(claimed.problem);
    if (claimed.ok) hold(next, { variant: this.variant, seat: claimed.data.seat, token: claimed.data.token });
    globalThis.location.hash = `#/game/${this.variant}/${next}`;
  }
  render() {
    const view2 = this.view;
    if (view2 === null) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.focusKey : void 0;
    const names = view2.names;
    const heading = h("h1", {}, `${this.title}`, " ", h("span", { class: "muted game-id" }, `match ${this.gameId}`));
    if (view2.status === "waiting") {
      mount(heading, ...this.waiting(view2));
    } else {
      mount(
        heading,
        h("div", { class: "turn-bar" }, this.status(view2), this.clock(view2)),
        this.summary(view2),
        this.seats(view2),
        this.table(view2),
        this.hand(view2),
        this.results(view2),
        h("h2", { id: "log-heading" }, "What happened"),
        this.logList(names)
      );
    }
    const log = document.getElementById("log");
    if (log) log.scrollTop = log.scrollHeight;
    const picker = document.querySelector(".picker button");
    if (picker !== null && !(focused ?? "").match(/^(suit|choice)-|^cancel$/)) picker.focus();
    else if (focused !== void 0) {
      const again = document.querySelector(`[data-focus-key="${focused}"]`) ?? document.querySelector(".hand .playable, .stock[data-action], .actions button, .rematch");
      again?.focus();
    }
  }
  waiting(view2) {
    const invites = new Map((this.seat?.invites ?? []).map((i) => [i.seat, i.invite]));
    const rows = view2.seats.map((seat) => {
      const who = seat.kind === "open" ? "open seat" : seat.kind === "bot" ? `${seat.name} (bot)` : seat.name;
      const mine = seat.seat === this.seat?.seat ? " (you)" : "";
      const item = h("li", { "data-seat": seat.seat }, h("strong", {}, `Seat ${seat.seat + 1}: `), `${who}${mine}`);
      const invite = invites.get(seat.seat);
      if (seat.kind === "open" && invite !== void 0) {
        const link = `${globalThis.location.origin}/play/#/join/${this.variant}/${this.gameId}/${invite}`;
        const input = h("input", { type: "text", readonly: true, value: link, "aria-label": `Invite link for seat ${seat.seat + 1}`, class: "invite-link" });
        const copy = h("button", {
          type: "button",
          "aria-label": `Copy the invite link for seat ${seat.seat + 1}`,
          onclick: () => {
            input.select();
            void globalThis.navigator.clipboard?.writeText(link).catch(() => void 0);
          }
        }, "Copy");
        item.append(h("div", { class: "invite" }, input, copy));
      }
      return item;
    });
    return [
      h("p", { class: "status", role: "status" }, "Waiting for players: the cards are dealt when every seat is taken."),
      invites.size > 0 ? h("p", {}, "Send each open seat's link to the player who should take it (each link works once).") : null,
      h("ul", { class: "seats waiting", "aria-label": "Seats" }, ...rows)
    ].filter((n) => n !== null);
  }
  status(view2) {
    const names = view2.names;
    const me = view2.seat;
    const parts = [`Deal ${view2.deal.number}, dealt by ${seatName(names, view2.deal.dealer)}. `];
    if (view2.status === "finished") {
      const winners = view2.winners.map((s) => s === me ? "you" : seatName(names, s)).join(" and ");
      parts.push(h("strong", {}, `The match is over: ${winners || "nobody"} won.`));
    } else if (view2.turn !== null) {
      parts.push(h("strong", {}, view2.turn === me ? "Your turn." : `${seatName(names, view2.turn)} to play.`));
    }
    if (me === null) parts.push(" You are watching.");
    return h("p", { class: "status", role: "status", "data-status": view2.status, "data-turn": view2.turn ?? "" }, ...parts);
  }
  /** The turn clock of the seat to act, counting down live (outside the status line, so that a screen reader
   * does not announce every second; the time it runs out is said in words). */
  clock(view2) {
    const deadline = view2.deadline;
    if (typeof deadline !== "string") return null;
    const whose = view2.turn === null ? "Time" : view2.turn === view2.seat ? "Your time" : `${seatName(view2.names, view2.turn)}'s time`;
    return h(
      "p",
      { class: "clock", "data-deadline": deadline, "data-turn": view2.turn ?? "" },
      `${whose}: `,
      h("time", { class: "countdown", datetime: deadline }, timeLeft(deadline)),
      ` left (until ${new Date(deadline).toLocaleTimeString()}).`
    );
  }
  seats(view2) {
    const v = view2;
    const flag = (name, seat) => Array.isArray(v[name]) && v[name][seat] === true;
    const perSide = view2.scores.length !== view2.players;
    const sides = Array.isArray(v.sides) ? v.sides : null;
    const items = view2.names.map((name, seat) => {
      const notes = [];
      if (seat === view2.seat) notes.push("you");
      if (flag("resigned", seat)) notes.push("resigned, played by the house bot");
      else if (flag("abandoned", seat)) notes.push("abandoned, played by the house bot");
      if (flag("announced", seat)) notes.push("called last card");
      if (flag("out", seat)) notes.push("out");
      const score = perSide && sides ? view2.scores[sides[seat] ?? 0] : view2.scores[seat];
      return h(
        "li",
        { class: view2.turn === seat ? "turn" : void 0, "data-seat": seat, "aria-current": view2.turn === seat ? "true" : void 0 },
        h("strong", {}, name),
        notes.length ? ` (${notes.join(", ")})` : "",
        h("br"),
        backElement(view2.hand_counts[seat] ?? 0, `${view2.hand_counts[seat] ?? 0} cards in hand`),
        " ",
        `score ${score ?? 0}${perSide && sides ? ` (side ${(sides[seat] ?? 0) + 1})` : ""}`
      );
    });
    return h("ul", { class: "seats", "aria-label": "Players" }, ...items);
  }
  /** The last move of a player (or of the server for one) beside the pile, arriving with a short slide. */
  lastMove(view2) {
    const seqs = [...this.log.keys()].sort((a, b) => b - a);
    const seq = seqs.find((n) => MOVES.has(this.log.get(n).type));
    if (seq === void 0) return null;
    const event = this.log.get(seq);
    const fresh = seq !== this.shownMove;
    this.shownMove = seq;
    return h(
      "p",
      { class: `last-move${fresh ? " fresh" : ""}`, "data-seq": seq },
      h("span", { class: "muted" }, "Last move: "),
      eventText(event, view2.names)
    );
  }
  /** The game's special piles and cards in one line, with the link to its rules. */
  explained() {
    return h(
      "p",
      { class: "explained" },
      EXPLAINED[this.variant] ?? "",
      " ",
      h("a", { href: `/docs/rules/${this.variant}`, target: "_blank", rel: "noopener" }, `The rules of ${this.title}`)
    );
  }
  /** The summary of the deal that just ended: how it ended, the points of each seat (or side) and the totals,
   * until the player closes it (the next deal is already dealt below); once the match is over, the last deal's. */
  summary(view2) {
    const results = view2.deal_results;
    if (this.seenDeals === null) this.seenDeals = view2.status === "finished" ? 0 : results.length;
    const last = results.at(-1);
    if (last === void 0 || view2.status !== "finished" && results.length <= this.seenDeals) return null;
    const perSide = view2.scores.length !== view2.players;
    const columns = perSide ? view2.scores.map((_, side) => `Side ${side + 1}`) : view2.names;
    const ended = [...this.log.values()].filter((e) => e.type === "deal_ended" && e.deal === last.deal).at(0);
    const before = [...this.log.values()].filter((e) => ended === void 0 || e.seq < ended.seq).sort((a, b) => a.seq - b.seq);
    const out = before.filter((e) => e.type === "went_out").at(-1) ?? before.filter((e) => e.type === "played" || e.type === "ace_played").at(-1);
    const how = last.reason === "went_out" && out !== void 0 ? `${out.seat === view2.seat ? "You" : seatName(view2.names, out.seat)} went out.` : `It ended: ${last.reason.replaceAll("_", " ")}.`;
    const rows = columns.map((name, index) => h(
      "tr",
      {},
      h("th", { scope: "row" }, name),
      h("td", {}, String(last.scores[index] ?? 0)),
      h("td", {}, String(view2.scores[index] ?? 0))
    ));
    const close = view2.status === "finished" ? null : h("button", {
      type: "button",
      class: "primary",
      "data-focus-key": "summary-close",
      onclick: () => {
        this.seenDeals = results.length;
        this.render();
      }
    }, `On to deal ${view2.deal.number}`);
    return h(
      "section",
      { class: "summary", "aria-labelledby": "summary-heading", "data-deal": last.deal },
      h("h2", { id: "summary-heading" }, `Deal ${last.deal} is over`),
      h("p", {}, how),
      h("table", { class: "scores" }, h("thead", {}, h(
        "tr",
        {},
        h("th", { scope: "col" }, perSide ? "Side" : "Player"),
        h("th", { scope: "col" }, "This deal"),
        h("th", { scope: "col" }, "Total")
      )), h("tbody", {}, ...rows)),
      close
    );
  }
  table(view2) {
    const v = view2;
    const parts = [];
    const line = (...children) => void parts.push(h("p", {}, ...children));
    const centre = h("div", { class: "centre" }, h("figure", { class: "stock-place" }, stockElement(this.moves(view2)), h("figcaption", {}, "Stock")));
    if (typeof v.top === "string") {
      centre.prepend(h(
        "figure",
        { class: "pile-top" },
        cardElement(v.top),
        h(
          "figcaption",
          {},
          "Card to match",
          typeof v.named_suit === "string" ? h("span", { class: "named" }, ` — suit named: ${suitName(v.named_suit)}`) : "",
          typeof v.discard_count === "number" ? ` (${v.discard_count} in the discard pile)` : ""
        )
      ));
    } else if (v.top === null && "top" in v) {
      centre.prepend(h("p", {}, "The discard pile is empty."));
    }
    const move = this.lastMove(view2);
    if (move !== null) centre.append(move);
    parts.push(centre, this.explained());
    if (Array.isArray(v.discard_pile)) {
      const pile = v.discard_pile;
      line(`Discard pile (${pile.length}, top last): `);
      parts.push(cardList(pile.slice(-8), "Top of the discard pile", true));
    }
    if (Array.isArray(v.horses)) {
      const horses = v.horses.map((horse) => h(
        "li",
        {},
        cardElement(String(horse.card), true),
        ` ${String(horse.state)}`,
        horse.place !== null ? `, place ${String(horse.place)}` : "",
        horse.owner !== null && horse.owner !== void 0 ? ` (${seatName(view2.names, horse.owner)})` : ""
      ));
      parts.push(h("h2", {}, "Horses"), h("ul", { class: "cards", "aria-label": "Horses" }, ...horses));
    }
    if (Array.isArray(v.piles)) {
      const piles = v.piles.map((pile, index) => h(
        "div",
        { class: "pile", "aria-label": `Pile ${index + 1}` },
        h("strong", {}, `Pile ${index + 1}`),
        ` top `,
        cardElement(String(pile.top), true),
        `, governed by ${cardText(String(pile.governing))}`,
        cardList(pile.cards, `Cards of pile ${index + 1}`, true)
      ));
      parts.push(h("h2", {}, "Piles"), h("div", { class: "piles" }, ...piles));
    }
    const under = v.under_stock;
    if (under && Array.isArray(under.cards) && under.cards.length > 0) {
      line(`Known cards at the bottom of the stock (${String(under.count)}): `, ...under.cards.map((c) => cardElement(c, true)));
    }
    const notes = [];
    notes.push(view2.direction === 1 ? "Play runs in seat order." : "Play runs against seat order.");
    if (typeof v.rank_direction === "string") notes.push(`Ranks go ${v.rank_direction}${v.direction_choice === true ? " (or either way now)" : ""}.`);
    const pending = v.pending;
    if (pending) notes.push(`Pending: answer with a ${String(pending.rank)} or draw ${String(pending.count)}.`);
    if (typeof v.jack_attack === "number") notes.push(`${seatName(view2.names, v.jack_attack)} is under a jack attack.`);
    const challenge = v.challenge_open;
    if (challenge) notes.push(`${seatName(view2.names, challenge.seat)} may be challenged (${String(challenge.penalty)} cards).`);
    if (v.free_lead === true) notes.push("Any card may be led.");
    if (typeof v.drawn_card === "string") notes.push(`You drew ${cardText(v.drawn_card)} this turn.`);
    if (typeof v.stall_count === "number" && v.stall_count > 0) notes.push(`Stock turns without a play: ${v.stall_count}.`);
    parts.push(h("p", { class: "muted" }, notes.join(" ")));
    return h("section", { class: "table", "aria-label": "The table" }, ...parts);
  }
  /** What the hand's cards, the stock and the move buttons work with. */
  moves(view2) {
    return {
      actions: this.token === void 0 ? [] : view2.legal_actions,
      hand: view2.hand ?? [],
      names: view2.names,
      variant: this.variant,
      stockCount: view2.stock_count,
      busy: this.busy,
      choosing: this.choosing,
      callLast: this.callLast,
      act: (action) => void this.act(action),
      choose: (card) => {
        const back = this.choosing;
        this.choosing = card;
        this.render();
        if (card === null && back !== null) document.querySelector(`.hand button[data-card="${back}"]`)?.focus();
      },
      setCallLast: (on) => {
        this.callLast = on;
        this.render();
      }
    };
  }
  /** The player's cards and moves: the hand, the choices a touched card needs, the last-card call, the other
   * moves; after the match, the rematch. */
  hand(view2) {
    if (this.token === void 0) return null;
    const moves = this.moves(view2);
    const section = h(
      "section",
      { class: "mine", "aria-labelledby": "hand-heading" },
      h("h2", { id: "hand-heading" }, view2.hand === null ? "Your moves" : `Your hand (${view2.hand.length})`)
    );
    const mine = view2.turn === view2.seat && view2.status === "playing";
    if (view2.hand !== null && view2.hand.length > 0) {
      section.append(h("p", { class: "muted hint" }, mine && moves.actions.length > 0 ? "Raised cards can be played: click one, or tab to it and press Enter." : "Your cards."));
    }
    section.append(...[callElement(moves), pickerElement(moves)].filter((n) => n !== null));
    if (view2.hand !== null) section.append(handElement(moves));
    const others = otherMoves(moves);
    if (others !== null) section.append(others);
    else if (view2.status === "playing" && moves.actions.length === 0) {
      const abandoned = view2.seat !== null && Array.isArray(view2.abandoned) && view2.abandoned[view2.seat] === true;
      section.append(h("p", { class: "muted" }, abandoned ? "Your seat ran out of time too often: the house bot plays it now." : "Nothing to do until your turn."));
    }
    if (view2.status === "finished") {
      section.append(h(
        "button",
        { type: "button", class: "primary rematch", "data-focus-key": "rematch", onclick: () => void this.rematch() },
        typeof view2.rematch === "string" ? "Join the rematch" : "Rematch"
      ));
    }
    return section;
  }
  results(view2) {
    const perSide = view2.scores.length !== view2.players;
    const columns = perSide ? view2.scores.map((_, side) => `Side ${side + 1}`) : view2.names;
    const head = h("tr", {}, h("th", { scope: "col" }, "Deal"), ...columns.map((c) => h("th", { scope: "col" }, c)));
    const rows = view2.deal_results.map((result) => h("tr", {}, h("th", { scope: "row" }, `${result.deal} (${result.reason.replaceAll("_", " ")})`), ...result.scores.map((s) => h("td", {}, String(s)))));
    const total = h("tr", {}, h("th", { scope: "row" }, "Total"), ...view2.scores.map((s) => h("td", {}, h("strong", {}, String(s)))));
    return h(
      "section",
      { "aria-label": "Scores" },
      h("h2", {}, `Scores (${view2.score_direction === "higher_is_better" ? "highest" : "lowest"} wins)`),
      h(
        "div",
        { class: "scroll-x", tabindex: 0, role: "region", "aria-label": "Score table" },
        h("table", { class: "scores" }, h("thead", {}, head), h("tbody", {}, ...rows, total))
      )
    );
  }
  logList(names) {
    const seqs = [...this.log.keys()].sort((a, b) => a - b);
    const items = seqs.map((seq) => h("li", { value: seq, "data-seq": seq }, eventText(this.log.get(seq), names)));
    return h("ol", { id: "log", class: "log", "aria-labelledby": "log-heading", tabindex: 0 }, ...items);
  }
};

// src/main.ts
var games = [];
var document_ = {};
async function load() {
  if (games.length > 0) return true;
  const [got, schema] = await Promise.all([catalogue(), openapiDocument().catch(() => ({}))]);
  if (!got.ok) {
    showProblem(got.problem);
    mount(h("p", {}, "The games could not be loaded."));
    return false;
  }
  games = got.data.variants;
  document_ = schema;
  return true;
}
var titleOf = (variant) => games.find((g) => g.id === variant)?.title ?? variant;
async function route() {
  clearProblem();
  if (!await load()) return;
  const parts = globalThis.location.hash.replace(/^#\/?/, "").split("/").map(decodeURIComponent);
  const [page, variant, gameId, invite] = parts;
  const known = games.some((g) => g.id === variant);
  if (page === "game" && known && gameId) {
    document.title = `${titleOf(variant)} · Osmica`;
    return openTable(variant, gameId, titleOf(variant));
  }
  closeTable();
  if (page === "join" && known && gameId && invite) {
    document.title = `Join · Osmica`;
    return showJoin(variant, gameId, invite, titleOf(variant));
  }
  document.title = "Osmica";
  showLobby(games, document_, games[0]?.id ?? "");
}
globalThis.addEventListener("hashchange", () => void route());
void route();
