/**
 * End to end through the SDK: one whole seeded match of every variant the server lists, each turn the seat to
 * act reading its own view and sending one of its `legal_actions` back, while a spectator follows it over the
 * live stream (its first connection dropped and resumed), then the match's events and replay; and the typed
 * problems of a refused action (409 with the rule's code and the caller's legal actions) and of a missing token
 * (401).
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import {
    type Action,
    createOsmicaClient,
    type StreamMessage,
    streamEvents,
    type VariantId,
    type View,
} from "../src/index.js";
import { type Server, startServer } from "./server.js";

const SHORT_MATCHES: Record<string, Record<string, unknown>> = {
    "crazy-eights": { target: 1 },
    switch: { target: 1, last_card_enforcement: "challenge" },
    "super-crazy-eights": { deal_schedule: [2], last_card_enforcement: "challenge" },
    nags: { deals: 1 },
    nusicle: { deals: 1 },
};
/** House rules that keep a whole match short: one deal, or a target the first deal reaches. */

const MAX_ACTIONS = 3000;

let server: Server;
before(async () => void (server = await startServer()));
after(async () => server?.stop());

/** A seeded pseudo-random generator (mulberry32): the same seed plays the same match. */
function random(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

/** A listed legal action, mostly a card play when there is one (matches end sooner). */
function choose<V extends VariantId>(legal: Action<V>[], next: () => number): Action<V> {
    const kept = legal.filter((action) => action.type !== "resign"); // a random client never resigns
    const plays = kept.filter((action) => action.type.startsWith("play"));
    const pool = plays.length > 0 && next() < 0.9 ? plays : kept;
    const chosen = pool[Math.floor(next() * pool.length)];
    assert.ok(chosen !== undefined, "a live match lists a legal action");
    return chosen;
}

/** `fetch` whose first stream answer breaks off after `bytes` bytes, as a dropped connection would; it records
 * the `Last-Event-ID` of every stream request. */
function droppingFetch(bytes: number): { fetch: typeof fetch; resumedAfter: (string | null)[] } {
    const resumedAfter: (string | null)[] = [];
    const dropping = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const response = await fetch(input, init);
        if (!String(input).includes("/stream")) return response;
        resumedAfter.push(new Headers(init?.headers).get("Last-Event-ID"));
        if (resumedAfter.length > 1 || response.body === null) return response;
        let seen = 0;
        const cut = new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
                controller.enqueue(chunk.subarray(0, Math.max(0, bytes - seen)));
                seen += chunk.length;
                if (seen >= bytes) controller.error(new Error("connection dropped"));
            },
        });
        return new Response(response.body.pipeThrough(cut), { status: response.status, headers: response.headers });
    };
    return { fetch: dropping as typeof fetch, resumedAfter };
}

async function variants(): Promise<{ id: VariantId; min_players: number }[]> {
    const { data, error } = await createOsmicaClient({ baseUrl: server.baseUrl }).GET("/v1/variants");
    assert.ok(data, JSON.stringify(error));
    return data.variants.map((v) => ({ id: v.id as VariantId, min_players: v.min_players }));
}

async function create(variant: VariantId, players: number, seed: number) {
    const lobby = createOsmicaClient({ baseUrl: server.baseUrl });
    const body = { players, seed, names: Array.from({ length: players }, (_, i) => `player ${i}`) };
    const { data, error, response } = await lobby.POST(`/v1/${variant}/games`, {
        body: { ...body, options: SHORT_MATCHES[variant] ?? {} },
    });
    assert.equal(response.status, 201, JSON.stringify(error));
    assert.ok(data);
    assert.equal(response.headers.get("Location"), `/v1/${variant}/games/${data.game_id}`);
    const seats = [...data.seats].sort((a, b) => a.seat - b.seat);
    return {
        created: data,
        seats: seats.map((s) => createOsmicaClient({ baseUrl: server.baseUrl, token: s.token })),
    };
}

