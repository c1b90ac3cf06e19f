/**
 * The helper for any game (`createOsmica(...).game(variant, gameId, { token })`): its types, checked by the
 * compiler (this file compiles only if they hold: the error union narrows on `code` and `status`, cards are
 * `${Rank}${Suit}`, stream messages narrow on `type`), then a match against the test server through it:
 * joining by invite, a refused action (409 with typed `legal_actions`), `match_waiting`, a stale `If-Match`
 * (412), an idempotent retry, events, the stream resumed after a seq, and a rematch.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import {
    type Action,
    type Card,
    connectedAfter,
    createOsmica,
    type ErrorOf,
    type NagsConflict,
    type PresenceStreamMessage,
    type Problem,
    type StreamMessage,
    type VariantId,
    type View,
} from "../src/index.js";
import { type Server, startServer } from "./server.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(): T | undefined {
    return undefined;
}

// ---- types -------------------------------------------------------------------------------------------------

/** What a client does about each refused action: every case typed by its `code`. */
function advise(error: ErrorOf<"nags", "act">): string {
    switch (error.code) {
        case "not_your_turn": {
            expectType<Equal<typeof error.status, 409>>();
            expectType<Equal<typeof error.legal_actions, NagsConflict["legal_actions"]>>();
            return `choose among ${error.legal_actions.length}`;
        }
        case "match_waiting": {
            expectType<Equal<typeof error.status, 409>>();
            // @ts-expect-error: a match_waiting 409 has no legal_actions
            void error.legal_actions;
            return "wait for the deal";
        }
        case "version_mismatch":
            expectType<Equal<typeof error.status, 412>>();
            return `fetch the view again (version ${error.version})`;
        case "store_unavailable":
            expectType<Equal<typeof error.status, 503>>();
            expectType<Equal<typeof error.retry_after, number>>();
            return `retry in ${error.retry_after} s`;
        case "rate_limited":
            expectType<Equal<typeof error.status, 429>>();
            return `retry in ${error.retry_after} s`;
        default:
            return error.detail ?? error.code;
    }
}

/** Every status the act operation documents is a member; the `never` fails to compile if one is missed. */
function statusOf(error: ErrorOf<"crazy-eights", "act">): number {
    switch (error.status) {
        case 400:
        case 401:
        case 404:
        case 409:
        case 412:
        case 413:
        case 415:
        case 422:
        case 429:
        case 500:
        case 503:
            return error.status;
        default: {
            const missed: never = error;
            return missed;
        }
    }
}

// A status's code is one of that status's codes only.
expectType<Equal<Extract<ErrorOf<"nags", "act">, { status: 401 }>["code"], "api_key_invalid" | "api_key_required" | "unauthorized">>();
expectType<Equal<Extract<ErrorOf<"nags", "act">, { status: 412 }>["code"], "version_mismatch">>();
// @ts-expect-error: a 401 carries no rate_limited code
expectType<Equal<Extract<ErrorOf<"nags", "act">, { status: 401 }>["code"], "rate_limited">>();

// Cards are `${Rank}${Suit}`: a typo in an inline body does not compile.
const queen: Card = "QS";
const ten: Card = "10H";
// @ts-expect-error: no rank 11
const eleven: Card = "11H";
// @ts-expect-error: no suit X
const badSuit: Action<"crazy-eights"> = { type: "play", card: "QX" };
void [queen, ten, eleven, badSuit];

/** Stream messages narrow on `type`: a `played` message's event has the card played. */
function describe(message: StreamMessage<"crazy-eights">): string {
    if (message.type === "played") {
        expectType<Equal<typeof message.event.card, Card>>();
        return `seat ${message.event.seat} played ${message.event.card}`;
    }
    return message.type;
}
void [advise, statusOf, describe];

// ---- against the server ------------------------------------------------------------------------------------

let server: Server;
before(async () => void (server = await startServer()));
after(async () => server?.stop());

function dealt<V extends VariantId>(view: unknown): View<V> {
    assert.ok(view !== null && typeof view === "object" && (view as { status?: string }).status !== "waiting");
    return view as View<V>;
}

