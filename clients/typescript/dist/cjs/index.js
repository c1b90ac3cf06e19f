"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createOsmica = exports.connectedAfter = exports.streamEvents = exports.StreamError = void 0;
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
var game_js_1 = require("./game.js");
Object.defineProperty(exports, "connectedAfter", { enumerable: true, get: function () { return game_js_1.connectedAfter; } });
Object.defineProperty(exports, "createOsmica", { enumerable: true, get: function () { return game_js_1.createOsmica; } });
/** An openapi-fetch client for the whole API: `GET`, `POST` take the document's paths and return typed
 * `{ data, error, response }`, where `error` is the typed problem of the status that came back. */
function createOsmicaClient({ token, ...options }) {
    const client = (0, openapi_fetch_1.default)(options);
    if (token !== undefined) {
        client.use({ onRequest: ({ request }) => void request.headers.set("Authorization", `Bearer ${token}`) });
    }
    return client;
}
