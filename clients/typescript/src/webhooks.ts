/**
 * Checking a webhook delivery's `Osmica-Signature` on the receiver's side: `verifySignature`.
 *
 * The header reads `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: the signature covers the
 * timestamp and the exact bytes of the body, so check it on the raw body, before parsing it. Web Crypto
 * (`crypto.subtle`) computes it, in Node.js 20+, browsers, Deno and edge workers alike. A delivery is signed when it
 * is sent, so a retry carries a fresh `t`; `toleranceS` refuses a replayed old one (de-duplicate by the body's `id`).
 */

/** The name of the header that signs a delivery. */
export const SIGNATURE_HEADER = "Osmica-Signature";

/** How `verifySignature` judges the time of a signature. */
export interface VerifyOptions {
    /** Seconds the signature's `t` may be away from `now` (default 300; 0: any time). */
    toleranceS?: number;
    /** The current time in Unix seconds (default: the clock's). */
    now?: number;
}

const encoder = new TextEncoder();

/**
 * True when `header` (the `Osmica-Signature` value) signs `body` (the raw request body, as text or bytes) with
 * `secret`, at a time within the tolerance. The comparison takes the same time wherever the digests differ.
 */
export async function verifySignature(
    secret: string,
    header: string | null | undefined,
    body: string | Uint8Array,
    options: VerifyOptions = {},
): Promise<boolean> {
    if (!header) return false;
    const stamps: string[] = [];
    const given: string[] = [];
    for (const part of header.split(",")) {
        const at = part.indexOf("=");
        if (at < 0) continue;
        const name = part.slice(0, at).trim();
        const value = part.slice(at + 1).trim();
        if (name === "t") stamps.push(value);
        if (name === "v1") given.push(value);
    }
    const stamp = stamps[0];
    if (stamps.length !== 1 || stamp === undefined || !/^[0-9]+$/.test(stamp)) return false;
    const tolerance = options.toleranceS ?? 300;
    const now = options.now ?? Date.now() / 1000;
    if (tolerance > 0 && Math.abs(now - Number(stamp)) > tolerance) return false;
    const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
    ]);
    const bytes = typeof body === "string" ? encoder.encode(body) : body;
    const signed = new Uint8Array(stamp.length + 1 + bytes.length);
    signed.set(encoder.encode(`${stamp}.`), 0);
    signed.set(bytes, stamp.length + 1);
    const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, signed));
    const expected = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    return given.some((candidate) => sameText(expected, candidate));
}

function sameText(a: string, b: string): boolean {
    if (a.length !== b.length) return false;
    let difference = 0;
    for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
    return difference === 0;
}
