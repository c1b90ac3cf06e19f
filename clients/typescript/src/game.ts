/**
 * One typed helper for any game: `createOsmica({ baseUrl }).game(variant, gameId, { token })` reads and plays a
 * match of that variant, typed by the variant (`View<"nags">`, `Action<"nags">`, ...), without a path template
 * per game (openapi-fetch takes only literal paths, so `` `/v1/${variant}/games/{game_id}` `` does not compile).
 *
 * Every call resolves to `{ data, response }` or `{ error, response }` and never throws for an answer of the
 * server. `error` is an `OsmicaError`: the problem details of the status that came back with `status` added,
 * and `retry_after` (seconds, from `Retry-After`) where the document says the answer carries it; its type is the
 * union, over every non-2xx answer the operation documents, of that answer's body, with a `Problem`'s `code`
 * narrowed to the codes of its status (`codes.ts`, generated). So `switch (error.code)` narrows: a rule's code
 * (`not_your_turn`) to the game's `<Game>Conflict` with typed `legal_actions`, `match_waiting` to a 409
 * `Problem`, `version_mismatch` to the 412, `store_unavailable` to the 503 with `retry_after`.
 *
 * In a match of `fairness: "players"` (docs/fairness.md) the helper plays a seat's part in the shuffle itself:
 * `create` and `join` make a 32-byte client seed with the platform's CSPRNG, send its commitment and keep the
 * seed (in `seeds`, a `SeedStore`: in memory unless given one, `localStorage` for instance, so that it survives
 * a reload); `view`, `create` and `join` reveal it once the table is full, and `verifyDeal` checks the replay.
 * `quickMatch(variant, body)` queues an app's player (`apiKey` required) and long-polls the ticket until it ends:
 * once `matched`, the answer carries the game id, the seat and its token, for `game(variant, gameId, { token })`.
 * Presence: `claim()` hands the seat to act, gone for the match's `disconnect_grace_s`, to the house bot (a 409
 * `claim_too_early` carries `retry_after`); `connectedAfter(view.connected, message)` keeps the list of who is
 * there up to date from the stream's `presence` messages (which are no events of the match).
 */
import type { ProblemCodes } from "./generated/codes.js";
import type { components, paths } from "./generated/openapi.js";
import type { Action, CreateBody, VariantId } from "./index.js";
import { type DealCheck, type DealReplay, newClientSeed, verifyDeal } from "./fairness.js";
import { type PresenceStreamMessage, type StreamMessage, streamEvents } from "./stream.js";

type Problem = components["schemas"]["Problem"];
type Route<V extends VariantId, S extends string> = `/v1/${V}/games/{game_id}${S}` extends infer P extends keyof paths
    ? paths[P]
    : never;
type ResponsesOf<O> = O extends { responses: infer R } ? R : never;
type Content<R> = R extends { content: infer C } ? C[keyof C] : never;

/** The body of a 2xx answer of the responses `R`. */
export type SuccessOf<R> = {
    [S in keyof R]: S extends 200 | 201 | 202 ? Content<R[S]> : never;
}[keyof R];

/** A problem answered with `status`: the document's body for it, its `code` narrowed to that status's codes. */
type ProblemAt<S extends number, B> =
    | (B extends { legal_actions: unknown } ? B : never) // a game's Conflict: a rule's code, typed legal_actions
    | (S extends keyof ProblemCodes
          ? B extends { legal_actions: unknown }
              ? Omit<Problem, "code"> & { code: ProblemCodes[S] } // the other 409s (match_waiting, ...): no actions
              : Omit<B, "code"> & { code: ProblemCodes[S] }
          : B);
type RetryAfter<R> = R extends { headers: { "Retry-After": number } }
    ? { /** Seconds to wait before trying again (the `Retry-After` header). */ retry_after: number }
    : unknown;

/** The error union of the responses `R`: one member per documented non-2xx status (and code). */
export type OsmicaError<R> = {
    [S in keyof R]: S extends number
        ? `${S}` extends `2${string}` | "304"
            ? never
            : ProblemAt<S, Content<R[S]>> & { status: S } & RetryAfter<R[S]>
        : never;
}[keyof R];

