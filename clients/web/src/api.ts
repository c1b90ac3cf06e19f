/**
 * The calls the front end makes, through the TypeScript SDK (`clients/typescript`): its typed handle on a match
 * of any game (`createOsmica(...).game(variant, id, { token })`), its openapi-fetch client for the routes that
 * are no match's, and its generated types. Each answer is either its typed data or a `Problem` to show.
 *
 * Quick match needs an app's key: the page takes it from its address (`/play/?key=osk_…`, for a demo or an app's
 * own page) and keeps it for the tab; a quick match's table is then reached with it (the match is the app's).
 */
import {
    type Action,
    type ActResult,
    type components,
    type CreateBody,
    type Created,
    createOsmica,
    createOsmicaClient,
    type DealCheck,
    type DealReplay,
    type Game,
    type GameEvent,
    type VariantId,
    type View,
    seedKey,
    type SeedStore,
    verifyDeal as verifyReplay,
    type Waiting,
} from "../../typescript/src/index.js";
import { t } from "./i18n.js";
import { held } from "./seats.js";

export type Schemas = components["schemas"];
export type Problem = Schemas["Problem"];
export type VariantInfo = Schemas["VariantInfo"];
export type AnyView = View<VariantId>;
export type AnyWaiting = Waiting<VariantId>;
export type AnyAction = Action<VariantId>;
export type AnyEvent = GameEvent<VariantId>;
export type Joined = NonNullable<Awaited<ReturnType<Game<VariantId>["join"]>>["data"]>;
export type LobbyEntry = Schemas["NagsLobbyEntry"];
export type QueueStatus = Schemas["QueueStatus"];

/** Either the answer's data or the problem that came back instead. */
export type Answer<T> = { ok: true; data: T; response: Response } | { ok: false; problem: Problem; response?: Response };

const base = (): string => globalThis.location.origin;

/** The client seeds of `fairness: "players"` matches, kept in `localStorage` until the match is over, so that a
 * reload in the middle of the reveal phase still reveals (and the deal can be checked after the end). */
const seeds: SeedStore = {
    get: (key) => globalThis.localStorage.getItem(key),
    set: (key, value) => globalThis.localStorage.setItem(key, value),
};

/** The app key this page was opened with (`?key=` in its address, kept for the tab), if any. */
export function appKey(): string | undefined {
    const given = new URLSearchParams(globalThis.location.search).get("key");
    if (given) globalThis.sessionStorage.setItem("osmica:key", given);
    return globalThis.sessionStorage.getItem("osmica:key") ?? undefined;
}

/** The app key a match is reached with: the page's, for a quick match's table; else none. */
export const keyFor = (gameId: string): string | undefined => (held(gameId)?.app ? appKey() : undefined);

/** This browser's player id for quick matches (its ratings), made once and kept. */
export function playerId(): string {
    let id = globalThis.localStorage.getItem("osmica:player");
    if (id === null) {
        id = `web-${randomKey()}`;
        globalThis.localStorage.setItem("osmica:player", id);
    }
    return id;
}

/** The match `id` of `variant`, as the seat of `token` (or a spectator). */
const game = (variant: VariantId, id: string, token?: string): Game<VariantId> => {
    const apiKey = keyFor(id);
    return createOsmica({ baseUrl: base(), seeds, ...(apiKey === undefined ? {} : { apiKey }) }).game(variant, id, { token });
};

/** Whether `view` is of a match not dealt: seats open, seeds to reveal, or cancelled. */
export const notDealt = (view: AnyView | AnyWaiting): view is AnyWaiting =>
    view.status === "waiting" || view.status === "revealing" || view.status === "cancelled";

/** The SDK's answer (typed data, or a typed error), or a call that got no answer, as an {@link Answer}. */
async function answer<T>(call: () => Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Answer<T>> {
    try {
        const { data, error, response } = await call();
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

export function catalogue(): Promise<Answer<Schemas["Catalogue"]>> {
    return answer(() => createOsmicaClient({ baseUrl: base() }).GET("/v1/variants"));
}

/** The OpenAPI document: the options' schemas, descriptions and defaults come from it. */
export async function openapiDocument(): Promise<Record<string, unknown>> {
    const response = await fetch(`${base()}/schema/openapi.json`);
    return (await response.json()) as Record<string, unknown>;
}

export function create(variant: VariantId, body: CreateBody<VariantId>): Promise<Answer<Created<VariantId>>> {
    return answer(() => createOsmica({ baseUrl: base(), seeds }).create(variant, body));
}

export function join(variant: VariantId, id: string, invite: string, name: string): Promise<Answer<Joined>> {
    return answer(() => game(variant, id).join({ invite, name }));
}

export function claimRematch(variant: VariantId, id: string, from: string, token: string): Promise<Answer<Joined>> {
    return answer(() => game(variant, id, token).join({ from }));
}

export function rematch(variant: VariantId, id: string, token: string): Promise<Answer<Schemas["Rematch"]>> {
    return answer(() => game(variant, id, token).rematch());
}

export function view(variant: VariantId, id: string, token?: string): Promise<Answer<AnyView | AnyWaiting>> {
    return answer(() => game(variant, id, token).view());
}

export function events(variant: VariantId, id: string, after: number, token?: string): Promise<Answer<{ events: AnyEvent[] }>> {
    return answer(() => game(variant, id, token).events({ after }));
}

/** The URL of a match's replay. */
export const replayUrl = (variant: VariantId, id: string): string => `${base()}/v1/${variant}/games/${encodeURIComponent(id)}/replay`;

/** Check the deal of a finished `fairness: "players"` match from its replay (and the seed this browser kept for
 * `seat`, if it played one). */
export async function verifyDeal(variant: VariantId, id: string, seat: number | null): Promise<DealCheck> {
    const got = await answer<DealReplay>(() => game(variant, id).replay());
    if (!got.ok) return { ok: false, where: "replay", detail: got.problem.detail ?? got.problem.code };
    const kept = seat === null ? null : seeds.get(seedKey(variant, id, seat));
    return verifyReplay(got.data, kept === null || seat === null ? undefined : { seat, clientSeed: kept });
}

/** The variant's public matches waiting for players (the lobby: no match of its own, so no handle). */
export function waitingList(variant: VariantId): Promise<Answer<{ games: LobbyEntry[] }>> {
    return answer(() => fetch(`${base()}/v1/${variant}/games?status=waiting`).then(async (response) => {
        const body: unknown = await response.json();
        return response.ok ? { data: body, response } : { error: body, response };
    }));
}

/** Queue this browser's player for a table of `players` with `options` (with the page's app key) and wait until
 * the ticket ends; aborting `signal` cancels it. */
export function quickMatch(
    variant: VariantId,
    players: number,
    options: Record<string, unknown>,
    botsAfter: number | null,
    signal: AbortSignal,
): Promise<Answer<QueueStatus>> {
    const apiKey = appKey();
    const body = { player: playerId(), players, options, bots_after_s: botsAfter };
    return answer(() =>
        createOsmica({ baseUrl: base(), ...(apiKey === undefined ? {} : { apiKey }) }).quickMatch(
            variant,
            body as Parameters<ReturnType<typeof createOsmica>["quickMatch"]>[1],
            { signal },
        ),
    );
}

/** One action, only on the version the player saw (`If-Match`), under a fresh `Idempotency-Key`. */
export function act(
    variant: VariantId,
    id: string,
    token: string,
    action: AnyAction,
    version: number,
): Promise<Answer<ActResult<VariantId>>> {
    return answer(() => game(variant, id, token).act(action, { ifMatch: version, idempotencyKey: randomKey() }));
}

function randomKey(): string {
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