test("a match through the helper: join, refusals, retries, events, stream, rematch", async () => {
    const osmica = createOsmica({ baseUrl: server.baseUrl });
    const created = await osmica.create("crazy-eights", {
        seed: 11,
        players: 2,
        seats: [{ name: "ana" }, { open: true }],
        options: { target: 1 },
    });
    assert.ok(created.data, JSON.stringify(created.error));
    const gameId = created.data.game_id;
    const ana = osmica.game("crazy-eights", gameId, { token: created.data.seats[0]!.token });

    const waiting = await ana.act({ type: "draw" });
    assert.equal(waiting.error?.status, 409);
    assert.equal(waiting.error?.code, "match_waiting");

    const bo = osmica.game("crazy-eights", gameId);
    const joined = await bo.join({ invite: created.data.invites[0]!.invite });
    assert.ok(joined.data, JSON.stringify(joined.error));
    assert.equal(bo.token, joined.data.token);
    const seats = [ana, bo];

    let view = dealt<"crazy-eights">((await ana.view()).data);
    let acted = 0;
    while (view.status === "playing" && view.turn !== null) {
        const seat = seats[view.turn]!;
        const other = seats[1 - view.turn]!;
        const mine = dealt<"crazy-eights">((await seat.view()).data);
        if (acted === 0) {
            const refused = await other.act({ type: "draw" });
            assert.ok(refused.error?.code === "not_your_turn", JSON.stringify(refused.error));
            assert.deepEqual(refused.error.legal_actions, [{ type: "resign" }]);
            const stale = await seat.act(mine.legal_actions[0]!, { ifMatch: mine.version + 1 });
            assert.ok(stale.error?.code === "version_mismatch", JSON.stringify(stale.error));
            assert.equal(stale.error.version, mine.version);
        }
        const action = mine.legal_actions.find((a) => a.type === "play") ?? mine.legal_actions[0]!;
        const key = `k-${acted}`;
        const answer = await seat.act(action, { ifMatch: mine.version, idempotencyKey: key });
        assert.ok(answer.data, JSON.stringify(answer.error));
        if (acted === 0) {
            const again = await seat.act(action, { ifMatch: mine.version, idempotencyKey: key });
            assert.deepEqual(again.data, answer.data); // the first answer again, nothing applied twice
        }
        view = dealt<"crazy-eights">((await ana.view()).data);
        acted += 1;
        assert.ok(acted < 2000, "the match ends");
    }
    assert.equal(view.status, "finished");

    const events = await ana.events({ after: 0 });
    assert.ok(events.data, JSON.stringify(events.error));
    const total = events.data.events.length;
    assert.ok(total > acted);

    const streamed: string[] = [];
    for await (const message of ana.stream({ lastEventId: total - 2 })) streamed.push(describe(message));
    assert.equal(streamed.length, 2);
    assert.equal(streamed.at(-1), "match_ended");

    const rematch = await bo.rematch();
    assert.ok(rematch.data, JSON.stringify(rematch.error));
    assert.notEqual(rematch.data.game_id, gameId);

    const gone = await osmica.game("crazy-eights", "no-such-game").view();
    assert.equal(gone.error?.status, 404);
    const problem: Problem | undefined = gone.error;
    assert.equal(problem?.code, "not_found");
});

test("presence through the helper: connected in the view and after presence events, a claim too early", async () => {
    const osmica = createOsmica({ baseUrl: server.baseUrl });
    const created = await osmica.create("nags", { players: 2, options: { disconnect_grace_s: 86400 } });
    assert.ok(created.data, JSON.stringify(created.error));
    const [first, second] = created.data.seats.map((s) => osmica.game("nags", created.data.game_id, { token: s.token }));
    const seen = dealt<"nags">((await second!.view()).data);
    assert.deepEqual(seen.connected, [false, true]);
    const events = await second!.events({ after: 0 });
    assert.ok(events.data, JSON.stringify(events.error));
    assert.ok(events.data.events.every((e) => (e.type as string) !== "presence"), "presence is no event of the match");
    const controller = new AbortController();
    let presence: PresenceStreamMessage | undefined;
    for await (const message of second!.stream({ presence: true, signal: controller.signal })) {
        if (message.type === "presence") {
            presence = message;
            break;
        }
    }
    controller.abort();
    assert.ok(presence !== undefined);
    assert.deepEqual([presence.event.seat, presence.event.connected, presence.connected], [1, true, [false, true]]);
    assert.equal(presence.seq, events.data.events.length); // the last event's: no event of the match
    assert.deepEqual(connectedAfter([false, false], presence), [false, true]);
    assert.deepEqual(connectedAfter([true, false], { type: "played", event: { type: "played", seat: 1 } }), [true, false]);

    const early = await (seen.turn === 0 ? second! : first!).claim();
    assert.ok(early.error?.code === "claim_too_early", JSON.stringify(early.error));
    assert.equal(early.error.status, 409);
    assert.ok((early.error as { retry_after?: number }).retry_after! > 0);
});
