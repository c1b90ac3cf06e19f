/**
 * The calls the front end makes, through the TypeScript SDK (`clients/typescript`): its openapi-fetch client
 * and its generated types. Every game shares one shape of paths (`/v1/{variant}/games/...`), so the calls take
 * the variant as a value; each answer is either its typed data or a `Problem` to show.
 */
import type { Client } from "openapi-fetch";

import {
    createOsmicaClient,
    type Action,
    type ActResult,
    type components,
    type CreateBody,
    type Created,
    type GameEvent,
    type paths,
    type VariantId,
    type View,
    type Waiting,
} from "../../typescript/src/index.js";
import { t } from "./i18n.js";

export type Schemas = components["schemas"];
export type Problem = Schemas["Problem"];
export type VariantInfo = Schemas["VariantInfo"];
export type AnyView = View<VariantId>;
export type AnyWaiting = Waiting<VariantId>;
export type AnyAction = Action<VariantId>;
export type AnyEvent = GameEvent<VariantId>;
export type Joined = Schemas["NagsJoined"] | Schemas["CrazyEightsJoined"] | Schemas["SwitchJoined"] |
    Schemas["SuperCrazyEightsJoined"] | Schemas["NusicleJoined"];
export type LobbyEntry = Schemas["NagsLobbyEntry"];

/** Either the answer's data or the problem that came back instead. */
export type Answer<T> = { ok: true; data: T; response: Response } | { ok: false; problem: Problem; response?: Response };

const base = (): string => globalThis.location.origin;

/** A client sending `token` (a seat's) or none (a spectator). The paths are the variant's own; the casts below
 * name one variant's path type because TypeScript cannot index `paths` by a variant held in a variable. */
function client(token?: string): Client<paths> {
    return createOsmicaClient(token === undefined ? { baseUrl: base() } : { baseUrl: base(), token });
}

type Loose = {
    GET(path: string, init: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
    POST(path: string, init: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

async function call<T>(
    method: "GET" | "POST",
    path: string,
    init: object,
    token?: string,
): Promise<Answer<T>> {
    const loose = client(token) as unknown as Loose;
    try {
        const { data, error, response } = await loose[method](path, init);
        if (response.ok) return { ok: true, data: data as T, response };
        return { ok: false, problem: asProblem(error, response), response };
    } catch (error) {
        return { ok: false, problem: unreachable(error) };
    }
}

function asProblem(error: unknown, response: Response): Problem {
    if (typeof error === "object" && error !== null && "code" in error) return error as Problem;
    return {
        type: "about:blank",
        title: response.statusText || t("serverError"),
        status: response.status,
        code: "internal_error" as Problem["code"],
        detail: typeof error === "string" ? error : null,
    };
}

function unreachable(error: unknown): Problem {
    return {
        type: "about:blank",
        title: t("serverUnreachable"),
        status: 0,
        code: "server_unreachable" as Problem["code"], // the browser's own: no answer came back
        detail: t("serverUnreachableDetail", { error: error instanceof Error ? error.message : String(error) }),
    };
}

const game = (variant: VariantId, id: string): { path: { variant: VariantId; game_id: string } } => ({
    path: { variant, game_id: id },
});

export function catalogue(): Promise<Answer<Schemas["Catalogue"]>> {
    return call("GET", "/v1/variants", {});
}

/** The OpenAPI document: the options' schemas, descriptions and defaults come from it. */
export async function openapiDocument(): Promise<Record<string, unknown>> {
    const response = await fetch(`${base()}/schema/openapi.json`);
    return (await response.json()) as Record<string, unknown>;
}

export function create(variant: VariantId, body: CreateBody<VariantId>): Promise<Answer<Created<VariantId>>> {
    return call("POST", "/v1/{variant}/games", { params: { path: { variant } }, body });
}

export function join(variant: VariantId, id: string, invite: string, name: string): Promise<Answer<Joined>> {
    return call("POST", "/v1/{variant}/games/{game_id}/join", { params: game(variant, id), body: { invite, name } });
}

export function claimRematch(variant: VariantId, id: string, from: string, token: string): Promise<Answer<Joined>> {
    return call("POST", "/v1/{variant}/games/{game_id}/join", { params: game(variant, id), body: { from } }, token);
}

export function rematch(variant: VariantId, id: string, token: string): Promise<Answer<Schemas["Rematch"]>> {
    return call("POST", "/v1/{variant}/games/{game_id}/rematch", { params: game(variant, id) }, token);
}

export function view(variant: VariantId, id: string, token?: string): Promise<Answer<AnyView | AnyWaiting>> {
    return call("GET", "/v1/{variant}/games/{game_id}", { params: game(variant, id) }, token);
}

export function events(variant: VariantId, id: string, after: number, token?: string): Promise<Answer<{ events: AnyEvent[] }>> {
    return call("GET", "/v1/{variant}/games/{game_id}/events", { params: { ...game(variant, id), query: { after } } }, token);
}

export function waitingList(variant: VariantId): Promise<Answer<{ games: LobbyEntry[] }>> {
    return call("GET", "/v1/{variant}/games", { params: { path: { variant }, query: { status: "waiting" } } });
}

/** One action, only on the version the player saw (`If-Match`), under a fresh `Idempotency-Key`. */
export function act(
    variant: VariantId,
    id: string,
    token: string,
    action: AnyAction,
    version: number,
): Promise<Answer<ActResult<VariantId>>> {
    const headers = { "If-Match": `"${version}"`, "Idempotency-Key": randomKey() };
    return call("POST", "/v1/{variant}/games/{game_id}/actions", { params: game(variant, id), body: action, headers }, token);
}

function randomKey(): string {
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
