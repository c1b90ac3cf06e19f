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
/** A fresh client seed (32 bytes from the platform's CSPRNG) and its commitment, both as 64 hex digits. */
export declare function newClientSeed(): Promise<{
    clientSeed: string;
    seedCommitment: string;
}>;
/** The commitment to a client seed: its SHA-256, as 64 hex digits. */
export declare function seedCommitment(clientSeed: string): Promise<string>;
/** The generator's key from the server's seed and the client seeds (hex), in seat order. */
export declare function shuffleKey(seed: number, clientSeeds: string[]): Promise<Uint8Array>;
/** The keyed counter-mode generator: `next()` is output 0, 1, 2, ... as an unsigned 64-bit `bigint`. */
export declare function keyedGenerator(key: Uint8Array): Promise<{
    next(): Promise<bigint>;
}>;
/** A card's index: `(rank - 2) * 4 + suit` (`2S` is 0, `AC` 51). */
export declare function cardIndex(card: string): number;
/** Deal 1's deck, top card first: the `cards` (codes, any order) ascending by index, shuffled by the generator. */
export declare function firstDeck(seed: number, clientSeeds: string[], cards: string[]): Promise<string[]>;
/** What `verifyDeal` reads of a replay document (any game's `<Game>Replay`). */
export interface DealReplay {
    commitment: string;
    seed: number;
    nonce: string;
    deck: string[] | null;
    fairness?: "players";
    seat_seeds?: {
        seed_commitment: string;
        client_seed: string;
    }[];
    dealt_deck?: string[];
}
/** `verifyDeal`'s verdict: verified, or the first place where the replay does not hold. */
export type DealCheck = {
    ok: true;
} | {
    ok: false;
    where: string;
    detail: string;
};
/** The server's commitment to its seed, nonce and preset deck (docs/fairness.md, the byte layout). */
export declare function serverCommitment(seed: number, nonce: string, deck: string[] | null): Promise<string>;
/**
 * Check a finished `fairness: "players"` match's replay: the server's commitment, every seat's commitment and
 * deal 1's deck. With `mine` (the seat this client played and the seed it kept), also that the replay holds
 * that seed at that seat.
 */
export declare function verifyDeal(replay: DealReplay, mine?: {
    seat: number;
    clientSeed: string;
}): Promise<DealCheck>;
