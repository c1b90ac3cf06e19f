/**
 * The Osmica client: the types generated from the OpenAPI document (`./generated/openapi.ts`, never edited by
 * hand) and `createOsmicaClient`, an openapi-fetch client over them with the base URL and a seat's bearer token.
 *
 * Every schema of the document is a named type (`NagsView`, `NagsPlay | NagsTurnStock`, `NagsConflict`,
 * `Problem`, ...). The lookups below name the same types per variant id, for code that serves every game:
 * `View<"nags">` is `NagsView`, `Action<"nags">` is the union the view's `legal_actions` holds.
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";

import type { paths } from "./generated/openapi.js";

export type * from "./generated/openapi.js";
export type { ProblemCodes } from "./generated/codes.js";
export {
    type PresenceStreamMessage,
    StreamError,
    streamEvents,
    type StreamMessage,
    type StreamOptions,
} from "./stream.js";
export { SIGNATURE_HEADER, type VerifyOptions, verifySignature } from "./webhooks.js";
export {
    cardIndex,
    type DealCheck,
    type DealReplay,
    firstDeck,
    keyedGenerator,
    newClientSeed,
    seedCommitment,
    serverCommitment,
    shuffleKey,
    verifyDeal,
} from "./fairness.js";
export {
    type ActOptions,
    connectedAfter,
    type Answer,
    createOsmica,
    type ErrorOf,
    type EventsOptions,
    type Game,
    type GameStreamOptions,
    type Osmica,
    type OsmicaError,
    type OsmicaOptions,
    memorySeeds,
    seedKey,
    type SeedStore,
    type QueueBody,
    type QuickMatchAnswer,
    type QuickMatchOptions,
} from "./game.js";

/** The id of every game the document serves: the `{variant}` of `/v1/{variant}/games`. */
export type VariantId = { [P in keyof paths]: P extends `/v1/${infer V}/games` ? V : never }[keyof paths];

type JsonOf<R> = R extends { content: { "application/json": infer T } } ? T : never;
type GamePath<V extends VariantId> = paths[`/v1/${V}/games/{game_id}`];

/** The body that creates a match of variant `V` (`NagsCreate`). */
export type CreateBody<V extends VariantId> = JsonOf<paths[`/v1/${V}/games`]["post"]["requestBody"]>;
/** The answer to a creation: the game id, one token per seat, the spectator view (`NagsCreated`). */
export type Created<V extends VariantId> = JsonOf<paths[`/v1/${V}/games`]["post"]["responses"][201]>;
type AnyView<V extends VariantId> = JsonOf<GamePath<V>["get"]["responses"][200]>;
/** The statuses of a match that is not dealt: seats open, seeds to reveal (`fairness: "players"`), cancelled. */
export type WaitingStatus = "waiting" | "revealing" | "cancelled";
/** A seat's or the spectator's view of a dealt match (`NagsView`). */
export type View<V extends VariantId> = Exclude<AnyView<V>, { status: WaitingStatus }>;
/** The view of a match not dealt (`NagsWaiting`): who holds each seat, nothing dealt. */
export type Waiting<V extends VariantId> = Extract<AnyView<V>, { status: WaitingStatus }>;
/** One action of the variant, as `legal_actions` lists it and the act operation takes it. */
export type Action<V extends VariantId> = JsonOf<paths[`/v1/${V}/games/{game_id}/actions`]["post"]["requestBody"]>;
/** The answer to an accepted action: the actor's view and the events it caused (`NagsActResult`). */
export type ActResult<V extends VariantId> = JsonOf<
    paths[`/v1/${V}/games/{game_id}/actions`]["post"]["responses"][200]
>;
/** One event of a variant-`V` match, typed by its `type` (`PlayedEvent`, `DrewEvent`, ...). */
export type GameEvent<V extends VariantId> = JsonOf<
    paths[`/v1/${V}/games/{game_id}/events`]["get"]["responses"][200]
>["events"][number];

/** Where the server is and, to act as a seat (or see its hand), that seat's token. */
export interface OsmicaClientOptions extends ClientOptions {
    /** The server's root URL, e.g. `http://127.0.0.1:8000`. */
    baseUrl: string;
    /** A seat token from the creation's `seats`; sent as `Authorization: Bearer <token>`. */
    token?: string;
}

/** An openapi-fetch client for the whole API: `GET`, `POST` take the document's paths and return typed
 * `{ data, error, response }`, where `error` is the typed problem of the status that came back. */
export function createOsmicaClient({ token, ...options }: OsmicaClientOptions): Client<paths> {
    const client = createClient<paths>(options);
    if (token !== undefined) {
        client.use({ onRequest: ({ request }) => void request.headers.set("Authorization", `Bearer ${token}`) });
    }
    return client;
}
