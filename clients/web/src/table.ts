/**
 * The table page, `#/game/<variant>/<game id>`: the caller's view (its seat's, with the token this browser
 * holds, else the spectator's), drawn from the fields the view has; one button per entry of `legal_actions`,
 * sending that entry back as it is; the event log in words; live over the match's event stream (`?view=true`),
 * which resumes after a dropped connection from the last event it delivered.
 */
import { streamEvents, StreamError, type VariantId } from "../../typescript/src/index.js";
import * as api from "./api.js";
import type { AnyAction, AnyEvent, AnyView, AnyWaiting } from "./api.js";
import { backElement, cardElement, cardList, cardText, suitName } from "./cards.js";
import { callElement, handElement, type Moves, otherMoves, pickerElement, stockElement } from "./hand.js";
import { held, hold, type Held } from "./seats.js";
import { cue } from "./sound.js";
import { clearProblem, h, mount, setConnection, showProblem } from "./ui.js";
import { eventText, seatName } from "./words.js";

type Fields = Record<string, unknown>;

const WAITING_POLL_MS = 1500;
const COUNTDOWN_TICK_MS = 250;
/** The events that are a player's move (or the server's for a player), shown beside the pile as the last move. */
const MOVES = new Set(["played", "ace_played", "drew", "passed", "turned_stock", "challenged", "resigned", "timed_out"]);

/** Each game's special piles and cards in one line (the rules page has the rest). */
const EXPLAINED: Record<string, string> = {
    "crazy-eights": "Match the top card by suit or rank; an eight is wild: it names the suit to follow.",
    switch: "Match by suit or rank; an ace is wild and names a suit, twos and fours make the next player draw, a jack turns play back.",
    "super-crazy-eights": "Match by suit or rank; an eight is wild and names a suit, a two makes the next player draw, a three skips, an ace turns play back.",
    nags: "Play the same rank or the next one up or down as the direction says. The four horses race: one finishes when its twin (same rank and colour) reaches the pile, and falls if a card of its rank in the other colour gets there first.",
    nusicle: "Three piles, each ruled by its last face card: on a king match suit or rank, on a queen play one rank up or down, on a jack the next suit (♠ → ♣ → ♦ → ♥); an ace resets a pile.",
};

/** The time left until `deadline` as `m:ss` (`h:mm:ss` from an hour), never below zero. */
function timeLeft(deadline: string): string {
    const seconds = Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));
    const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
    const two = (n: number): string => String(n).padStart(2, "0");
    return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** Bring every countdown on the page up to date (between two renders). */
function tickCountdowns(): void {
    for (const element of document.querySelectorAll<HTMLTimeElement>("time.countdown")) {
        const left = timeLeft(element.dateTime);
        if (element.textContent !== left) element.textContent = left;
    }
}

let current: Table | null = null;

/** Open the table of `gameId` (closing the previous one's stream). */
export function openTable(variant: VariantId, gameId: string, title: string): void {
    current?.close();
    current = new Table(variant, gameId, title, held(gameId));
    void current.start();
}

/** Stop the open table's stream and polling (another page is shown). */
export function closeTable(): void {
    current?.close();
    current = null;
}

class Table {
    private view: AnyView | AnyWaiting | null = null;
    private readonly log = new Map<number, AnyEvent>();
    private readonly abort = new AbortController();
    private busy = false;
    /** The deals whose summary the player has closed (those before the page opened count as seen). */
    private seenDeals: number | null = null;
    /** The seq of the last move drawn beside the pile (a newer one is drawn arriving). */
    private shownMove = 0;
    /** The hand's card whose choices (a suit, a pile) are open. */
    private choosing: string | null = null;
    /** Whether a play that may call "last card" calls it (the player's toggle). */
    private callLast = true;
    private connections = 0;
    private poll: ReturnType<typeof setInterval> | undefined;
    private readonly ticker = setInterval(tickCountdowns, COUNTDOWN_TICK_MS);

    constructor(
        private readonly variant: VariantId,
        private readonly gameId: string,
        private readonly title: string,
        private readonly seat: Held | null,
    ) {}

    private get token(): string | undefined {
        return this.seat?.token;
    }

    close(): void {
        this.abort.abort();
        clearInterval(this.poll);
        clearInterval(this.ticker);
        setConnection("");
    }

