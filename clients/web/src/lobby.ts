/**
 * The lobby, `#/` (pick a game, its house rules, who sits where; create; a quick match with the app's players;
 * the public matches waiting), and the join page, `#/join/<variant>/<game id>/<invite>` (take the seat an invite link names).
 */
import type { VariantId } from "../../typescript/src/index.js";
import * as api from "./api.js";
import type { VariantInfo } from "./api.js";
import { maybe, t, type Key } from "./i18n.js";
import { optionsForm, optionsSchema } from "./options.js";
import { hold } from "./seats.js";
import { clearProblem, h, mount, showProblem } from "./ui.js";

const SEAT_CHOICES: [string, Key][] = [
    ["me", "seatMe"],
    ["open", "seatOpen"],
    ["bot:random", "seatRandom"],
    ["bot:greedy", "seatGreedy"],
    ["bot:expert", "seatExpert"],
];

/** A game's name and summary in the page's language (the server's own words for a game the catalogue lacks). */
export const titleOf = (game: VariantInfo): string => maybe(`game.${game.id}`) ?? game.title;
const summaryOf = (game: VariantInfo): string => maybe(`summary.${game.id}`) ?? game.summary;

/** Draw the lobby for `games`, with `chosen` (a variant id) selected. */
export function showLobby(games: VariantInfo[], document: () => Promise<Record<string, unknown>>, chosen: string): void {
    const game = games.find((g) => g.id === chosen) ?? games[0];
    if (game === undefined) return mount(h("p", {}, t("noGame")));
    const picker = h("div", { class: "variants", role: "group", "aria-label": t("gameGroup") },
        ...games.map((g) => h("button", {
            type: "button", "aria-pressed": g.id === game.id ? "true" : "false", "data-variant": g.id,
            onclick: () => showLobby(games, document, g.id),
        }, titleOf(g))));

    const players = h("select", { id: "players", name: "players" });
    for (let n = game.min_players; n <= game.max_players; n += 1) players.append(h("option", { value: String(n) }, String(n)));
    const seatBox = h("fieldset", {}, h("legend", {}, t("seats")));
    const seatRows: { choice: HTMLSelectElement; name: HTMLInputElement }[] = [];
    const drawSeats = (): void => {
        const count = Number(players.value);
        while (seatRows.length < count) {
            const seat = seatRows.length;
            const choice = h("select", { id: `seat-${seat}`, "aria-label": t("seatN", { n: seat + 1 }) });
            for (const [value, text] of SEAT_CHOICES) choice.append(h("option", { value, selected: value === (seat === 0 ? "me" : "bot:greedy") }, t(text)));
            const name = h("input", { id: `seat-${seat}-name`, type: "text", maxlength: 40, value: t("defaultName", { n: seat + 1 }), "aria-label": t("seatNameLabel", { n: seat + 1 }) });
            const syncName = (): void => void (name.hidden = choice.value !== "me");
            choice.addEventListener("change", syncName);
            syncName();
            seatRows.push({ choice, name });
        }
        seatRows.length = count;
        seatBox.replaceChildren(h("legend", {}, t("seats")), ...seatRows.map((row, seat) =>
            h("div", { class: "seat-row" }, h("label", { for: `seat-${seat}` }, t("seatN", { n: seat + 1 })), row.choice, row.name)));
    };
    players.addEventListener("change", drawSeats);
    drawSeats();

    // The house rules come with the OpenAPI document, asked for once the lobby is drawn (or the house rules are
    // opened): the rest of the lobby never waits for it; until it is there, a match gets the default rules.
    let form: ReturnType<typeof optionsForm> | null = null;
    const loading = h("p", { class: "muted" }, t("loadingRules"));
    const rules = h("details", { class: "house-rules" }, h("summary", {}, t("houseRulesSummary")), loading);
    let asked = false;
    const fill = (): void => {
        if (asked) return;
        asked = true;
        void document().then((loaded) => {
            form = optionsForm(optionsSchema(loaded, game.id));
            loading.replaceWith(form.element);
        });
    };
    rules.addEventListener("toggle", fill);
    globalThis.requestIdleCallback(fill, { timeout: 2000 });
    const listed = h("input", { id: "public", type: "checkbox" });
    const fair = h("input", { id: "fair", type: "checkbox" });
    const create = h("button", { type: "submit", class: "primary" }, t("createMatch", { game: titleOf(game) }));
    const element = h("form", {
        "aria-label": t("newMatchOf", { game: titleOf(game) }),
        onsubmit: (event: Event) => {
            event.preventDefault();
            void createMatch(game.id as VariantId, Number(players.value), seatRows, form?.read() ?? {}, listed.checked, fair.checked, create);
        },
    },
    h("p", {}, summaryOf(game), " ", h("a", { href: game.rules_url, target: "_blank", rel: "noopener" }, t("rulesOf", { game: titleOf(game) }))),
    h("div", { class: "field" }, h("label", { for: "players" }, t("players")), players),
    seatBox,
    rules,
    h("label", {}, listed, t("listPublicly")),
    h("label", {}, fair, t("fairPlayers")),
    create);

    const waiting = h("section", { "aria-label": t("publicWaiting") }, h("h2", {}, t("publicWaiting")), h("p", { class: "muted" }, t("loading")));
    const quick = quickMatchBox(game, players, () => form?.read() ?? {});
    mount(h("h1", {}, t("newMatch")), picker, element, quick, waiting, joinByLink());
    void api.waitingList(game.id as VariantId).then((got) => {
        const list = got.ok ? got.data.games : [];
        waiting.replaceChildren(h("h2", {}, t("publicWaiting")), list.length === 0
            ? h("p", { class: "muted" }, t("noneNow"))
            : h("ul", {}, ...list.map((entry) => h("li", {},
                h("a", { href: `#/game/${game.id}/${entry.game_id}` }, entry.names.filter(Boolean).join(", ") || entry.game_id),
                t("openSeats", { seats: entry.open_seats.map((s) => s + 1).join(", ") })))));
    });
}

