"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seedKey = void 0;
exports.memorySeeds = memorySeeds;
exports.connectedAfter = connectedAfter;
exports.createOsmica = createOsmica;
const fairness_js_1 = require("./fairness.js");
const stream_js_1 = require("./stream.js");
/** A `SeedStore` in memory (gone with the page or the process). */
function memorySeeds() {
    const kept = new Map();
    return { get: (key) => kept.get(key) ?? null, set: (key, value) => void kept.set(key, value) };
}
/** The key of a seat's client seed in a `SeedStore`. */
const seedKey = (variant, gameId, seat) => `osmica:seed:${variant}:${gameId}:${seat}`;
exports.seedKey = seedKey;
/** The view's `connected` after a stream's `message`: changed by a `presence` message only (the others leave it
 * as it was). */
function connectedAfter(connected, message) {
    if (message.type !== "presence")
        return [...connected];
    const { seat, connected: now } = message.event;
    return connected.map((was, i) => (i === seat ? now : was));
}
/** The helper over the server at `baseUrl`; see the module's description. */
function createOsmica({ baseUrl, apiKey, fetch: fetcher = globalThis.fetch, seeds = memorySeeds() }) {
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
    /** Reveal the kept seed of the seat of `token`; undefined when there is none to reveal. */
    async function revealKept(variant, gameId, seat, token) {
        const clientSeed = seeds.get((0, exports.seedKey)(variant, gameId, seat));
        if (clientSeed === null)
            return undefined;
        return call("POST", `/v1/${variant}/games/${encodeURIComponent(gameId)}/reveal`, token, { client_seed: clientSeed });
    }
    return {
        baseUrl: base,
        async create(variant, body) {
            const made = new Map();
            let sent = body;
            const entries = body.seats;
            if (body.fairness === "players" && entries) {
                const seats = [];
                for (const [seat, entry] of entries.entries()) {
                    if (entry.name === undefined || entry.name === null || entry.seed_commitment !== undefined) {
                        seats.push(entry);
                        continue;
                    }
                    const { clientSeed, seedCommitment } = await (0, fairness_js_1.newClientSeed)();
                    made.set(seat, clientSeed);
                    seats.push({ ...entry, seed_commitment: seedCommitment });
                }
                sent = { ...body, seats };
            }
            const answer = await call("POST", `/v1/${variant}/games`, undefined, sent);
            const created = answer.data;
            if (created === undefined || made.size === 0)
                return answer;
            for (const [seat, clientSeed] of made)
                seeds.set((0, exports.seedKey)(variant, created.game_id, seat), clientSeed);
            if (created.waiting?.status === "revealing") {
                for (const { seat, token } of created.seats)
                    await revealKept(variant, created.game_id, seat, token);
            }
            return answer;
        },
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
            let mySeat;
            /** The reveal of this seat's kept seed when `seen` (a view) says the table waits for it. */
            async function revealIfDue(seen) {
                if (seen === null || seen === undefined || typeof seen.seat !== "number")
                    return undefined;
                mySeat = seen.seat;
                if (seen.status !== "revealing" || token === undefined || seen.revealed?.includes(seen.seat))
                    return undefined;
                return revealKept(variant, gameId, seen.seat, token);
            }
            return {
                variant,
                gameId,
                get token() {
                    return token;
                },
                async view() {
                    const answer = await call("GET", path, token);
                    const revealed = await revealIfDue(answer.data);
                    const now = revealed?.data;
                    if (now === undefined)
                        return answer;
                    return { data: (now.view ?? now.waiting), response: revealed.response };
                },
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
                stream: (({ view, lastEventId, presence, signal } = {}) => (0, stream_js_1.streamEvents)({
                    baseUrl: base,
                    variant,
                    gameId,
                    token,
                    apiKey,
                    after: lastEventId,
                    view,
                    presence: presence === true,
                    signal,
                    fetch: fetcher,
                })),
                async join(body) {
                    let sent = body;
                    let clientSeed;
                    if (body.seed_commitment === undefined) {
                        const seen = (await call("GET", path, undefined)).data;
                        if (seen?.fairness === "players") {
                            const made = await (0, fairness_js_1.newClientSeed)();
                            clientSeed = made.clientSeed;
                            sent = { ...body, seed_commitment: made.seedCommitment };
                        }
                    }
                    const answer = await call("POST", `${path}/join`, token, sent);
                    const joined = answer.data;
                    if (joined?.token === undefined)
                        return answer;
                    token = joined.token;
                    mySeat = joined.seat;
                    if (clientSeed !== undefined && joined.seat !== undefined)
                        seeds.set((0, exports.seedKey)(variant, gameId, joined.seat), clientSeed);
                    const revealed = await revealIfDue(joined.waiting);
                    const now = revealed?.data;
                    if (now === undefined)
                        return answer;
                    return { ...answer, data: { ...joined, view: now.view, waiting: now.waiting } };
                },
                leave: () => call("POST", `${path}/leave`, token),
                rematch: () => call("POST", `${path}/rematch`, token),
                async reveal() {
                    if (mySeat === undefined)
                        await this.view();
                    const revealed = mySeat === undefined || token === undefined ? undefined : await revealKept(variant, gameId, mySeat, token);
                    return revealed ?? call("POST", `${path}/reveal`, token, {});
                },
                replay: () => call("GET", `${path}/replay`, undefined),
                async verifyDeal() {
                    const answer = await call("GET", `${path}/replay`, undefined);
                    if (answer.data === undefined)
                        return { ok: false, where: "replay", detail: `the replay is not available (${answer.response.status})` };
                    const kept = mySeat === undefined ? null : seeds.get((0, exports.seedKey)(variant, gameId, mySeat));
                    const mine = kept === null || mySeat === undefined ? undefined : { seat: mySeat, clientSeed: kept };
                    return (0, fairness_js_1.verifyDeal)(answer.data, mine);
                },
            };
        },
    };
}
