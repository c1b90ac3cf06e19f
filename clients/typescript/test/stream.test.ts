/**
 * The stream reader against a local server speaking the stream's format (the README's "Following a match live"): messages in
 * order, keep-alive comments skipped, a dropped connection resumed with `Last-Event-ID` and the seat's token,
 * the end after `match_ended`, and a refusal thrown with its problem details.
 */
import assert from "node:assert/strict";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";

import { StreamError, type StreamMessage, streamEvents } from "../src/index.js";

function message(seq: number, type: string, eol = "\n"): string {
    const data = JSON.stringify({ event: { seq, type, seat: 0 }, version: seq });
    return [`id: ${seq}`, `event: ${type}`, `data: ${data}`, "", ""].join(eol);
}

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const close = (): void => {
        server.closeAllConnections();
        server.close();
    };
    return { baseUrl: `http://127.0.0.1:${port}`, close };
}

test("a dropped stream resumes after the last seq it delivered, and ends after match_ended", async () => {
    const seen: { path: string | undefined; lastEventId: unknown; auth: unknown; accept: unknown }[] = [];
    const { baseUrl, close } = await serve((request, response) => {
        seen.push({
            path: request.url,
            lastEventId: request.headers["last-event-id"],
            auth: request.headers.authorization,
            accept: request.headers.accept,
        });
        response.writeHead(200, { "Content-Type": "text/event-stream" });
        if (seen.length === 1) {
            response.write("retry: 1\n\n" + message(1, "played") + ": keep-alive\n\n" + message(2, "drew"));
            // Cut off in the middle of a message (dropped), once all of it has left.
            response.write('id: 3\nevent: played\ndata: {"event"', () => response.socket?.destroy());
        } else {
            const rest = message(3, "played", "\r\n") + message(4, "match_ended", "\r\n");
            const cut = rest.indexOf("\n"); // a CRLF split across two chunks
            response.write(rest.slice(0, cut));
            response.write(rest.slice(cut)); // the response stays open: the reader ends by itself
        }
    });
    try {
        const got: StreamMessage[] = [];
        for await (const m of streamEvents({ baseUrl, variant: "nags", gameId: "g1", token: "t0", view: true })) {
            got.push(m);
        }
        assert.deepEqual(
            got.map((m) => [m.seq, m.type, m.version]),
            [
                [1, "played", 1],
                [2, "drew", 2],
                [3, "played", 3],
                [4, "match_ended", 4],
            ],
        );
        assert.equal(seen.length, 2);
        assert.deepEqual(
            seen.map((s) => s.lastEventId),
            ["0", "2"],
        );
        for (const request of seen) {
            assert.equal(request.path, "/v1/nags/games/g1/stream?view=true");
            assert.equal(request.auth, "Bearer t0");
            assert.equal(request.accept, "text/event-stream");
        }
    } finally {
        close();
    }
});

test("a stream closed with nothing new goes on while the match plays, and ends once it is finished", async () => {
    const requests: string[] = [];
    let status = "playing";
    const { baseUrl, close } = await serve((request, response) => {
        const lastEventId = request.headers["last-event-id"] ?? "(view)";
        requests.push(`${request.url} ${lastEventId} ${request.headers.authorization}`);
        if (!request.url?.endsWith("/stream")) {
            response.writeHead(200, { "Content-Type": "application/json" });
            response.end(JSON.stringify({ status }));
        } else if (requests.length === 1) {
            response.writeHead(200, { "Content-Type": "text/event-stream" });
            response.end(": keep-alive\n\n"); // an idle connection cut by a proxy
        } else {
            response.writeHead(200, { "Content-Type": "text/event-stream" });
            status = "finished";
            response.end(message(5, "match_ended"));
        }
    });
    try {
        const options = { baseUrl, variant: "nags" as const, gameId: "g1", token: "t1", after: 4, retryMs: 1 };
        const got: number[] = [];
        for await (const m of streamEvents(options)) got.push(m.seq);
        assert.deepEqual(got, [5]);
        for await (const m of streamEvents({ ...options, after: 5 })) got.push(m.seq);
        assert.deepEqual(got, [5]);
        assert.deepEqual(requests, [
            "/v1/nags/games/g1/stream 4 Bearer t1",
            "/v1/nags/games/g1 (view) Bearer t1",
            "/v1/nags/games/g1/stream 4 Bearer t1",
            "/v1/nags/games/g1/stream 5 Bearer t1",
            "/v1/nags/games/g1 (view) Bearer t1",
        ]);
    } finally {
        close();
    }
});

test("a refused stream throws its problem details", async () => {
    const problem = { type: "about:blank", title: "Unauthorized", status: 401, code: "unauthorized" };
    const { baseUrl, close } = await serve((_, response) => {
        response.writeHead(401, { "Content-Type": "application/problem+json" });
        response.end(JSON.stringify(problem));
    });
    try {
        const stream = streamEvents({ baseUrl, variant: "nags", gameId: "g1", token: "wrong", after: 5 });
        await assert.rejects(stream.next(), (error: unknown) => {
            assert.ok(error instanceof StreamError);
            assert.equal(error.status, 401);
            assert.deepEqual(error.problem, problem);
            return true;
        });
    } finally {
        close();
    }
});
