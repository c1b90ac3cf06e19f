/**
 * The Osmica client: the types generated from the OpenAPI document (`./generated/openapi.ts`, never edited by
 * hand) and `createOsmicaClient`, an openapi-fetch client over them with the base URL and a seat's bearer token.
 *
 * Every schema of the document is a named type (`NagsView`, `NagsPlay | NagsTurnStock`, `NagsConflict`,
 * `Problem`, ...). The lookups below name the same types per variant id, for code that serves every game:
 * `View<"nags">` is `NagsView`, `Action<"nags">` is the union the view's `legal_actions` holds.
 */
import createClient, {} from "openapi-fetch";
export { StreamError, streamEvents, } from "./stream.js";
export { SIGNATURE_HEADER, verifySignature } from "./webhooks.js";
export { cardIndex, firstDeck, keyedGenerator, newClientSeed, seedCommitment, serverCommitment, shuffleKey, verifyDeal, } from "./fairness.js";
export { connectedAfter, createOsmica, memorySeeds, seedKey, } from "./game.js";
/** An openapi-fetch client for the whole API: `GET`, `POST` take the document's paths and return typed
 * `{ data, error, response }`, where `error` is the typed problem of the status that came back. */
export function createOsmicaClient({ token, ...options }) {
    const client = createClient(options);
    if (token !== undefined) {
        client.use({ onRequest: ({ request }) => void request.headers.set("Authorization", `Bearer ${token}`) });
    }
    return client;
}