    async start(): Promise<void> {
        mount(h("p", {}, "Loading the table…"));
        const got = await api.view(this.variant, this.gameId, this.token);
        if (!got.ok) {
            showProblem(got.problem);
            mount(h("p", {}, h("a", { href: "#/" }, "Back to the lobby")));
            return;
        }
        let after = 0;
        if (got.data.status !== "waiting") {
            const logged = await api.events(this.variant, this.gameId, 0, this.token);
            if (logged.ok) for (const event of logged.data.events) this.log.set(event.seq, event);
            after = Math.max(0, ...this.log.keys());
        } else {
            this.poll = setInterval(() => void this.refresh(), WAITING_POLL_MS);
        }
        this.setView(got.data);
        void this.follow(after);
    }

    /** Read the stream from `after` on, for as long as the page shows this table. */
    private async follow(after: number): Promise<void> {
        const counting: typeof fetch = async (input, init) => {
            this.connections += 1;
            setConnection(this.connections === 1 ? "connecting…" : "reconnecting…", this.connections);
            const response = await fetch(input, init);
            if (response.ok) setConnection("live", this.connections);
            return response;
        };
        try {
            for await (const message of streamEvents({
                baseUrl: globalThis.location.origin,
                variant: this.variant,
                gameId: this.gameId,
                ...(this.token === undefined ? {} : { token: this.token }),
                after,
                view: true,
                signal: this.abort.signal,
                fetch: counting,
            })) {
                this.log.set(message.event.seq, message.event as AnyEvent);
                if (message.view) this.setView(message.view as AnyView);
                else this.render();
            }
            if (!this.abort.signal.aborted) setConnection("match over", this.connections);
        } catch (error) {
            if (error instanceof StreamError && error.problem) showProblem(error.problem);
            setConnection("offline", this.connections);
        }
    }

    private async refresh(): Promise<void> {
        const got = await api.view(this.variant, this.gameId, this.token);
        if (got.ok) this.setView(got.data);
    }

    /** Take `view` if it is not older than the one shown. */
    private setView(view: AnyView | AnyWaiting): void {
        const shown = this.view;
        const newer =
            shown === null ||
            (shown.status === "waiting" && view.status !== "waiting") ||
            (shown.status === "waiting" && view.status === "waiting") ||
            (view.status !== "waiting" && view.version >= shown.version);
        if (!newer) return;
        if (shown === null || shown.status === "waiting" || view.status === "waiting" || view.version !== shown.version) {
            this.choosing = null;
        }
        const wasMine = shown !== null && shown.status === "playing" && shown.turn === shown.seat;
        this.view = view;
        if (view.status === "playing" && view.seat !== null && view.turn === view.seat && !wasMine) cue("turn");
        if (view.status !== "waiting") clearInterval(this.poll);
        this.render();
    }

    private async act(action: AnyAction): Promise<void> {
        const view = this.view;
        if (this.busy || view === null || view.status === "waiting" || this.token === undefined) return;
        this.busy = true;
        clearProblem();
        this.render();
        const got = await api.act(this.variant, this.gameId, this.token, action, view.version);
        this.busy = false;
        if (got.ok) {
            for (const event of got.data.events) this.log.set(event.seq, event as AnyEvent);
            this.setView(got.data.view as AnyView);
            this.render();
            return;
        }
        showProblem(got.problem);
        await this.refresh();
        this.render();
    }

    private async rematch(): Promise<void> {
        const token = this.token;
        const view = this.view;
        if (token === undefined || view === null || view.status === "waiting") return;
        let next = "rematch" in view && typeof view.rematch === "string" ? view.rematch : null;
        if (next === null) {
            const asked = await api.rematch(this.variant, this.gameId, token);
            if (!asked.ok) return showProblem(asked.problem);
            next = asked.data.game_id;
        }
        const claimed = await api.claimRematch(this.variant, next, this.gameId, token);
        if (!claimed.ok && claimed.problem.code !== "seat_taken") return showProblem(claimed.problem);
        if (claimed.ok) hold(next, { variant: this.variant, seat: claimed.data.seat, token: claimed.data.token });
        globalThis.location.hash = `#/game/${this.variant}/${next}`;
    }

