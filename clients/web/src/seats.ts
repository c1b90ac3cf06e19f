/** What this browser holds for each match it plays: its seat's token (and, for a match it created, the host
 * token and the open seats' invites), kept in `localStorage` under the game id; beside it, only the client seed
 * of a `fairness: "players"` match (the SDK's `SeedStore`, `api.ts`). */

export interface Held {
    variant: string;
    seat: number | null;
    token?: string;
    host_token?: string;
    invites?: { seat: number; invite: string }[];
    /** Created or joined with `fairness: "players"`: its deal is checked after the end. */
    fair?: boolean;
    /** A quick match: the match is the app's, reached with the page's app key (`api.appKey`). */
    app?: boolean;
}

const key = (gameId: string): string => `osmica:game:${gameId}`;

export function held(gameId: string): Held | null {
    const raw = globalThis.localStorage.getItem(key(gameId));
    if (raw === null) return null;
    try {
        return JSON.parse(raw) as Held;
    } catch {
        return null;
    }
}

export function hold(gameId: string, value: Held): void {
    globalThis.localStorage.setItem(key(gameId), JSON.stringify(value));
}
