import { streamEvents } from "./stream.js";
/** The helper over the server at `baseUrl`; see the module's description. */
export function createOsmica({ baseUrl, apiKey, fetch: fetcher = globalThis.fetch }) {
    const base = baseUrl.replace(/\/+$/, "");
    async function call(method, path, token, body, headers = {}, signal) {
        const sent = new Headers({ Accept: "application/json, application/problem+json", ...headers });
        if (token !== undefined)
            sent.set("Authorization", `Bearer ${token}`);
        if (apiKey !== undefined)
            sent.set("X-Api-Key", apiKey);
        if (body !== undefined)
            sent.set("Content-Type", "application/json");
        const response = await fetcher(`${base}${path}`, {
            method,
            headers: sent,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal,
        });
        const text = await response.text();
        const parsed = text === "" ? undefined : JSON.parse(text);
        if (response.ok)
            return { data: parsed, response };
        const error = { ...parsed, status: response.status };
        const retryAfter = response.headers.get("Retry-After");
        if (retryAfter !== null && /^\d+$/.test(retryAfter))
            error.retry_after = Number(retryAfter);
        return { error: error, response };
    }
    return {
        baseUrl: base,
        create: (variant, body) => call("POST", `/v1/${variant}/games`, undefined, body),
        async quickMatch(variant, body, { signal, wait = 30, onTicket } = {}) {
            const queued = await call("POST", `/v1/${variant}/queue`, undefined, body);
            if (queued.error !== undefined)
                return queued;
            const ticket = queued.data.ticket;
            onTicket?.(ticket);
            const path = `/v1/queue/${encodeURIComponent(ticket)}`;
            while (!signal?.aborted) {
                let polled;
                try {
                    polled = await call("GET", `${path}?wait=${wait}`, undefined, undefined, {}, signal);
                }
                catch (error) {
                    if (signal?.aborted)
                        break;
                    throw error;
                }
                if (polled.error !== undefined || polled.data.status !== "searching")
                    return polled;
            }
            const cancelled = await call("DELETE", path, undefined);
            if (cancelled.error?.status !== 409)
                return cancelled;
            return call("GET", `${path}?wait=0`, undefined); // matched first: the seat
        },
        game(variant, gameId, options = {}) {
            const path = `/v1/${variant}/games/${encodeURIComponent(gameId)}`;
            let token = options.token;
            return {
                variant,
                gameId,
                get token() {
                    return token;
                },
                view: () => call("GET", path, token),
                act(body, { ifMatch, idempotencyKey } = {}) {
                    const headers = {};
                    if (ifMatch !== undefined)
                        headers["If-Match"] = /^"/.test(String(ifMatch)) ? String(ifMatch) : `"${ifMatch}"`;
                    if (idempotencyKey !== undefined)
                        headers["Idempotency-Key"] = idempotencyKey;
                    return call("POST", `${path}/actions`, token, body, headers);
                },
                events({ after, wait } = {}) {
                    const query = new URLSearchParams();
                    if (after !== undefined)
                        query.set("after", String(after));
                    if (wait !== undefined)
                        query.set("wait", String(wait));
                    const suffix = query.size > 0 ? `?${query}` : "";
                    return call("GET", `${path}/events${suffix}`, token);
                },
                stream: ({ view, lastEventId, signal } = {}) => streamEvents({
                    baseUrl: base,
                    variant,
                    gameId,
                    token,
                    apiKey,
                    after: lastEventId,
                    view,
                    signal,
                    fetch: fetcher,
                }),
                async join(body) {
                    const answer = await call("POST", `${path}/join`, token, body);
                    const joined = answer.data;
                    if (joined?.token !== undefined)
                        token = joined.token;
                    return answer;
                },
                leave: () => call("POST", `${path}/leave`, token),
                rematch: () => call("POST", `${path}/rematch`, token),
            };
        },
    };
}