/** Quick match: queue for a table of the chosen size and house rules among the app's players (the page's app key),
 * a searching state with a cancel, then the table. */
function quickMatchBox(
    game: VariantInfo,
    players: HTMLSelectElement,
    options: () => Record<string, unknown> | string,
): HTMLElement {
    const bots = h("input", { id: "quick-bots", type: "checkbox", checked: true });
    const status = h("p", { class: "muted", role: "status", "aria-live": "polite" });
    const start = h("button", { type: "button", class: "primary" }, t("quickMatch", { game: titleOf(game) }));
    const cancel = h("button", { type: "button", hidden: true }, t("quickCancel"));
    let searching: AbortController | null = null;
    start.addEventListener("click", () => {
        clearProblem();
        const chosen = options();
        if (typeof chosen === "string") {
            return showProblem({ type: "about:blank", title: t("badOption"), status: 400, code: "invalid_options", detail: chosen });
        }
        const abort = (searching = new AbortController());
        start.disabled = true;
        cancel.hidden = false;
        status.textContent = t("quickSearching");
        void api.quickMatch(game.id as VariantId, Number(players.value), chosen, bots.checked ? 30 : null, abort.signal).then((got) => {
            searching = null;
            start.disabled = false;
            cancel.hidden = true;
            status.textContent = "";
            if (!got.ok) return showProblem(got.problem);
            const found = got.data;
            if (found.status === "matched" && found.game_id !== null && found.token !== null) {
                hold(found.game_id, { variant: game.id, seat: found.seat, token: found.token, app: true });
                globalThis.location.hash = `#/game/${game.id}/${found.game_id}`;
                return;
            }
            status.textContent = t(found.status === "cancelled" ? "quickCancelled" : "quickExpired");
        });
    });
    cancel.addEventListener("click", () => searching?.abort());
    return h("section", { "aria-label": t("quickMatchTitle") },
        h("h2", {}, t("quickMatchTitle")),
        h("p", {}, t("quickMatchAbout")),
        h("label", {}, bots, t("quickBots")),
        h("div", { class: "invite" }, start, cancel),
        status);
}

