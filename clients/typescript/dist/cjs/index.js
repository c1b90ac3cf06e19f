"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seedKey = exports.memorySeeds = exports.createOsmica = exports.connectedAfter = exports.verifyDeal = exports.shuffleKey = exports.serverCommitment = exports.seedCommitment = exports.newClientSeed = exports.keyedGenerator = exports.firstDeck = exports.cardIndex = exports.verifySignature = exports.SIGNATURE_HEADER = exports.streamEvents = exports.StreamError = void 0;
exports.createOsmicaClient = createOsmicaClient;
/**
 * The Osmica client: the types generated from the OpenAPI document (`./generated/openapi.ts`, never edited by
 * hand) and `createOsmicaClient`, an openapi-fetch client over them with the base URL and a seat's bearer token.
 *
 * Every schema of the document is a named type (`NagsView`, `NagsPlay | NagsTurnStock`, `NagsConflict`,
 * `Problem`, ...). The lookups below name the same types per variant id, for code that serves every game:
 * `View<"nags">` is `NagsView`, `Action<"nags">` is the union the view's `legal_actions` holds.
 */
const openapi_fetch_1 = require("openapi-fetch");
var stream_js_1 = require("./stream.js");
Object.defineProperty(exports, "StreamError", { enumerable: true, get: function () { return stream_js_1.StreamError; } });
Object.defineProperty(exports, "streamEvents", { enumerable: true, get: function () { return stream_js_1.streamEvents; } });
var webhooks_js_1 = require("./webhooks.js");
Object.defineProperty(exports, "SIGNATURE_HEADER", { enumerable: true, get: function () { return webhooks_js_1.SIGNATURE_HEADER; } });
Object.defineProperty(exports, "verifySignature", { enumerable: true, get: function () { return webhooks_js_1.verifySignature; } });
var fairness_js_1 = require("./fairness.js");
Object.defineProperty(exports, "cardIndex", { enumerable: true, get: function () { return fairness_js_1.cardIndex; } });
Object.defineProperty(exports, "firstDeck", { enumerable: true, get: function () { return fairness_js_1.firstDeck; } });
Object.defineProperty(exports, "keyedGenerator", { enumerable: true, get: function () { return fairness_js_1.keyedGenerator; } });
Object.defineProperty(exports, "newClientSeed", { enumerable: true, get: function () { return fairness_js_1.newClientSeed; } });
Object.defineProperty(exports, "seedCommitment", { enumerable: true, get: function () { return fairness_js_1.seedCommitment; } });
Object.defineProperty(exports, "serverCommitment", { enumerable: true, get: function () { return fairness_js_1.serverCommitment; } });
Object.defineProperty(exports, "shuffleKey", { enumerable: true, get: function () { return fairness_js_1.shuffleKey; } });
Object.defineProperty(exports, "verifyDeal", { enumerable: true, get: function () { return fairness_js_1.verifyDeal; } });
var game_js_1 = require("./game.js");
Object.defineProperty(exports, "connectedAfter", { enumerable: true, get: function () { return game_js_1.connectedAfter; } });
Object.defineProperty(exports, "createOsmica", { enumerable: true, get: function () { return game_js_1.createOsmica; } });
Object.defineProperty(exports, "memorySeeds", { enumerable: true, get: function () { return game_js_1.memorySeeds; } });
Object.defineProperty(exports, "seedKey", { enumerable: true, get: function () { return game_js_1.seedKey; } });
/** An openapi-fetch client for the whole API: `GET`, `POST` take the document's paths and return typed
 * `{ data, error, response }`, where `error` is the typed problem of the status that came back. */
function createOsmicaClient({ token, ...options }) {
    const client = (0, openapi_fetch_1.default)(options);
    if (token !== undefined) {
        client.use({ onRequest: ({ request }) => void request.headers.set("Authorization", `Bearer ${token}`) });
    }
    return client;
}