/** What a call resolves to: the typed body of a 2xx answer, or the typed error; and the `Response`. */
export type Answer<R> =
    | { data: SuccessOf<R>; error?: undefined; response: Response }
    | { data?: undefined; error: OsmicaError<R>; response: Response };

/** The errors of an operation, by variant: `ErrorOf<"nags", "act">`. */
export type ErrorOf<V extends VariantId, K extends keyof Operations<V>> = OsmicaError<ResponsesOf<Operations<V>[K]>>;

interface Operations<V extends VariantId> {
    view: Route<V, "">["get"];
    act: Route<V, "/actions">["post"];
    events: Route<V, "/events">["get"];
    join: Route<V, "/join">["post"];
    leave: Route<V, "/leave">["post"];
    reveal: Route<V, "/reveal">["post"];
    replay: Route<V, "/replay">["get"];
    rematch: Route<V, "/rematch">["post"];
    create: paths[`/v1/${V}/games`]["post"];
}
type AnswerOf<V extends VariantId, K extends keyof Operations<V>> = Answer<ResponsesOf<Operations<V>[K]>>;
type JoinBody<V extends VariantId> = Route<V, "/join">["post"] extends { requestBody?: infer B } ? Content<B> : never;
type QueueOperation<V extends VariantId> = paths[`/v1/${V}/queue`]["post"];
/** What queueing for a match of `V` takes (`NagsQueueRequest`): `player`, `players`, `options`, `bots_after_s`. */
export type QueueBody<V extends VariantId> = QueueOperation<V> extends { requestBody?: infer B } ? Content<B> : never;
type TicketPath = paths["/v1/queue/{ticket}"];
/** Where a quick match ended: the queueing's refusal, or the ticket's last status (`matched`: with the seat). */
export type QuickMatchAnswer<V extends VariantId> =
    | Answer<ResponsesOf<QueueOperation<V>>>
    | Answer<ResponsesOf<TicketPath["get"]>>
    | Answer<ResponsesOf<TicketPath["delete"]>>;

export interface QuickMatchOptions {
    /** Aborting it cancels the ticket; a ticket matched meanwhile still answers its seat. */
    signal?: AbortSignal;
    /** Seconds each long poll waits (at most 30, the default). */
    wait?: number;
    /** Called with the ticket once queued (it is the secret that polls and cancels it). */
    onTicket?: (ticket: string) => void;
}

export interface ActOptions {
    /** Act only if the match is still at this version (the view's `version`, or its `ETag`); else a 412. */
    ifMatch?: number | string;
    /** A retry with the same key and body gets the first answer again and changes nothing. */
    idempotencyKey?: string;
}

export interface EventsOptions {
    /** Events after this seq (0: from the first). */
    after?: number;
    /** Long poll: with nothing after `after` yet, wait up to this many seconds for an event. */
    wait?: number;
}

export interface GameStreamOptions {
    /** With the last event of each commit, the caller's view after it. */
    view?: boolean;
    /** Resume after this seq (the last `seq` received). */
    lastEventId?: number;
    /** Yield the stream's `presence` messages too (a seat's connection changed), not only the match's events. */
    presence?: boolean;
    signal?: AbortSignal;
}

/** A match of variant `V`, as one seat (with its token) or as a spectator (without). */
export interface Game<V extends VariantId> {
    readonly variant: V;
    readonly gameId: string;
    /** The seat token the calls send; `join` sets it to the seat it took. */
    readonly token: string | undefined;
    /** The caller's view: `View<V>` once dealt, `Waiting<V>` while seats are open. */
    view(): Promise<AnswerOf<V, "view">>;
    /** Send one of the view's `legal_actions`. */
    act(body: Action<V>, options?: ActOptions): Promise<AnswerOf<V, "act">>;
    /** Claim the seat to act, disconnected for the match's `disconnect_grace_s`, for the house bot. */
    claim(options?: Pick<ActOptions, "ifMatch">): Promise<AnswerOf<V, "act">>;
    /** The events after `after`, redacted for the caller; with `wait`, a long poll. */
    events(options?: EventsOptions): Promise<AnswerOf<V, "events">>;
    /** The live stream, resumed across dropped connections (see `streamEvents`). */
    stream(options: GameStreamOptions & { presence: true }): AsyncGenerator<StreamMessage<V> | PresenceStreamMessage>;
    stream(options?: GameStreamOptions): AsyncGenerator<StreamMessage<V>>;
    /** Take a seat (`{ invite }`, or `{ from }` with the old match's token); the handle then acts as it. */
    join(body: JoinBody<V>): Promise<AnswerOf<V, "join">>;
    /** Give the token's seat back while the match waits. */
    leave(): Promise<AnswerOf<V, "leave">>;
    /** A rematch of the finished match: its `game_id`. */
    rematch(): Promise<AnswerOf<V, "rematch">>;
    /** Reveal the kept client seed of the token's seat (`fairness: "players"`); `view` and `join` do it
     * themselves once the table is full. */
    reveal(): Promise<AnswerOf<V, "reveal">>;
    /** The replay of the finished match. */
    replay(): Promise<AnswerOf<V, "replay">>;
    /** Check the finished match's deal with `verifyDeal`: every commitment, deal 1's deck and this seat's seed. */
    verifyDeal(): Promise<DealCheck>;
}