    private render(): void {
        const view = this.view;
        if (view === null) return;
        const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.focusKey : undefined;
        const names = view.names;
        const heading = h("h1", {}, `${this.title}`, " ", h("span", { class: "muted game-id" }, `match ${this.gameId}`));
        if (view.status === "waiting") {
            mount(heading, ...this.waiting(view));
        } else {
            mount(
                heading,
                h("div", { class: "turn-bar" }, this.status(view), this.clock(view)),
                this.summary(view),
                this.seats(view),
                this.table(view),
                this.hand(view),
                this.results(view),
                h("h2", { id: "log-heading" }, "What happened"),
                this.logList(names),
            );
        }
        const log = document.getElementById("log");
        if (log) log.scrollTop = log.scrollHeight;
        const picker = document.querySelector<HTMLElement>(".picker button");
        if (picker !== null && !(focused ?? "").match(/^(suit|choice)-|^cancel$/)) picker.focus();
        else if (focused !== undefined) {
            const again = document.querySelector<HTMLElement>(`[data-focus-key="${focused}"]`) ??
                document.querySelector<HTMLElement>(".hand .playable, .stock[data-action], .actions button, .rematch");
            again?.focus();
        }
    }

    private waiting(view: AnyWaiting): Node[] {
        const invites = new Map((this.seat?.invites ?? []).map((i) => [i.seat, i.invite]));
        const rows = view.seats.map((seat) => {
            const who = seat.kind === "open" ? "open seat" : seat.kind === "bot" ? `${seat.name} (bot)` : seat.name;
            const mine = seat.seat === this.seat?.seat ? " (you)" : "";
            const item = h("li", { "data-seat": seat.seat }, h("strong", {}, `Seat ${seat.seat + 1}: `), `${who}${mine}`);
            const invite = invites.get(seat.seat);
            if (seat.kind === "open" && invite !== undefined) {
                const link = `${globalThis.location.origin}/play/#/join/${this.variant}/${this.gameId}/${invite}`;
                const input = h("input", { type: "text", readonly: true, value: link, "aria-label": `Invite link for seat ${seat.seat + 1}`, class: "invite-link" });
                const copy = h("button", {
                    type: "button",
                    "aria-label": `Copy the invite link for seat ${seat.seat + 1}`,
                    onclick: () => {
                        input.select();
                        void globalThis.navigator.clipboard?.writeText(link).catch(() => undefined);
                    },
                }, "Copy");
                item.append(h("div", { class: "invite" }, input, copy));
            }
            return item;
        });
        return [
            h("p", { class: "status", role: "status" }, "Waiting for players: the cards are dealt when every seat is taken."),
            invites.size > 0 ? h("p", {}, "Send each open seat's link to the player who should take it (each link works once).") : null,
            h("ul", { class: "seats waiting", "aria-label": "Seats" }, ...rows),
        ].filter((n) => n !== null) as Node[];
    }

    private status(view: AnyView): HTMLElement {
        const names = view.names;
        const me = view.seat;
        const parts: (Node | string)[] = [`Deal ${view.deal.number}, dealt by ${seatName(names, view.deal.dealer)}. `];
        if (view.status === "finished") {
            const winners = view.winners.map((s) => (s === me ? "you" : seatName(names, s))).join(" and ");
            parts.push(h("strong", {}, `The match is over: ${winners || "nobody"} won.`));
        } else if (view.turn !== null) {
            parts.push(h("strong", {}, view.turn === me ? "Your turn." : `${seatName(names, view.turn)} to play.`));
        }
        if (me === null) parts.push(" You are watching.");
        return h("p", { class: "status", role: "status", "data-status": view.status, "data-turn": view.turn ?? "" }, ...parts);
    }

    /** The turn clock of the seat to act, counting down live (outside the status line, so that a screen reader
     * does not announce every second; the time it runs out is said in words). */
    private clock(view: AnyView): HTMLElement | null {
        const deadline = (view as Fields).deadline;
        if (typeof deadline !== "string") return null;
        const whose = view.turn === null ? "Time" : view.turn === view.seat ? "Your time" : `${seatName(view.names, view.turn)}'s time`;
        return h("p", { class: "clock", "data-deadline": deadline, "data-turn": view.turn ?? "" },
            `${whose}: `, h("time", { class: "countdown", datetime: deadline }, timeLeft(deadline)),
            ` left (until ${new Date(deadline).toLocaleTimeString()}).`);
    }

