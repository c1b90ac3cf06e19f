/**
 * Deals the players can check (`fairness: "players"`, docs/fairness.md), in the browser or in Node: the client
 * seed a seat commits to, and `verifyDeal(replay)`, which checks a finished match's replay with Web Crypto
 * alone: the server's commitment opens to its seed and nonce, every seat's commitment to its client seed, and
 * deal 1's deck is the one the construction gives from the server's seed and the client seeds in seat order.
 *
 * The construction (version 1): key = SHA-256("osmica-shuffle/v1" 0x00 ‖ seed as 8 bytes big-endian ‖ seats as
 * 1 byte ‖ every client seed, 32 bytes each, in seat order); output i = the first 8 bytes (big-endian) of
 * HMAC-SHA256(key, i as 8 bytes big-endian); below(m) by Lemire's method over the outputs; deal 1 shuffles the
 * cards in ascending order of their index ((rank - 2) * 4 + suit, suits S H D C) by Fisher-Yates from the last
 * index down. The rest of the match (every action and event) is `osmica verify`'s to check.
 */
const SHUFFLE_DOMAIN = "osmica-shuffle/v1\u0000";
const COMMITMENT_DOMAIN = "osmica-commitment/v1\u0000";
const TWO_64 = 1n << 64n;
const MASK_64 = TWO_64 - 1n;
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const SUITS = "SHDC";
/** Web Crypto: the global one (browsers, Node ≥ 19), else Node 18's `node:crypto` `webcrypto`. */
async function webCrypto() {
    if (globalThis.crypto?.subtle !== undefined)
        return globalThis.crypto;
    const node = "node:crypto"; // a name bundlers for the browser leave alone
    const imported = (await import(/* @vite-ignore */ node));
    return imported.webcrypto;
}
const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
function fromHex(text) {
    if (!/^([0-9a-f]{2})*$/.test(text))
        throw new Error(`not lowercase hexadecimal: ${text.slice(0, 16)}`);
    const bytes = new Uint8Array(text.length / 2);
    for (let i = 0; i < bytes.length; i += 1)
        bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
    return bytes;
}
function concat(...parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
        out.set(part, at);
        at += part.length;
    }
    return out;
}
function u64(value) {
    const out = new Uint8Array(8);
    new DataView(out.buffer).setBigUint64(0, value);
    return out;
}
async function sha256(data) {
    return new Uint8Array(await (await webCrypto()).subtle.digest("SHA-256", data));
}
/** A fresh client seed (32 bytes from the platform's CSPRNG) and its commitment, both as 64 hex digits. */
export async function newClientSeed() {
    const seed = (await webCrypto()).getRandomValues(new Uint8Array(32));
    return { clientSeed: hex(seed), seedCommitment: await seedCommitment(hex(seed)) };
}
/** The commitment to a client seed: its SHA-256, as 64 hex digits. */
export async function seedCommitment(clientSeed) {
    return hex(await sha256(fromHex(clientSeed)));
}
/** The generator's key from the server's seed and the client seeds (hex), in seat order. */
export async function shuffleKey(seed, clientSeeds) {
    const seeds = clientSeeds.map(fromHex);
    if (seeds.some((s) => s.length !== 32))
        throw new Error("a client seed is 32 bytes");
    return sha256(concat(new TextEncoder().encode(SHUFFLE_DOMAIN), u64(BigInt(seed)), Uint8Array.of(seeds.length), ...seeds));
}
/** The keyed counter-mode generator: `next()` is output 0, 1, 2, ... as an unsigned 64-bit `bigint`. */
export async function keyedGenerator(key) {
    const subtle = (await webCrypto()).subtle;
    const hmac = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    let counter = 0n;
    return {
        async next() {
            const mac = new Uint8Array(await subtle.sign("HMAC", hmac, u64(counter)));
            counter += 1n;
            return new DataView(mac.buffer).getBigUint64(0);
        },
    };
}
/** A card's index: `(rank - 2) * 4 + suit` (`2S` is 0, `AC` 51). */
export function cardIndex(card) {
    const rank = RANKS.indexOf(card.slice(0, -1));
    const suit = SUITS.indexOf(card.slice(-1));
    if (rank < 0 || suit < 0 || card.length < 2)
        throw new Error(`not a card: ${card}`);
    return rank * 4 + suit;
}
const cardCode = (index) => RANKS[Math.floor(index / 4)] + SUITS[index % 4];
/** Deal 1's deck, top card first: the `cards` (codes, any order) ascending by index, shuffled by the generator. */
export async function firstDeck(seed, clientSeeds, cards) {
    const generator = await keyedGenerator(await shuffleKey(seed, clientSeeds));
    const deck = cards.map(cardIndex).sort((a, b) => a - b);
    const below = async (m) => {
        const n = BigInt(m);
        const threshold = TWO_64 % n;
        for (;;) {
            const product = (await generator.next()) * n;
            if ((product & MASK_64) >= threshold)
                return Number(product >> 64n);
        }
    };
    for (let i = deck.length - 1; i > 0; i -= 1) {
        const j = await below(i + 1);
        [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    return deck.map(cardCode);
}
/** The server's commitment to its seed, nonce and preset deck (docs/fairness.md, the byte layout). */
export async function serverCommitment(seed, nonce, deck) {
    const parts = [new TextEncoder().encode(COMMITMENT_DOMAIN), u64(BigInt(seed)), fromHex(nonce)];
    if (deck === null)
        parts.push(Uint8Array.of(0));
    else {
        parts.push(Uint8Array.of(1, deck.length >> 8, deck.length & 0xff));
        for (const card of deck)
            parts.push(Uint8Array.of(card.length), new TextEncoder().encode(card));
    }
    return hex(await sha256(concat(...parts)));
}
/**
 * Check a finished `fairness: "players"` match's replay: the server's commitment, every seat's commitment and
 * deal 1's deck. With `mine` (the seat this client played and the seed it kept), also that the replay holds
 * that seed at that seat.
 */
export async function verifyDeal(replay, mine) {
    const fail = (where, detail) => ({ ok: false, where, detail });
    const opened = await serverCommitment(replay.seed, replay.nonce, replay.deck);
    if (opened !== replay.commitment) {
        return fail("commitment", `published ${replay.commitment}, but seed, nonce and deck give ${opened}`);
    }
    if (replay.fairness !== "players" || replay.seat_seeds === undefined || replay.dealt_deck === undefined) {
        return fail("fairness", 'the match was not dealt with the players\' seeds (fairness "players")');
    }
    for (const [seat, entry] of replay.seat_seeds.entries()) {
        const committed = await seedCommitment(entry.client_seed);
        if (committed !== entry.seed_commitment) {
            return fail(`client seed of seat ${seat}`, `seat ${seat} committed to ${entry.seed_commitment}, but its client seed gives ${committed}`);
        }
    }
    if (mine !== undefined && replay.seat_seeds[mine.seat]?.client_seed !== mine.clientSeed) {
        return fail(`client seed of seat ${mine.seat}`, "the replay does not hold the seed this client revealed");
    }
    const seeds = replay.seat_seeds.map((s) => s.client_seed);
    const dealt = await firstDeck(replay.seed, seeds, replay.dealt_deck);
    const differs = dealt.findIndex((card, i) => card !== replay.dealt_deck[i]);
    if (differs >= 0) {
        return fail("dealt deck", `the seeds deal ${dealt.join(" ")}, but the replay shows ${replay.dealt_deck.join(" ")} (first difference at card ${differs + 1})`);
    }
    return { ok: true };
}
