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
          if (raw.event === "revoked") throw new StreamError(401, parseProblem(raw.data));
          const data = JSON.parse(raw.data);
          const seq = raw.id === void 0 ? data.event.seq : Number(raw.id);
          if (seq <= last) continue;
          last = seq;
          delivered = true;
          yield { ...data, seq, type: data.event.type };
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
function parseProblem(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
async function problemOf(response) {
  return parseProblem(await response.text().catch(() => ""));
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
  const parts = [
    h("strong", {}, problem.detail ?? problem.title),
    " ",
    h("span", { class: "muted" }, `(${problem.status ? `${problem.status} ` : ""}`, h("code", {}, problem.code), ")")
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
  const fieldset = h("fieldset", {}, h("legend", {}, "House rules (defaults preselected)"));
  const fields = [];
  for (const [name, property] of Object.entries(schema)) {
    const id = `option-${name}`;
    const label = h("label", { for: id }, name.replaceAll("_", " "));
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
        select.append(h("option", { value: String(value), selected: value === fallback }, String(value)));
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
        placeholder: nullable && fallback === void 0 ? "default for the table" : void 0
      });
      control = input;
      field = {
        name,
        read: () => {
          const text = input.value.trim();
          if (text === "") return { changed: !nullable ? false : fallback !== void 0 && fallback !== null, value: null };
          const value = Number(text);
          if (!Number.isInteger(value)) return { error: `${name}: a whole number` };
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
          if (values.some((v) => !Number.isInteger(v))) return { error: `${name}: whole numbers, comma-separated` };
          return { changed: true, value: values };
        }
      };
    } else {
      continue;
    }
    const help = h("small", { id: `${id}-help` }, ...described(property.description ?? inner.description ?? ""));
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
function cardElement(code, small = false) {
  const element = document.createElement("span");
  const red = SUITS[split(code).suit]?.red ?? false;
  element.className = `card${red ? " red" : ""}${small ? " small" : ""}`;
  element.textContent = cardText(code);
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", cardName(code));
  element.dataset.card = code;
  return element;
}
function backElement(count, label) {
  const element = document.createElement("span");
  element.className = "card back small";
  element.textContent = String(count);
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", label);
  return element;
}
function cardList(codes, label, small = false) {
  const list = document.createElement("ul");
  list.className = "cards";
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
function actionLabel(action, names) {
  const a = action;
  const seatName = (seat) => names[Number(seat)] ?? `seat ${Number(seat)}`;
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
      return `Challenge ${seatName(a.seat)}`;
    case "resign":
      return "Resign";
    default:
      return generic(a);
  }
}
function actionSpoken(action, names) {
  return actionLabel(action, names).replace(
    /(10|[2-9JQKA])([♠♥♦♣])/gu,
    (_, rank, symbol) => cardName(rank + { "♠": "S", "♥": "H", "♦": "D", "♣": "C" }[symbol])
  );
}
function eventText(event, names) {
  const e = event;
  const who = e.seat === null || e.seat === void 0 ? "The dealer" : names[Number(e.seat)] ?? `Seat ${Number(e.seat)}`;
  const byBot = e.bot === true && !/\bbot\b/i.test(who) ? " (bot)" : "";
  const seatName = (seat) => names[Number(seat)] ?? `seat ${Number(seat)}`;
  const list = (value) => Array.isArray(value) ? value.join(", ") : String(value);
  switch (e.type) {
    case "dealt":
      return `Deal ${e.deal}: ${seatName(e.dealer)} deals ${e.hand_size} cards each.`;
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
      return `${who}${byBot} passed${e.auto === true ? " (no move left)" : ""}.`;
    case "skipped":
      return `${who} is skipped.`;
    case "penalty": {
      const drawn = cards(e.cards).length > 0 ? `: ${cardsText(e.cards)}` : "";
      return `${who} draws ${e.count} penalty card${e.count === 1 ? "" : "s"} (${String(e.reason).replaceAll("_", " ")})${drawn}.`;
    }
    case "challenged":
      return `${who}${byBot} challenged ${seatName(e.target)}.`;
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
      return `Misdeal: ${seatName(e.dealer)} deals deal ${e.deal} again.`;
    case "deal_ended":
      return `Deal ${e.deal} ended (${String(e.reason).replaceAll("_", " ")}); scores ${list(e.scores)}.`;
    case "resigned":
      return `${who} resigned.`;
    case "timed_out":
      return `${who} ran out of time${e.abandoned === true ? " and is now played by the house bot" : ""}.`;
    case "match_ended": {
      const winners = (Array.isArray(e.winners) ? e.winners : []).map(seatName).join(" and ");
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

// src/table.ts
var WAITING_POLL_MS = 1500;
var COUNTDOWN_TICK_MS = 250;
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
        this.status(view2),
        this.clock(view2),
        this.seats(view2),
        this.table(view2),
        this.hand(view2),
        this.actions(view2),
        this.results(view2),
        h("h2", { id: "log-heading" }, "What happened"),
        this.logList(names)
      );
    }
    const log = document.getElementById("log");
    if (log) log.scrollTop = log.scrollHeight;
    if (focused !== void 0) {
      const again = document.querySelector(`[data-focus-key="${focused}"]`) ?? document.querySelector(".actions button");
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
    const parts = [`Deal ${view2.deal.number}, dealt by ${names[view2.deal.dealer] ?? view2.deal.dealer}. `];
    if (view2.status === "finished") {
      const winners = view2.winners.map((s) => s === me ? "you" : names[s] ?? `seat ${s}`).join(" and ");
      parts.push(h("strong", {}, `The match is over: ${winners || "nobody"} won.`));
    } else if (view2.turn !== null) {
      parts.push(h("strong", {}, view2.turn === me ? "Your turn." : `${names[view2.turn] ?? `Seat ${view2.turn}`} to play.`));
    }
    if (me === null) parts.push(" You are watching.");
    return h("p", { class: "status", role: "status", "data-status": view2.status, "data-turn": view2.turn ?? "" }, ...parts);
  }
  /** The turn clock of the seat to act, counting down live (outside the status line, so that a screen reader
   * does not announce every second; the time it runs out is said in words). */
  clock(view2) {
    const deadline = view2.deadline;
    if (typeof deadline !== "string") return null;
    const whose = view2.turn === null ? "Time" : view2.turn === view2.seat ? "Your time" : `${view2.names[view2.turn] ?? `Seat ${view2.turn}`}'s time`;
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
  table(view2) {
    const v = view2;
    const parts = [];
    const line = (...children) => void parts.push(h("p", {}, ...children));
    if (typeof v.top === "string") {
      line(
        "Card to match: ",
        cardElement(v.top),
        typeof v.named_suit === "string" ? ` — suit named: ${suitName(v.named_suit)}` : "",
        typeof v.discard_count === "number" ? ` (${v.discard_count} in the discard pile)` : ""
      );
    } else if (v.top === null && "top" in v) {
      line("The discard pile is empty.");
    }
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
        horse.owner !== null && horse.owner !== void 0 ? ` (${view2.names[Number(horse.owner)] ?? String(horse.owner)})` : ""
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
    const notes = [`Stock: ${view2.stock_count} cards.`];
    notes.push(view2.direction === 1 ? "Play runs in seat order." : "Play runs against seat order.");
    if (typeof v.rank_direction === "string") notes.push(`Ranks go ${v.rank_direction}${v.direction_choice === true ? " (or either way now)" : ""}.`);
    const pending = v.pending;
    if (pending) notes.push(`Pending: answer with a ${String(pending.rank)} or draw ${String(pending.count)}.`);
    if (typeof v.jack_attack === "number") notes.push(`${view2.names[v.jack_attack] ?? v.jack_attack} is under a jack attack.`);
    const challenge = v.challenge_open;
    if (challenge) notes.push(`${view2.names[Number(challenge.seat)] ?? String(challenge.seat)} may be challenged (${String(challenge.penalty)} cards).`);
    if (v.free_lead === true) notes.push("Any card may be led.");
    if (typeof v.drawn_card === "string") notes.push(`You drew ${cardText(v.drawn_card)} this turn.`);
    if (typeof v.stall_count === "number" && v.stall_count > 0) notes.push(`Stock turns without a play: ${v.stall_count}.`);
    parts.push(h("p", { class: "muted" }, notes.join(" ")));
    return h("section", { class: "table", "aria-label": "The table" }, ...parts);
  }
  hand(view2) {
    if (view2.hand === null) return null;
    return h("section", { "aria-label": "Your hand" }, h("h2", {}, `Your hand (${view2.hand.length})`), cardList(view2.hand, "Your cards"));
  }
  actions(view2) {
    if (this.token === void 0) return null;
    const names = view2.names;
    const buttons = view2.legal_actions.map((action, index) => {
      const spoken = actionSpoken(action, names);
      return h("button", {
        type: "button",
        class: action.type === "resign" ? "resign" : void 0,
        "aria-label": spoken,
        "data-action": action.type,
        "data-focus-key": `action-${index}`,
        disabled: this.busy,
        onclick: () => void this.act(action)
      }, actionLabel(action, names));
    });
    const section = h("section", { "aria-label": "Your moves" }, h("h2", {}, "Your moves"));
    if (buttons.length > 0) section.append(h("div", { class: "actions" }, ...buttons));
    else if (view2.status === "playing") {
      const abandoned = view2.seat !== null && Array.isArray(view2.abandoned) && view2.abandoned[view2.seat] === true;
      section.append(h("p", { class: "muted" }, abandoned ? "Your seat ran out of time too often: the house bot plays it now." : "Nothing to do until your turn."));
    }
    if (view2.status === "finished") {
      section.append(h(
        "button",
        { type: "button", class: "primary", "data-focus-key": "rematch", onclick: () => void this.rematch() },
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
