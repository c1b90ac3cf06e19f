"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StreamError = void 0;
exports.streamEvents = streamEvents;
/** An answer the stream cannot recover from by trying again; `problem` holds the problem details. */
class StreamError extends Error {
    status;
    problem;
    constructor(status, problem) {
        super(`stream refused: ${status} ${problem?.code ?? ""}`.trim());
        this.status = status;
        this.problem = problem;
        this.name = "StreamError";
    }
}
exports.StreamError = StreamError;
async function* streamEvents(options) {
    const fetcher = options.fetch ?? globalThis.fetch;
    const base = options.baseUrl.replace(/\/+$/, "");
    const url = new URL(`${base}/v1/${options.variant}/games/${encodeURIComponent(options.gameId)}/stream`);
    if (options.view)
        url.searchParams.set("view", "true");
    let last = options.after ?? 0;
    let retryMs = options.retryMs ?? 1000;
    let failures = 0;
    while (!options.signal?.aborted) {
        const headers = new Headers({ Accept: "text/event-stream", "Last-Event-ID": String(last) });
        if (options.token !== undefined)
            headers.set("Authorization", `Bearer ${options.token}`);
        if (options.apiKey !== undefined)
            headers.set("X-Api-Key", options.apiKey);
        let wait = retryMs;
        try {
            const response = await fetcher(url, { headers, signal: options.signal });
            if (!response.ok || response.body === null) {
                if (response.status !== 429 && response.status < 500) {
                    throw new StreamError(response.status, await problemOf(response));
                }
                const retryAfter = Number(response.headers.get("Retry-After"));
                if (retryAfter > 0)
                    wait = retryAfter * 1000;
                await response.body?.cancel();
            }
            else {
                failures = 0;
                let delivered = false;
                for await (const raw of messages(response.body)) {
                    if (raw.retry !== undefined) {
                        retryMs = wait = raw.retry;
                        continue;
                    }
                    if (raw.event === "revoked")
                        throw new StreamError(401, parseProblem(raw.data));
                    if (raw.event === "presence") {
                        if (options.presence !== true)
                            continue;
                        const presence = JSON.parse(raw.data);
                        yield { ...presence, seq: last, type: "presence" };
                        continue;
                    }
                    const data = JSON.parse(raw.data);
                    const seq = raw.id === undefined ? data.event.seq : Number(raw.id);
                    if (seq <= last)
                        continue;
                    last = seq;
                    delivered = true;
                    yield { ...data, seq, type: data.event.type };
                    if (data.event.type === "match_ended")
                        return;
                }
                // Closed with nothing new: the server's end of a finished match, or a proxy's idle timeout.
                if (!delivered && (await finished(url, headers, fetcher, options.signal)))
                    return;
            }
        }
        catch (error) {
            if (options.signal?.aborted)
                return;
            if (error instanceof StreamError)
                throw error;
        }
        failures += 1;
        if (failures > (options.maxRetries ?? 10))
            throw new Error(`stream: no connection after ${failures} tries`);
        await sleep(wait, options.signal);
    }
}
/** Whether the match's view (`url` without `/stream`, the same token and key) says `finished`. */
async function finished(url, headers, fetcher, signal) {
    const view = new URL(url.pathname.replace(/\/stream$/, ""), url);
    const sent = new Headers();
    for (const name of ["Authorization", "X-Api-Key"]) {
        const value = headers.get(name);
        if (value !== null)
            sent.set(name, value);
    }
    try {
        const response = await fetcher(view, { headers: sent, signal });
        return response.ok && (await response.json()).status === "finished";
    }
    catch {
        return false;
    }
}
function parseProblem(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
async function problemOf(response) {
    return parseProblem(await response.text().catch(() => ""));
}
function sleep(ms, signal) {
    return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        signal?.addEventListener("abort", done, { once: true });
        function done() {
            clearTimeout(timer);
            signal?.removeEventListener("abort", done);
            resolve();
        }
    });
}
/** The SSE messages of `body` (the WHATWG event-stream format); a `retry:` field comes as its own item. */
async function* messages(body) {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    let buffer = "";
    let skipLineFeed = false; // a chunk ended with "\r": a "\n" opening the next one ends no second line
    let message = { id: undefined, event: "", data: "" };
    let hasData = false;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                return; // a message not ended by a blank line is dropped, as EventSource does
            let text = decoder.decode(value, { stream: true });
            if (skipLineFeed && text.startsWith("\n"))
                text = text.slice(1);
            skipLineFeed = text.endsWith("\r");
            const lines = (buffer + text).split(/\r\n|\r|\n/);
            buffer = lines.pop() ?? "";
            for (const line of lines) {
                if (line === "") {
                    if (hasData)
                        yield message;
                    message = { id: undefined, event: "", data: "" };
                    hasData = false;
                    continue;
                }
                if (line.startsWith(":"))
                    continue; // a keep-alive comment
                const colon = line.indexOf(":");
                const field = colon < 0 ? line : line.slice(0, colon);
                const content = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
                if (field === "data") {
                    message.data = hasData ? `${message.data}\n${content}` : content;
                    hasData = true;
                }
                else if (field === "event") {
                    message.event = content;
                }
                else if (field === "id") {
                    message.id = content;
                }
                else if (field === "retry" && /^\d+$/.test(content)) {
                    yield { id: undefined, event: "", data: "", retry: Number(content) };
                }
            }
        }
    }
    finally {
        await reader.cancel().catch(() => undefined); // the caller stopped early, or the match ended: hang up
    }
}
