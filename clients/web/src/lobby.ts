/**
 * The lobby, `#/` (pick a game, its house rules, who sits where; create; the public matches waiting), and the
 * join page, `#/join/<variant>/<game id>/<invite>` (take the seat an invite link names).
 */
import type { VariantId } from "../../typescript/src/index.js";
import * as api from "./api.js";
import type { VariantInfo } from "./api.js";
import { optionsForm, optionsSchema } from "./options.js";
import { hold } from "./seats.js";
import { clearProblem, h, mount, showProblem } from "./ui.js";

const SEAT_CHOICES: [string, string][] = [
    ["me", "me"],
    ["open", "open seat (invite link)"],
    ["bot:random", "bot: random"],
    ["bot:greedy", "bot: greedy"],
    ["bot:expert", "bot: expert"],
];

/** Draw the lobby for `games`, with `chosen` (a variant id) selected. */
export function showLobby(games: VariantInfo[], document: () => Promise<Record<string, unknown>>, chosen: string): void {
    const game = games.find((g) => g.id === chosen) ?? games[0];
    if (game === undefined) return mount(h("p", {}, "This server offers no game."));
    const picker = h("div", { class: "variants", role: "group", "aria-label": "Game" },
        ...games.map((g) => h("button", {
            type: "button", "aria-pressed": g.id === game.id ? "true" : "false", "data-variant": g.id,
            onclick: () => showLobby(games, document, g.id),
        }, g.title)));

    const players = h("select", { id: "players", name: "players" });
    for (let n = game.min_players; n <= game.max_players; n += 1) players.append(h("option", { value: String(n) }, String(n)));
    const seatBox = h("fieldset", {}, h("legend", {}, "Seats"));
    const seatRows: { choice: HTMLSelectElement; name: HTMLInputElement }[] = [];
    const drawSeats = (): void => {
        const count = Number(players.value);
        while (seatRows.length < count) {
            const seat = seatRows.length;
            const choice = h("select", { id: `seat-${seat}`, "aria-label": `Seat ${seat + 1}` });
            for (const [value, text] of SEAT_CHOICES) choice.append(h("option", { value, selected: value === (seat === 0 ? "me" : "bot:greedy") }, text));
            const name = h("input", { id: `seat-${seat}-name`, type: "text", maxlength: 40, value: `player ${seat + 1}`, "aria-label": `Seat ${seat + 1} name` });
            const syncName = (): void => void (name.hidden = choice.value !== "me");
            choice.addEventListener("change", syncName);
            syncName();
            seatRows.push({ choice, name });
        }
        seatRows.length = count;
        seatBox.replaceChildren(h("legend", {}, "Seats"), ...seatRows.map((row, seat) =>
            h("div", { class: "seat-row" }, h("label", { for: `seat-${seat}` }, `Seat ${seat + 1}`), row.choice, row.name)));
    };
    players.addEventListener("change", drawSeats);
    drawSeats();

    // The house rules come with the OpenAPI document, asked for once the lobby is drawn (or the house rules are
    // opened): the rest of the lobby never waits for it; until it is there, a match gets the default rules.
    let form: ReturnType<typeof optionsForm> | null = null;
    const loading = h("p", { class: "muted" }, "Loading the house rules…");
    const rules = h("details", { class: "house-rules" }, h("summary", {}, "House rules (the usual ones unless you change them)"), loading);
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
    const create = h("button", { type: "submit", class: "primary" }, `Create a ${game.title} match`);
    const element = h("form", {
        "aria-label": `New ${game.title} match`,
        onsubmit: (event: Event) => {
            event.preventDefault();
            void createMatch(game.id as VariantId, Number(players.value), seatRows, form?.read() ?? {}, listed.checked, create);
        },
    },
    h("p", {}, game.summary, " ", h("a", { href: game.rules_url, target: "_blank", rel: "noopener" }, `The rules of ${game.title}`)),
    h("div", { class: "field" }, h("label", { for: "players" }, "Players"), players),
    seatBox,
    rules,
    h("label", {}, listed, " List it publicly while seats are open"),
    create);

    const waiting = h("section", { "aria-label": "Public matches waiting" }, h("h2", {}, "Public matches waiting"), h("p", { class: "muted" }, "Loading…"));
    mount(h("h1", {}, "New match"), picker, element, waiting, joinByLink());
    void api.waitingList(game.id as VariantId).then((got) => {
        const list = got.ok ? got.data.games : [];
        waiting.replaceChildren(h("h2", {}, "Public matches waiting"), list.length === 0
            ? h("p", { class: "muted" }, "None right now.")
            : h("ul", {}, ...list.map((entry) => h("li", {},
                h("a", { href: `#/game/${game.id}/${entry.game_id}` }, entry.names.filter(Boolean).join(", ") || entry.game_id),
                ` — open seats: ${entry.open_seats.map((s) => s + 1).join(", ")}`))));
    });
}