/** Where a client keeps the client seeds it committed to (`fairness: "players"`), by key. */
export interface SeedStore {
    get(key: string): string | null;
    set(key: string, value: string): void;
}

/** A `SeedStore` in memory (gone with the page or the process). */
export function memorySeeds(): SeedStore {
    const kept = new Map<string, string>();
    return { get: (key) => kept.get(key) ?? null, set: (key, value) => void kept.set(key, value) };
}

/** The key of a seat's client seed in a `SeedStore`. */
export const seedKey = (variant: string, gameId: string, seat: number): string => `osmica:seed:${variant}:${gameId}:${seat}`;

type Seen = { status?: string; seat?: number | null; fairness?: string; revealed?: number[] };

export interface OsmicaOptions {
    /** The server's root URL, e.g. `http://127.0.0.1:8000`. */
    baseUrl: string;
    /** The app's key (`X-Api-Key`), sent with every call: it reaches the app's matches and players. */
    apiKey?: string;
    fetch?: typeof fetch;
    /** Where the client seeds of `fairness: "players"` matches are kept (default: in memory). */
    seeds?: SeedStore;
}

export interface Osmica {
    readonly baseUrl: string;
    /** A handle on the match `gameId` of `variant`, as the seat of `token` (or a spectator). */
    game<V extends VariantId>(variant: V, gameId: string, options?: { token?: string }): Game<V>;
    /** Create a match of `variant`: its id, one token per seat, the spectator's view. */
    create<V extends VariantId>(variant: V, body: CreateBody<V>): Promise<Answer<ResponsesOf<Operations<V>["create"]>>>;
    /** Queue a player for a match of `variant` and poll until the ticket ends (see the module's description). */
    quickMatch<V extends VariantId>(variant: V, body: QueueBody<V>, options?: QuickMatchOptions): Promise<QuickMatchAnswer<V>>;
}

/** The view's `connected` after a stream's `message`: changed by a `presence` message only (the others leave it
 * as it was). */
export function connectedAfter(connected: readonly boolean[], message: { type: string; event?: unknown }): boolean[] {
    if (message.type !== "presence") return [...connected];
    const { seat, connected: now } = (message as PresenceStreamMessage).event;
    return connected.map((was, i) => (i === seat ? now : was));
}

