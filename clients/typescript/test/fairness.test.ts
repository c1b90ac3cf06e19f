/**
 * Deals the players can check (`fairness: "players"`): the construction against the test vectors of
 * docs/fairness.md, `verifyDeal` on a finished match's replay (the fixture, also checked by the service's own
 * tests, and each change a verifier must name), and a whole match through `createOsmica`, whose handles commit,
 * keep and reveal their seats' seeds by themselves, verified at the end.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";

import {
    type Action,
    createOsmica,
    type DealReplay,
    firstDeck,
    keyedGenerator,
    memorySeeds,
    seedCommitment,
    shuffleKey,
    verifyDeal,
    type View,
} from "../src/index.js";
import { type Server, startServer } from "./server.js";

const bytes = (from: number, count: number, step = 1): string =>
    Array.from({ length: count }, (_, i) => ((from + i * step) & 0xff).toString(16).padStart(2, "0")).join("");

const VECTORS = [
    {
        seed: 5,
        clientSeeds: [bytes(0, 32), bytes(32, 32)],
        key: "97781dfb2485965deb2671907c5d0bdb64a83ea3a35f00d6de7fad563f214fbf",
        outputs:
            "db293514a823986a a4083af3a64c0f07 fc619641faad994c ab3c967b16cc9865 186a71eff02c6dce 599de1e85ab7f319 " +
            "3049c3714093e14f d7b53ae6f3fdd977 aa1312f8a043cb8b d11a47cae1ed1c42 1e09a86deda6a060 9fb28abdb3805c48 " +
            "a1d37d886551d373 f15e2328a9348fbc 2ac2e97a719af1ee 057687f032ec2505",
        deck:
            "JC 7S 9S 9C 5C 6C KD 7H 7D 4D 8C QH 4C KH 10D 2H 10H 3C 5D 4H QC 9D 2D 6H 8D QD " +
            "5H 3H AC AS 8S JD 7C 5S 6D 2C 2S 3D JS QS 8H KC 10C 9H JH 4S 6S 3S AD AH 10S KS",
    },
    {
        seed: 2 ** 53 - 1,
        clientSeeds: ["ff".repeat(32), "00".repeat(32), "ab".repeat(32)],
        key: "b97c79789aed62fbd9f1e86d37dd4a041c05f55e5fd9dd7046a86605b345a0bb",
        outputs:
            "684ad3b3bd759f22 ea2fc3e1b746ff6d 3507ea109a5ff093 50ad7d615e7f8890 5d3c53b891abb976 2942d18332beaa88 " +
            "3fbd21fd03561d72 8470e58bf275eade cde6247af5ccf408 802e28ee79f6727c c9cb198632d6e977 8f6d166c37a56501 " +
            "db4eb6dccbde2aba ea716416eb88990c ab1e68b486533a22 921688597e7f34de",
        deck:
            "5S 10S KC 2C JS 9S 9H 3H 8C 8S 9C 3S AH AS JH 7S 3D 5D 2H QH 6S 4S 5H KS QS 2S " +
            "AD 9D 2D JC 4H KH 6C 6D JD 8D QD 8H QC 10D 7D 10H AC 10C 7C 4C 3C 6H 5C 4D KD 7H",
    },
];
const CARDS = Array.from({ length: 52 }, (_, i) => ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"][i >> 2]! + "SHDC"[i & 3]!);
const FIXTURE = new URL("../../test/fixtures/players-replay.json", import.meta.url); // build/test/ -> test/fixtures

test("the construction gives the documented vectors", async () => {
    for (const vector of VECTORS) {
        const key = await shuffleKey(vector.seed, vector.clientSeeds);
        assert.equal(Buffer.from(key).toString("hex"), vector.key);
        const generator = await keyedGenerator(key);
        const outputs = [];
        for (let i = 0; i < 16; i += 1) outputs.push((await generator.next()).toString(16).padStart(16, "0"));
        assert.equal(outputs.join(" "), vector.outputs);
        assert.equal((await firstDeck(vector.seed, vector.clientSeeds, [...CARDS].reverse())).join(" "), vector.deck);
    }
});

function changes(doc: DealReplay): [DealReplay, string][] {
    const copy = (): DealReplay => JSON.parse(JSON.stringify(doc)) as DealReplay;
    const seed = copy();
    const entry = seed.seat_seeds![1]!;
    entry.client_seed = entry.client_seed.slice(0, 63) + (entry.client_seed.endsWith("0") ? "1" : "0");
    const server = copy();
    server.seed += 1;
    const order = copy();
    const deck = order.dealt_deck!;
    const swap = deck.findIndex((card) => card !== deck[0]);
    [deck[0], deck[swap]] = [deck[swap]!, deck[0]!];
    return [[seed, "client seed of seat 1"], [server, "commitment"], [order, "dealt deck"]];
}

test("verifyDeal accepts the replay and names each change", async () => {
    const doc = JSON.parse(readFileSync(FIXTURE, "utf8")) as DealReplay;
    assert.deepEqual(await verifyDeal(doc), { ok: true });
    const mine = doc.seat_seeds![0]!.client_seed;
    assert.deepEqual(await verifyDeal(doc, { seat: 0, clientSeed: mine }), { ok: true });
    const other = await verifyDeal(doc, { seat: 1, clientSeed: mine });
    assert.equal(other.ok ? "" : other.where, "client seed of seat 1");
    for (const [changed, where] of changes(doc)) {
        const verdict = await verifyDeal(changed);
        assert.equal(verdict.ok ? "verified" : verdict.where, where);
    }
    const server = { ...doc, fairness: undefined, seat_seeds: undefined, dealt_deck: undefined };
    const refused = await verifyDeal(server);
    assert.equal(refused.ok ? "" : refused.where, "fairness");
});

let server: Server;
before(async () => void (server = await startServer()));
after(async () => server?.stop());

test("the helpers commit, keep and reveal the seeds themselves, and the deal verifies", async () => {
    const seeds = memorySeeds();
    const osmica = createOsmica({ baseUrl: server.baseUrl, seeds });
    const created = await osmica.create("nags", {
        players: 2,
        options: { deals: 1 },
        fairness: "players",
        seats: [{ name: "ana" }, { open: true }],
    });
    assert.ok(created.data, JSON.stringify(created.error));
    const gameId = created.data.game_id;
    const kept = seeds.get(`osmica:seed:nags:${gameId}:0`);
    assert.ok(kept !== null && /^[0-9a-f]{64}$/.test(kept));
    assert.ok(!JSON.stringify(created.data).includes(await seedCommitment(kept)), "no commitment is shown");

    const first = osmica.game("nags", gameId, { token: created.data.seats[0]!.token });
    const second = osmica.game("nags", gameId);
    const joined = await second.join({ invite: created.data.invites[0]!.invite });
    assert.ok(joined.data, JSON.stringify(joined.error));
    assert.equal(joined.data.waiting?.status, "revealing"); // the joiner revealed its own at once
    assert.deepEqual(joined.data.waiting?.revealed, [1]);
    const dealt = await first.view(); // sees the phase, reveals seat 0's seed: the deal
    assert.ok(dealt.data && dealt.data.status === "playing", JSON.stringify(dealt));

    const seats = [first, second];
    let view = dealt.data as View<"nags">;
    for (let i = 0; i < 3000 && view.status !== "finished"; i += 1) {
        const actor = seats[view.turn!]!;
        const own = (await actor.view()).data as View<"nags">;
        const legal = own.legal_actions.filter((a) => a.type !== "resign") as Action<"nags">[];
        const acted = await actor.act(legal.find((a) => a.type.startsWith("play")) ?? legal[0]!);
        assert.ok(acted.data, JSON.stringify(acted.error));
        view = acted.data.view;
    }
    assert.equal(view.status, "finished");
    assert.deepEqual(await first.verifyDeal(), { ok: true });
    assert.deepEqual(await second.verifyDeal(), { ok: true });
});