    private seats(view: AnyView): HTMLElement {
        const v = view as Fields;
        const flag = (name: string, seat: number): boolean => Array.isArray(v[name]) && (v[name] as unknown[])[seat] === true;
        const perSide = view.scores.length !== view.players;
        const sides = Array.isArray(v.sides) ? (v.sides as number[]) : null;
        const items = view.names.map((name, seat) => {
            const notes: string[] = [];
            if (seat === view.seat) notes.push("you");
            if (flag("resigned", seat)) notes.push("resigned, played by the house bot");
            else if (flag("abandoned", seat)) notes.push("abandoned, played by the house bot");
            if (flag("announced", seat)) notes.push("called last card");
            if (flag("out", seat)) notes.push("out");
            const score = perSide && sides ? view.scores[sides[seat] ?? 0] : view.scores[seat];
            return h(
                "li",
                { class: view.turn === seat ? "turn" : undefined, "data-seat": seat, "aria-current": view.turn === seat ? "true" : undefined },
                h("strong", {}, name), notes.length ? ` (${notes.join(", ")})` : "", h("br"),
                backElement(view.hand_counts[seat] ?? 0, `${view.hand_counts[seat] ?? 0} cards in hand`), " ",
                `score ${score ?? 0}${perSide && sides ? ` (side ${(sides[seat] ?? 0) + 1})` : ""}`,
            );
        });
        return h("ul", { class: "seats", "aria-label": "Players" }, ...items);
    }

    /** The last move of a player (or of the server for one) beside the pile, arriving with a short slide. */
    private lastMove(view: AnyView): HTMLElement | null {
        const seqs = [...this.log.keys()].sort((a, b) => b - a);
        const seq = seqs.find((n) => MOVES.has(this.log.get(n)!.type));
        if (seq === undefined) return null;
        const event = this.log.get(seq)! as Fields;
        const fresh = seq !== this.shownMove;
        if (fresh && this.shownMove !== 0 && (event.type === "played" || event.type === "ace_played")) cue("card");
        this.shownMove = seq;
        return h("p", { class: `last-move${fresh ? " fresh" : ""}`, "data-seq": seq },
            h("span", { class: "muted" }, "Last move: "), eventText(event as AnyEvent, view.names));
    }

    /** The game's special piles and cards in one line, with the link to its rules. */
    private explained(): HTMLElement {
        return h("p", { class: "explained" }, EXPLAINED[this.variant] ?? "", " ",
            h("a", { href: `/docs/rules/${this.variant}`, target: "_blank", rel: "noopener" }, `The rules of ${this.title}`));
    }