/** The helper over the server at `baseUrl`; see the module's description. */
export function createOsmica({ baseUrl, apiKey, fetch: fetcher = globalThis.fetch, seeds = memorySeeds() }: OsmicaOptions): Osmica {
    const base = baseUrl.replace(/\/+$/, "");

    async function call<R>(
        method: "GET" | "POST" | "DELETE",
        path: string,
        token: string | undefined,
        body?: unknown,
        headers: Record<string, string> = {},
        signal?: AbortSignal,
    ): Promise<Answer<R>> {
        const sent = new Headers({ Accept: "application/json, application/problem+json", ...headers });
        if (token !== undefined) sent.set("Authorization", `Bearer ${token}`);
        if (apiKey !== undefined) sent.set("X-Api-Key", apiKey);
        if (body !== undefined) sent.set("Content-Type", "application/json");
        const response = await fetcher(`${base}${path}`, {
            method,
            headers: sent,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal,
        });
        const text = await response.text();
        const parsed: unknown = text === "" ? undefined : JSON.parse(text);
        if (response.ok) return { data: parsed as SuccessOf<R>, response };
        const error: Record<string, unknown> = { ...(parsed as object), status: response.status };
        const retryAfter = response.headers.get("Retry-After");
        if (retryAfter !== null && /^\d+$/.test(retryAfter)) error.retry_after = Number(retryAfter);
        return { error: error as OsmicaError<R>, response };
    }

    /** Reveal the kept seed of the seat of `token`; undefined when there is none to reveal. */
    async function revealKept<R>(variant: string, gameId: string, seat: number, token: string): Promise<Answer<R> | undefined> {
        const clientSeed = seeds.get(seedKey(variant, gameId, seat));
        if (clientSeed === null) return undefined;
        return call<R>("POST", `/v1/${variant}/games/${encodeURIComponent(gameId)}/reveal`, token, { client_seed: clientSeed });
    }

    return {
        baseUrl: base,
        async create(variant, body) {
            type R = ResponsesOf<Operations<typeof variant>["create"]>;
            const made = new Map<number, string>();
            let sent: unknown = body;
            const entries = (body as { fairness?: string; seats?: Record<string, unknown>[] | null }).seats;
            if ((body as { fairness?: string }).fairness === "players" && entries) {
                const seats = [];
                for (const [seat, entry] of entries.entries()) {
                    if (entry.name === undefined || entry.name === null || entry.seed_commitment !== undefined) {
                        seats.push(entry);
                        continue;
                    }
                    const { clientSeed, seedCommitment } = await newClientSeed();
                    made.set(seat, clientSeed);
                    seats.push({ ...entry, seed_commitment: seedCommitment });
                }
                sent = { ...body, seats };
            }
            const answer = await call<R>("POST", `/v1/${variant}/games`, undefined, sent);
            const created = answer.data as { game_id: string; seats: { seat: number; token: string }[]; waiting: Seen | null } | undefined;
            if (created === undefined || made.size === 0) return answer;
            for (const [seat, clientSeed] of made) seeds.set(seedKey(variant, created.game_id, seat), clientSeed);
            if (created.waiting?.status === "revealing") {
                for (const { seat, token } of created.seats) await revealKept(variant, created.game_id, seat, token);
            }
            return answer;
        },
        async quickMatch<V extends VariantId>(
            variant: V,
            body: QueueBody<V>,
            { signal, wait = 30, onTicket }: QuickMatchOptions = {},
        ): Promise<QuickMatchAnswer<V>> {
            const queued = await call<ResponsesOf<QueueOperation<V>>>("POST", `/v1/${variant}/queue`, undefined, body);
            if (queued.error !== undefined) return queued;
            const ticket = (queued.data as { ticket: string }).ticket;
            onTicket?.(ticket);
            const path = `/v1/queue/${encodeURIComponent(ticket)}`;
            while (!signal?.aborted) {
                let polled: Answer<ResponsesOf<TicketPath["get"]>>;
                try {
                    polled = await call("GET", `${path}?wait=${wait}`, undefined, undefined, {}, signal);
                } catch (error) {
                    if (signal?.aborted) break;
                    throw error;
                }
                if (polled.error !== undefined || polled.data.status !== "searching") return polled;
            }
            const cancelled = await call<ResponsesOf<TicketPath["delete"]>>("DELETE", path, undefined);
            if (cancelled.error?.status !== 409) return cancelled;
            return call<ResponsesOf<TicketPath["get"]>>("GET", `${path}?wait=0`, undefined); // matched first: the seat
        },
        game<V extends VariantId>(variant: V, gameId: string, options: { token?: string } = {}): Game<V> {
            const path = `/v1/${variant}/games/${encodeURIComponent(gameId)}`;
            let token = options.token;
            let mySeat: number | undefined;
            /** The reveal of this seat's kept seed when `seen` (a view) says the table waits for it. */
            async function revealIfDue<R>(seen: Seen | null | undefined): Promise<Answer<R> | undefined> {
                if (seen === null || seen === undefined || typeof seen.seat !== "number") return undefined;
                mySeat = seen.seat;
                if (seen.status !== "revealing" || token === undefined || seen.revealed?.includes(seen.seat)) return undefined;
                return revealKept<R>(variant, gameId, seen.seat, token);
            }
            return {
                variant,
                gameId,
                get token() {
                    return token;
                },
                async view() {
                    type R = ResponsesOf<Operations<V>["view"]>;
                    const answer = await call<R>("GET", path, token);
                    const revealed = await revealIfDue<ResponsesOf<Operations<V>["reveal"]>>(answer.data as Seen | undefined);
                    const now = revealed?.data as { view: unknown; waiting: unknown } | undefined;
                    if (now === undefined) return answer;
                    return { data: (now.view ?? now.waiting) as SuccessOf<R>, response: revealed!.response };
                },
                act(body, { ifMatch, idempotencyKey } = {}) {
                    const headers: Record<string, string> = {};
                    if (ifMatch !== undefined) headers["If-Match"] = /^"/.test(String(ifMatch)) ? String(ifMatch) : `"${ifMatch}"`;
                    if (idempotencyKey !== undefined) headers["Idempotency-Key"] = idempotencyKey;
                    return call("POST", `${path}/actions`, token, body, headers);
                },
                claim(options = {}) {
                    return this.act({ type: "claim" } as Action<V>, options);
                },
                events({ after, wait } = {}) {
                    const query = new URLSearchParams();
                    if (after !== undefined) query.set("after", String(after));
                    if (wait !== undefined) query.set("wait", String(wait));
                    const suffix = query.size > 0 ? `?${query}` : "";
                    return call("GET", `${path}/events${suffix}`, token);
                },
                stream: (({ view, lastEventId, presence, signal }: GameStreamOptions = {}) =>
                    streamEvents<V>({
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
                    })) as Game<V>["stream"],
                async join(body) {
                    let sent: unknown = body;
                    let clientSeed: string | undefined;
                    if ((body as { seed_commitment?: unknown }).seed_commitment === undefined) {
                        const seen = (await call("GET", path, undefined)).data as Seen | undefined;
                        if (seen?.fairness === "players") {
                            const made = await newClientSeed();
                            clientSeed = made.clientSeed;
                            sent = { ...(body as object), seed_commitment: made.seedCommitment };
                        }
                    }
                    const answer = await call<ResponsesOf<Operations<V>["join"]>>("POST", `${path}/join`, token, sent);
                    const joined = answer.data as { token?: string; seat?: number; waiting?: Seen | null } | undefined;
                    if (joined?.token === undefined) return answer;
                    token = joined.token;
                    mySeat = joined.seat;
                    if (clientSeed !== undefined && joined.seat !== undefined) seeds.set(seedKey(variant, gameId, joined.seat), clientSeed);
                    const revealed = await revealIfDue<ResponsesOf<Operations<V>["reveal"]>>(joined.waiting);
                    const now = revealed?.data as { view: unknown; waiting: unknown } | undefined;
                    if (now === undefined) return answer;
                    return { ...answer, data: { ...(joined as object), view: now.view, waiting: now.waiting } } as typeof answer;
                },
                leave: () => call("POST", `${path}/leave`, token),
                rematch: () => call("POST", `${path}/rematch`, token),
                async reveal() {
                    type R = ResponsesOf<Operations<V>["reveal"]>;
                    if (mySeat === undefined) await this.view();
                    const revealed = mySeat === undefined || token === undefined ? undefined : await revealKept<R>(variant, gameId, mySeat, token);
                    return revealed ?? call<R>("POST", `${path}/reveal`, token, {});
                },
                replay: () => call("GET", `${path}/replay`, undefined),
                async verifyDeal() {
                    const answer = await call<ResponsesOf<Operations<V>["replay"]>>("GET", `${path}/replay`, undefined);
                    if (answer.data === undefined) return { ok: false, where: "replay", detail: `the replay is not available (${answer.response.status})` };
                    const kept = mySeat === undefined ? null : seeds.get(seedKey(variant, gameId, mySeat));
                    const mine = kept === null || mySeat === undefined ? undefined : { seat: mySeat, clientSeed: kept };
                    return verifyDeal(answer.data as DealReplay, mine);
                },
            };
        },
    };
}