function joinByLink(): HTMLElement {
    const input = h("input", { id: "invite-link", type: "url", placeholder: "https://…/play/#/join/…" });
    return h("form", {
        "aria-label": t("joinByLink"),
        onsubmit: (event: Event) => {
            event.preventDefault();
            const hash = input.value.slice(input.value.indexOf("#"));
            if (hash.startsWith("#/join/")) globalThis.location.hash = hash;
        },
    }, h("h2", {}, t("joinByLink")), h("div", { class: "invite" }, input, h("button", { type: "submit" }, t("openLink"))));
}

async function createMatch(
    variant: VariantId,
    players: number,
    rows: { choice: HTMLSelectElement; name: HTMLInputElement }[],
    options: Record<string, unknown> | string,
    listed: boolean,
    fair: boolean,
    button: HTMLButtonElement,
): Promise<void> {
    clearProblem();
    if (typeof options === "string") {
        return showProblem({ type: "about:blank", title: t("badOption"), status: 400, code: "invalid_options", detail: options });
    }
    const seats = rows.map(({ choice, name }, seat) =>
        choice.value === "me" ? { name: name.value.trim() || t("defaultName", { n: seat + 1 }) }
            : choice.value === "open" ? { open: true }
                : { bot: choice.value.slice(4) as "random" | "greedy" | "expert" });
    button.disabled = true;
    const body = { players, seats, options, public: listed, ...(fair ? { fairness: "players" } : {}) };
    const got = await api.create(variant, body as Parameters<typeof api.create>[1]);
    button.disabled = false;
    if (!got.ok) return showProblem(got.problem);
    const created = got.data;
    const mine = created.seats[0];
    hold(created.game_id, {
        variant,
        seat: mine?.seat ?? null,
        ...(mine ? { token: mine.token } : {}),
        host_token: created.host_token,
        invites: created.invites,
        ...(fair ? { fair } : {}),
    });
    globalThis.location.hash = `#/game/${variant}/${created.game_id}`;
}

/** The join page: who sits at the match, a name, and the button that takes the invite's seat. */
export async function showJoin(variant: VariantId, gameId: string, invite: string, title: string): Promise<void> {
    const got = await api.view(variant, gameId);
    const seats = got.ok && api.notDealt(got.data) ? got.data.seats : [];
    const name = h("input", { id: "join-name", type: "text", maxlength: 40, value: "", required: true });
    const button = h("button", { type: "submit", class: "primary" }, t("takeSeat"));
    mount(
        h("h1", {}, t("joinTitle", { game: title })),
        h("ul", { class: "seats", "aria-label": t("seats") }, ...seats.map((s) =>
            h("li", {}, t("seatLine", { n: s.seat + 1, who: s.kind === "open" ? t("open") : s.kind === "bot" ? t("botName", { name: s.name }) : s.name })))),
        h("form", {
            "aria-label": t("join"),
            onsubmit: async (event: Event) => {
                event.preventDefault();
                clearProblem();
                button.disabled = true;
                const joined = await api.join(variant, gameId, invite, name.value.trim() || t("guest"));
                button.disabled = false;
                if (!joined.ok) return showProblem(joined.problem);
                const fair = got.ok && api.notDealt(got.data) && got.data.fairness === "players";
                hold(gameId, { variant, seat: joined.data.seat, token: joined.data.token, ...(fair ? { fair } : {}) });
                globalThis.location.hash = `#/game/${variant}/${gameId}`;
            },
        }, h("div", { class: "field" }, h("label", { for: "join-name" }, t("yourName")), name), button),
    );
    if (!got.ok) showProblem(got.problem);
}
