/**
 * `verifySignature` against the header the server sends (docs/webhooks.md): a known vector from the server's own
 * signing, a signature made here with node:crypto, and everything it must refuse.
 */
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { test } from "node:test";

import { verifySignature } from "../src/index.js";

const SECRET = "whsec_test";
const BODY = '{"id":"evt_1","type":"turn"}';
const HEADER = "t=1700000000,v1=b1280364030c0b68910c3b6148c33a179bf1e3bb511b82e9368bde25cc84f7c4";
const AT = { now: 1700000000 };

test("the server's signature of a body verifies, as text and as bytes", async () => {
    assert.equal(await verifySignature(SECRET, HEADER, BODY, AT), true);
    assert.equal(await verifySignature(SECRET, HEADER, new TextEncoder().encode(BODY), AT), true);
});

test("a signature made with node:crypto at the current time verifies", async () => {
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", SECRET).update(`${t}.${BODY}`).digest("hex");
    assert.equal(await verifySignature(SECRET, `t=${t},v1=${v1}`, BODY), true);
});

test("another secret, another body, an old time, or a malformed header is refused", async () => {
    assert.equal(await verifySignature("whsec_other", HEADER, BODY, AT), false);
    assert.equal(await verifySignature(SECRET, HEADER, `${BODY} `, AT), false);
    assert.equal(await verifySignature(SECRET, HEADER, BODY, { now: 1700000000 + 301 }), false);
    assert.equal(await verifySignature(SECRET, HEADER, BODY, { now: 1700009999, toleranceS: 0 }), true);
    assert.equal(await verifySignature(SECRET, HEADER.replace("t=", "t=1"), BODY, AT), false);
    assert.equal(await verifySignature(SECRET, `t=1700000000,t=1700000000,${HEADER.slice(13)}`, BODY, AT), false);
    assert.equal(await verifySignature(SECRET, "v1=abc", BODY, AT), false);
    assert.equal(await verifySignature(SECRET, "", BODY, AT), false);
    assert.equal(await verifySignature(SECRET, null, BODY, AT), false);
});