test("one whole match of every variant, through the SDK", async (t) => {
    const listed = await variants();
    assert.equal(listed.length, 5);
    for (const [index, { id: variant, min_players }] of listed.entries()) {
        await t.test(variant, async (sub) => {
            const { created, seats } = await create(variant, min_players, 41 + index);
            const next = random(7 + index);
            const params = { path: { game_id: created.game_id } };
            // A spectator follows the match live from the start; its first connection drops part-way.
            const dropping = droppingFetch(600);
            const watch = { baseUrl: server.baseUrl, variant, gameId: created.game_id, fetch: dropping.fetch };
            const streamed = (async () => {
                const got: StreamMessage[] = [];
                for await (const message of streamEvents({ ...watch, retryMs: 10 })) got.push(message);
                return got;
            })();
            assert.ok(created.view, "every seat was taken at creation: the match is dealt");
            let view: View<VariantId> = created.view;
            let actions = 0;
            let events = 0;
            while (view.status !== "finished") {
                assert.ok(actions < MAX_ACTIONS, `${variant}: no end after ${MAX_ACTIONS} actions`);
                assert.ok(view.turn !== null);
                const seat = seats[view.turn];
                assert.ok(seat);
                const mine = await seat.GET(`/v1/${variant}/games/{game_id}`, { params });
                assert.ok(mine.data, JSON.stringify(mine.error));
                assert.equal(mine.data.seat, view.turn);
                assert.equal(mine.response.headers.get("ETag"), `"${mine.data.version}"`);
                const action = choose(mine.data.legal_actions, next);
                const acted = await seat.POST(`/v1/${variant}/games/{game_id}/actions`, {
                    params: { ...params, header: { "If-Match": `"${mine.data.version}"` } },
                    body: action,
                });
                assert.ok(acted.data, `${acted.response.status} ${JSON.stringify(acted.error)}`);
                assert.equal(acted.data.view.version, mine.data.version + 1);
                events += acted.data.events.length;
                view = acted.data.view;
                actions += 1;
            }
            sub.diagnostic(`${actions} actions, ${events} events, winners ${view.winners.join(", ")}`);
            assert.ok(view.winners.length > 0);
            assert.equal(view.scores.length, min_players);
            assert.deepEqual(view.legal_actions, []);
            const log = await seats[0]?.GET(`/v1/${variant}/games/{game_id}/events`, {
                params: { ...params, query: { after: 0 } },
            });
            assert.ok(log?.data);
            assert.ok(log.data.events.length >= events);
            assert.equal(log.data.events.at(-1)?.type, "match_ended");
            const spectator = createOsmicaClient({ baseUrl: server.baseUrl });
            const watched = await spectator.GET(`/v1/${variant}/games/{game_id}/events`, { params });
            assert.ok(watched.data);
            const live = await streamed;
            assert.deepEqual(
                live.map((m) => m.event),
                watched.data.events,
                "the stream delivers every event once, in order, as the spectator's event list has it",
            );
            assert.deepEqual(
                live.map((m) => m.seq),
                live.map((_, i) => i + 1),
            );
            assert.ok(dropping.resumedAfter.length >= 2, "the dropped stream connected again");
            assert.equal(dropping.resumedAfter[0], "0");
            assert.ok(Number(dropping.resumedAfter[1]) > 0, "and resumed after the last event it had");
            sub.diagnostic(`stream: ${live.length} events, connections resumed after ${dropping.resumedAfter}`);
            const replay = await seats[0]?.GET(`/v1/${variant}/games/{game_id}/replay`, { params });
            assert.ok(replay?.data, JSON.stringify(replay?.error));
            assert.equal(replay.data.commitment, view.commitment);
            assert.equal(replay.data.actions.length, actions);
            assert.deepEqual(replay.data.winners, view.winners);
        });
    }
});

test("a refused action comes back as the typed 409 problem: the rule's code, the caller's legal actions", async () => {
    const { created, seats } = await create("nags", 3, 5);
    const other = seats[((created.view?.turn ?? 0) + 1) % 3];
    assert.ok(other);
    const { data, error, response } = await other.POST("/v1/nags/games/{game_id}/actions", {
        params: { path: { game_id: created.game_id } },
        body: { type: "turn_stock" },
    });
    assert.equal(data, undefined);
    assert.equal(response.status, 409);
    assert.ok(error && "legal_actions" in error);
    assert.equal(error.code, "not_your_turn");
    assert.equal(error.status, 409);
    assert.equal(error.version, 0);
    assert.deepEqual(error.legal_actions, [{ type: "resign" }]); // every seat in play may resign
    assert.equal(response.headers.get("Content-Type"), "application/problem+json");
});

test("an action without a token comes back as the typed 401 problem", async () => {
    const { created } = await create("crazy-eights", 2, 3);
    const anonymous = createOsmicaClient({ baseUrl: server.baseUrl });
    const { data, error, response } = await anonymous.POST("/v1/crazy-eights/games/{game_id}/actions", {
        params: { path: { game_id: created.game_id } },
        body: { type: "draw" },
    });
    assert.equal(data, undefined);
    assert.equal(response.status, 401);
    assert.ok(error);
    assert.equal(error.code, "unauthorized");
    assert.equal(error.status, 401);
    assert.equal(created.view?.version, 0);
});