    /** The summary of the deal that just ended: how it ended, the points of each seat (or side) and the totals,
     * until the player closes it (the next deal is already dealt below); once the match is over, the last deal's. */
    private summary(view: AnyView): HTMLElement | null {
        const results = view.deal_results;
        if (this.seenDeals === null) this.seenDeals = view.status === "finished" ? 0 : results.length;
        const last = results.at(-1);
        if (last === undefined || (view.status !== "finished" && results.length <= this.seenDeals)) return null;
        const perSide = view.scores.length !== view.players;
        const columns = perSide ? view.scores.map((_, side) => `Side ${side + 1}`) : view.names;
        const ended = [...this.log.values()].filter((e) => e.type === "deal_ended" && (e as Fields).deal === last.deal).at(0);
        const before = [...this.log.values()].filter((e) => ended === undefined || e.seq < ended.seq).sort((a, b) => a.seq - b.seq);
        const out = (before.filter((e) => e.type === "went_out").at(-1) ??
            before.filter((e) => e.type === "played" || e.type === "ace_played").at(-1)) as Fields | undefined;
        const how = last.reason === "went_out" && out !== undefined
            ? `${out.seat === view.seat ? "You" : seatName(view.names, out.seat)} went out.`
            : `It ended: ${last.reason.replaceAll("_", " ")}.`;
        const rows = columns.map((name, index) => h("tr", {}, h("th", { scope: "row" }, name),
            h("td", {}, String(last.scores[index] ?? 0)), h("td", {}, String(view.scores[index] ?? 0))));
        const close = view.status === "finished" ? null : h("button", {
            type: "button", class: "primary", "data-focus-key": "summary-close",
            onclick: () => {
                this.seenDeals = results.length;
                this.render();
            },
        }, `On to deal ${view.deal.number}`);
        return h("section", { class: "summary", "aria-labelledby": "summary-heading", "data-deal": last.deal },
            h("h2", { id: "summary-heading" }, `Deal ${last.deal} is over`), h("p", {}, how),
            h("table", { class: "scores" }, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, perSide ? "Side" : "Player"),
                h("th", { scope: "col" }, "This deal"), h("th", { scope: "col" }, "Total"))), h("tbody", {}, ...rows)),
            close);
    }

    private table(view: AnyView): HTMLElement {
        const v = view as Fields;
        const parts: Node[] = [];
        const line = (...children: (Node | string)[]): void => void parts.push(h("p", {}, ...children));
        const centre = h("div", { class: "centre" }, h("figure", { class: "stock-place" }, stockElement(this.moves(view)), h("figcaption", {}, "Stock")));
        if (typeof v.top === "string") {
            centre.prepend(h("figure", { class: "pile-top" }, cardElement(v.top),
                h("figcaption", {}, "Card to match", typeof v.named_suit === "string" ? h("span", { class: "named" }, ` — suit named: ${suitName(v.named_suit)}`) : "",
                    typeof v.discard_count === "number" ? ` (${v.discard_count} in the discard pile)` : "")));
        } else if (v.top === null && "top" in v) {
            centre.prepend(h("p", {}, "The discard pile is empty."));
        }
        const move = this.lastMove(view);
        if (move !== null) centre.append(move);
        parts.push(centre, this.explained());
        if (Array.isArray(v.discard_pile)) {
            const pile = v.discard_pile as string[];
            line(`Discard pile (${pile.length}, top last): `);
            parts.push(cardList(pile.slice(-8), "Top of the discard pile", true));
        }
        if (Array.isArray(v.horses)) {
            const horses = (v.horses as Fields[]).map((horse) => h("li", {},
                cardElement(String(horse.card), true), ` ${String(horse.state)}`,
                horse.place !== null ? `, place ${String(horse.place)}` : "",
                horse.owner !== null && horse.owner !== undefined ? ` (${seatName(view.names, horse.owner)})` : ""));
            parts.push(h("h2", {}, "Horses"), h("ul", { class: "cards", "aria-label": "Horses" }, ...horses));
        }
        if (Array.isArray(v.piles)) {
            const piles = (v.piles as Fields[]).map((pile, index) => h("div", { class: "pile", "aria-label": `Pile ${index + 1}` },
                h("strong", {}, `Pile ${index + 1}`), ` top `, cardElement(String(pile.top), true),
                `, governed by ${cardText(String(pile.governing))}`,
                cardList(pile.cards as string[], `Cards of pile ${index + 1}`, true)));
            parts.push(h("h2", {}, "Piles"), h("div", { class: "piles" }, ...piles));
        }
        const under = v.under_stock as Fields | undefined;
        if (under && Array.isArray(under.cards) && under.cards.length > 0) {
            line(`Known cards at the bottom of the stock (${String(under.count)}): `, ...(under.cards as string[]).map((c) => cardElement(c, true)));
        }
        const notes: string[] = [];
        notes.push(view.direction === 1 ? "Play runs in seat order." : "Play runs against seat order.");
        if (typeof v.rank_direction === "string") notes.push(`Ranks go ${v.rank_direction}${v.direction_choice === true ? " (or either way now)" : ""}.`);
        const pending = v.pending as Fields | null | undefined;
        if (pending) notes.push(`Pending: answer with a ${String(pending.rank)} or draw ${String(pending.count)}.`);
        if (typeof v.jack_attack === "number") notes.push(`${seatName(view.names, v.jack_attack)} is under a jack attack.`);
        const challenge = v.challenge_open as Fields | null | undefined;
        if (challenge) notes.push(`${seatName(view.names, challenge.seat)} may be challenged (${String(challenge.penalty)} cards).`);
        if (v.free_lead === true) notes.push("Any card may be led.");
        if (typeof v.drawn_card === "string") notes.push(`You drew ${cardText(v.drawn_card)} this turn.`);
        if (typeof v.stall_count === "number" && v.stall_count > 0) notes.push(`Stock turns without a play: ${v.stall_count}.`);
        parts.push(h("p", { class: "muted" }, notes.join(" ")));
        return h("section", { class: "table", "aria-label": "The table" }, ...parts);
    }

    /** What the hand's cards, the stock and the move buttons work with. */
    private moves(view: AnyView): Moves {
        return {
            actions: this.token === undefined ? [] : (view.legal_actions as AnyAction[]),
            hand: view.hand ?? [],
            names: view.names,
            variant: this.variant,
            stockCount: view.stock_count,
            busy: this.busy,
            choosing: this.choosing,
            callLast: this.callLast,
            act: (action) => void this.act(action),
            choose: (card) => {
                const back = this.choosing;
                this.choosing = card;
                this.render();
                if (card === null && back !== null) document.querySelector<HTMLElement>(`.hand button[data-card="${back}"]`)?.focus();
            },
            setCallLast: (on) => {
                this.callLast = on;
                this.render();
            },
        };
    }

    /** The player's cards and moves: the hand, the choices a touched card needs, the last-card call, the other
     * moves; after the match, the rematch. */
    private hand(view: AnyView): HTMLElement | null {
        if (this.token === undefined) return null;
        const moves = this.moves(view);
        const section = h("section", { class: "mine", "aria-labelledby": "hand-heading" },
            h("h2", { id: "hand-heading" }, view.hand === null ? "Your moves" : `Your hand (${view.hand.length})`));
        const mine = view.turn === view.seat && view.status === "playing";
        if (view.hand !== null && view.hand.length > 0) {
            section.append(h("p", { class: "muted hint" }, mine && moves.actions.length > 0
                ? "Raised cards can be played: click one, or tab to it and press Enter."
                : "Your cards."));
        }
        section.append(...[callElement(moves), pickerElement(moves)].filter((n) => n !== null));
        if (view.hand !== null) section.append(handElement(moves));
        const others = otherMoves(moves);
        if (others !== null) section.append(others);
        else if (view.status === "playing" && moves.actions.length === 0) {
            const abandoned = view.seat !== null && Array.isArray((view as Fields).abandoned) &&
                ((view as Fields).abandoned as unknown[])[view.seat] === true;
            section.append(h("p", { class: "muted" }, abandoned
                ? "Your seat ran out of time too often: the house bot plays it now."
                : "Nothing to do until your turn."));
        }
        if (view.status === "finished") {
            section.append(h("button", { type: "button", class: "primary rematch", "data-focus-key": "rematch", onclick: () => void this.rematch() },
                typeof (view as Fields).rematch === "string" ? "Join the rematch" : "Rematch"));
        }
        return section;
    }

    private results(view: AnyView): HTMLElement {
        const perSide = view.scores.length !== view.players;
        const columns = perSide ? view.scores.map((_, side) => `Side ${side + 1}`) : view.names;
        const head = h("tr", {}, h("th", { scope: "col" }, "Deal"), ...columns.map((c) => h("th", { scope: "col" }, c)));
        const rows = view.deal_results.map((result) =>
            h("tr", {}, h("th", { scope: "row" }, `${result.deal} (${result.reason.replaceAll("_", " ")})`), ...result.scores.map((s) => h("td", {}, String(s)))));
        const total = h("tr", {}, h("th", { scope: "row" }, "Total"), ...view.scores.map((s) => h("td", {}, h("strong", {}, String(s)))));
        return h("section", { "aria-label": "Scores" },
            h("h2", {}, `Scores (${view.score_direction === "higher_is_better" ? "highest" : "lowest"} wins)`),
            h("div", { class: "scroll-x", tabindex: 0, role: "region", "aria-label": "Score table" },
                h("table", { class: "scores" }, h("thead", {}, head), h("tbody", {}, ...rows, total))));
    }

    private logList(names: readonly string[]): HTMLElement {
        const seqs = [...this.log.keys()].sort((a, b) => a - b);
        const items = seqs.map((seq) => h("li", { value: seq, "data-seq": seq }, eventText(this.log.get(seq)!, names)));
        return h("ol", { id: "log", class: "log", "aria-labelledby": "log-heading", tabindex: 0 }, ...items);
    }
}