function joinByLink(): HTMLElement {
    const input = h("input", { id: "invite-link", type: "url", placeholder: "https://…/play/#/join/…" });
    return h("form", {
        "aria-label": "Join with an invite link",
        onsubmit: (event: Event) => {
            event.preventDefault();
            const hash = input.value.slice(input.value.indexOf("#"));
            if (hash.startsWith("#/join/")) globalThis.location.hash = hash;
        },
    }, h("h2", {}, "Join with an invite link"), h("div", { class: "invite" }, input, h("button", { type: "submit" }, "Open the link")));
}

async function createMatch(
    variant: VariantId,
    players: number,
    rows: { choice: HTMLSelectElement; name: HTMLInputElement }[],
    options: Record<string, unknown> | string,
    listed: boolean,
    button: HTMLButtonElement,
): Promise<void> {
    clearProblem();
    if (typeof options === "string") {
        return showProblem({ type: "about:blank", title: "Bad option", status: 400, code: "invalid_options", detail: options });
    }
    const seats = rows.map(({ choice, name }) =>
        choice.value === "me" ? { name: name.value.trim() || "player" }
            : choice.value === "open" ? { open: true }
                : { bot: choice.value.slice(4) as "random" | "greedy" | "expert" });
    button.disabled = true;
    const got = await api.create(variant, { players, seats, options, public: listed } as Parameters<typeof api.create>[1]);
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
    });
    globalThis.location.hash = `#/game/${variant}/${created.game_id}`;
}

/** The join page: who sits at the match, a name, and the button that takes the invite's seat. */
export async function showJoin(variant: VariantId, gameId: string, invite: string, title: string): Promise<void> {
    const got = await api.view(variant, gameId);
    const seats = got.ok && got.data.status === "waiting" ? got.data.seats : [];
    const name = h("input", { id: "join-name", type: "text", maxlength: 40, value: "", required: true });
    const button = h("button", { type: "submit", class: "primary" }, "Take the seat");
    mount(
        h("h1", {}, `Join a ${title} match`),
        h("ul", { class: "seats", "aria-label": "Seats" }, ...seats.map((s) =>
            h("li", {}, `Seat ${s.seat + 1}: ${s.kind === "open" ? "open" : s.kind === "bot" ? `${s.name} (bot)` : s.name}`))),
        h("form", {
            "aria-label": "Join",
            onsubmit: async (event: Event) => {
                event.preventDefault();
                clearProblem();
                button.disabled = true;
                const joined = await api.join(variant, gameId, invite, name.value.trim() || "guest");
                button.disabled = false;
                if (!joined.ok) return showProblem(joined.problem);
                hold(gameId, { variant, seat: joined.data.seat, token: joined.data.token });
                globalThis.location.hash = `#/game/${variant}/${gameId}`;
            },
        }, h("div", { class: "field" }, h("label", { for: "join-name" }, "Your name"), name), button),
    );
    if (!got.ok) showProblem(got.problem);
}
