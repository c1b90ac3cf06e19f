/**
 * Checking a webhook delivery's `Osmica-Signature` on the receiver's side: `verifySignature`.
 *
 * The header reads `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: the signature covers the
 * timestamp and the exact bytes of the body, so check it on the raw body, before parsing it. Web Crypto
 * (`crypto.subtle`) computes it, in Node.js 20+, browsers, Deno and edge workers alike. A delivery is signed when it
 * is sent, so a retry carries a fresh `t`; `toleranceS` refuses a replayed old one (de-duplicate by the body's `id`).
 */
/** The name of the header that signs a delivery. */
export declare const SIGNATURE_HEADER = "Osmica-Signature";
/** How `verifySignature` judges the time of a signature. */
export interface VerifyOptions {
    /** Seconds the signature's `t` may be away from `now` (default 300; 0: any time). */
    toleranceS?: number;
    /** The current time in Unix seconds (default: the clock's). */
    now?: number;
}
/**
 * True when `header` (the `Osmica-Signature` value) signs `body` (the raw request body, as text or bytes) with
 * `secret`, at a time within the tolerance. The comparison takes the same time wherever the digests differ.
 */
export declare function verifySignature(secret: string, header: string | null | undefined, body: string | Uint8Array, options?: VerifyOptions): Promise<boolean>;
