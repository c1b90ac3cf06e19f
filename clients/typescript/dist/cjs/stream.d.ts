/**
 * A reader of a match's event stream, `GET /v1/{variant}/games/{game_id}/stream` (Server-Sent Events), that
 * resumes after a dropped connection.
 *
 * Each message is one event of the match, redacted for the caller as `/events` redacts it: `id: <seq>`,
 * `event: <type>`, `data: {"event": {...}, "version": N}` (plus the caller's `view` with `view: true`). When
 * the connection drops, or the server ends the response early, the reader connects again with
 * `Last-Event-ID: <last seq>` and the server goes on after that seq, with no gap and no repeat. It stops after
 * the `match_ended` event, when the server closes with nothing new and the match's view says `finished`, when
 * `signal` aborts, or on an answer that another try cannot change (401, 404, ...: thrown as a `StreamError`
 * with the problem details); a 429 or 503 is retried after its `Retry-After`. A final `event: revoked`
 * message (the token was revoked; it has no `id`) ends it with a `StreamError` of status 401. An `event:
 * presence` message (a seat's connection changed: `PresenceMessage`, no `id`, no event of the match) is yielded
 * with `presence: true` as a `PresenceStreamMessage` (`type: "presence"`, `seq`: the last event's), and never
 * moves the resume point.
 * It needs only `fetch` and a readable body (Node 18+, every current browser), so it can send the token as a
 * header, which the browser's own `EventSource` cannot.
 */
import type { components } from "./generated/openapi.js";
import type { GameEvent, VariantId, View } from "./index.js";
/** One message of the stream of a variant-`V` match: the `data` of the SSE message (the variant's
 * `<Prefix>StreamMessage`) with its `id` and `event` fields as `seq` and `type`; a union by `type`, so that
 * `switch (message.type)` narrows `message.event` to that event's type. */
export type StreamMessage<V extends VariantId = VariantId> = GameEvent<V> extends infer E ? E extends {
    type: infer T;
} ? {
    /** The event's seq (the SSE `id`). */
    seq: number;
    /** The event's type (the SSE `event`). */
    type: T;
    /** The event, redacted for the caller. */
    event: E;
    /** The match's version as of the read that delivered this event. */
    version: number;
    /** With `view: true`, on the last event of each commit: the caller's view after it. */
    view?: View<V> | null;
} : never : never;
/** A stream's `presence` message: a seat's connection changed (the data of `event: presence`, which has no `id`);
 * `seq` is the last event's seq before it, `connected` the whole table's. */
export type PresenceStreamMessage = components["schemas"]["PresenceMessage"] & {
    seq: number;
    type: "presence";
};
export interface StreamOptions<V extends VariantId = VariantId> {
    /** The server's root URL, e.g. `http://127.0.0.1:8000`. */
    baseUrl: string;
    variant: V;
    gameId: string;
    /** A seat token: that seat's redaction (its own drawn cards); without one, the spectator's. */
    token?: string;
    /** The app's key (`X-Api-Key`), for a match created with one (a quick match's, for one). */
    apiKey?: string;
    /** Start after this seq (0: from the first event). */
    after?: number;
    /** Ask for the caller's fresh view with the last event of each commit. */
    view?: boolean;
    /** Yield the `presence` messages too (a seat's connection changed); without it, only the match's events. */
    presence?: boolean;
    /** Ends the stream (the generator returns). */
    signal?: AbortSignal;
    /** Milliseconds before connecting again after a drop, unless the server sent `retry:` (default 1000). */
    retryMs?: number;
    /** Consecutive failed connections before giving up (default 10); an answered connection resets it. */
    maxRetries?: number;
    fetch?: typeof fetch;
}
/** An answer the stream cannot recover from by trying again; `problem` holds the problem details. */
export declare class StreamError extends Error {
    readonly status: number;
    readonly problem: components["schemas"]["Problem"] | undefined;
    constructor(status: number, problem: components["schemas"]["Problem"] | undefined);
}
/** The messages of the stream, in order, across reconnections; see the module's description. */
export declare function streamEvents<V extends VariantId>(options: StreamOptions<V> & {
    presence: true;
}): AsyncGenerator<StreamMessage<V> | PresenceStreamMessage>;
export declare function streamEvents<V extends VariantId>(options: StreamOptions<V>): AsyncGenerator<StreamMessage<V>>;
