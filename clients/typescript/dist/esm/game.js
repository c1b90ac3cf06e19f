import { streamEvents } from "./stream.js";
/** The view's `connected` after `event`: changed by a `presence` event only (the others leave it as it was). */
export function connectedAfter(connected, event) {
    if (event.type !== "presence" || !("connected" in event))
        return [...connected];
    return connected.map((was, seat) => (seat === event.seat ? Boolean(event.connected) : was));
}
/** The helper over the server at `baseUrl`; see the module's description. */
export function createOsmica({ baseUrl, fetch: fetcher = globalThis.fetch }) {
    const base = baseUrl.replace(/\/+$/, "");
    async function call(method, path, token, body, headers = {}) {
        const sent = new Headers({ Accept: "application/json, application/problem+json", ...headers });
        if (token !== undefined)
            sent.set("Authorization", `Bearer ${token}`);
        if (body !== undefined)
            sent.set("Content-Type", "application/json");
        const response = await fetcher(`${base}${path}`, {
            method,
            headers: sent,
            body: body === undefined ? undefined : JSON.stringify(body),
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
                claim(options = {}) {
                    return this.act({ type: "claim" }, options);
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
                stream: ({ view, lastEventId, signal } = {}) => streamEvents({ baseUrl: base, variant, gameId, token, after: lastEventId, view, signal, fetch: fetcher }),
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
