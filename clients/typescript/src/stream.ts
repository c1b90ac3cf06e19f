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
export type StreamMessage<V extends VariantId = VariantId> =
    GameEvent<V> extends infer E
        ? E extends { type: infer T }
            ? {
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
              }
            : never
        : never;

/** A stream's `presence` message: a seat's connection changed (the data of `event: presence`, which has no `id`);
 * `seq` is the last event's seq before it, `connected` the whole table's. */
export type PresenceStreamMessage = components["schemas"]["PresenceMessage"] & { seq: number; type: "presence" };

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
export class StreamError extends Error {
    constructor(
        readonly status: number,
        readonly problem: components["schemas"]["Problem"] | undefined,
    ) {
        super(`stream refused: ${status} ${problem?.code ?? ""}`.trim());
        this.name = "StreamError";
    }
}

interface RawMessage {
    id: string | undefined;
    event: string;
    data: string;
    /** A `retry:` field: milliseconds to wait before connecting again. */
    retry?: number;
}

/** The messages of the stream, in order, across reconnections; see the module's description. */
export function streamEvents<V extends VariantId>(
    options: StreamOptions<V> & { presence: true },
): AsyncGenerator<StreamMessage<V> | PresenceStreamMessage>;
export function streamEvents<V extends VariantId>(options: StreamOptions<V>): AsyncGenerator<StreamMessage<V>>;
export async function* streamEvents<V extends VariantId>(
    options: StreamOptions<V>,
): AsyncGenerator<StreamMessage<V> | PresenceStreamMessage> {
    const fetcher = options.fetch ?? globalThis.fetch;
    const base = options.baseUrl.replace(/\/+$/, "");
    const url = new URL(`${base}/v1/${options.variant}/games/${encodeURIComponent(options.gameId)}/stream`);
    if (options.view) url.searchParams.set("view", "true");
    let last = options.after ?? 0;
    let retryMs = options.retryMs ?? 1000;
    let failures = 0;
    while (!options.signal?.aborted) {
        const headers = new Headers({ Accept: "text/event-stream", "Last-Event-ID": String(last) });
        if (options.token !== undefined) headers.set("Authorization", `Bearer ${options.token}`);
        if (options.apiKey !== undefined) headers.set("X-Api-Key", options.apiKey);
        let wait = retryMs;
        try {
            const response = await fetcher(url, { headers, signal: options.signal });
            if (!response.ok || response.body === null) {
                if (response.status !== 429 && response.status < 500) {
                    throw new StreamError(response.status, await problemOf(response));
                }
                const retryAfter = Number(response.headers.get("Retry-After"));
                if (retryAfter > 0) wait = retryAfter * 1000;
                await response.body?.cancel();
            } else {
                failures = 0;
                let delivered = false;
                for await (const raw of messages(response.body)) {
                    if (raw.retry !== undefined) {
                        retryMs = wait = raw.retry;
                        continue;
                    }
                    if (raw.event === "revoked") throw new StreamError(401, parseProblem(raw.data));
                    if (raw.event === "presence") {
                        if (options.presence !== true) continue;
                        const presence = JSON.parse(raw.data) as components["schemas"]["PresenceMessage"];
                        yield { ...presence, seq: last, type: "presence" };
                        continue;
                    }
                    const data = JSON.parse(raw.data) as { event: GameEvent<V>; version: number; view?: View<V> | null };
                    const seq = raw.id === undefined ? data.event.seq : Number(raw.id);
                    if (seq <= last) continue;
                    last = seq;
                    delivered = true;
                    yield { ...data, seq, type: data.event.type } as StreamMessage<V>;
                    if (data.event.type === "match_ended") return;
                }
                // Closed with nothing new: the server's end of a finished match, or a proxy's idle timeout.
                if (!delivered && (await finished(url, headers, fetcher, options.signal))) return;
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

/** Whether the match's view (`url` without `/stream`, the same token and key) says `finished`. */
async function finished(url: URL, headers: Headers, fetcher: typeof fetch, signal?: AbortSignal): Promise<boolean> {
    const view = new URL(url.pathname.replace(/\/stream$/, ""), url);
    const sent = new Headers();
    for (const name of ["Authorization", "X-Api-Key"]) {
        const value = headers.get(name);
        if (value !== null) sent.set(name, value);
    }
    try {
        const response = await fetcher(view, { headers: sent, signal });
        return response.ok && ((await response.json()) as { status?: string }).status === "finished";
    } catch {
        return false;
    }
}

function parseProblem(text: string): components["schemas"]["Problem"] | undefined {
    try {
        return JSON.parse(text) as components["schemas"]["Problem"];
    } catch {
        return undefined;
    }
}

async function problemOf(response: Response): Promise<components["schemas"]["Problem"] | undefined> {
    return parseProblem(await response.text().catch(() => ""));
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        signal?.addEventListener("abort", done, { once: true });
        function done(): void {
            clearTimeout(timer);
            signal?.removeEventListener("abort", done);
            resolve();
        }
    });
}

/** The SSE messages of `body` (the WHATWG event-stream format); a `retry:` field comes as its own item. */
async function* messages(body: ReadableStream<Uint8Array>): AsyncGenerator<RawMessage> {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    let buffer = "";
    let skipLineFeed = false; // a chunk ended with "\r": a "\n" opening the next one ends no second line
    let message: RawMessage = { id: undefined, event: "", data: "" };
    let hasData = false;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done) return; // a message not ended by a blank line is dropped, as EventSource does
            let text = decoder.decode(value, { stream: true });
            if (skipLineFeed && text.startsWith("\n")) text = text.slice(1);
            skipLineFeed = text.endsWith("\r");
            const lines = (buffer + text).split(/\r\n|\r|\n/);
            buffer = lines.pop() ?? "";
            for (const line of lines) {
                if (line === "") {
                    if (hasData) yield message;
                    message = { id: undefined, event: "", data: "" };
                    hasData = false;
                    continue;
                }
                if (line.startsWith(":")) continue; // a keep-alive comment
                const colon = line.indexOf(":");
                const field = colon < 0 ? line : line.slice(0, colon);
                const content = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
                if (field === "data") {
                    message.data = hasData ? `${message.data}\n${content}` : content;
                    hasData = true;
                } else if (field === "event") {
                    message.event = content;
                } else if (field === "id") {
                    message.id = content;
                } else if (field === "retry" && /^\d+$/.test(content)) {
                    yield { id: undefined, event: "", data: "", retry: Number(content) };
                }
            }
        }
    } finally {
        await reader.cancel().catch(() => undefined); // the caller stopped early, or the match ended: hang up
    }
}
