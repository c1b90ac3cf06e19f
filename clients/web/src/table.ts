/**
 * The table page, `#/game/<variant>/<game id>`: the caller's view (its seat's, with the token this browser
 * holds, else the spectator's), drawn from the fields the view has; one button per entry of `legal_actions`,
 * sending that entry back as it is; the event log in words; live over the match's event stream (`?view=true`),
 * which resumes after a dropped connection from the last event it delivered.
 */
import { type DealCheck, streamEvents, StreamError, type VariantId } from "../../typescript/src/index.js";
import * as api from "./api.js";
import type { AnyAction, AnyEvent, AnyView, AnyWaiting } from "./api.js";
import { backElement, cardElement, cardList, cardText, suitName } from "./cards.js";
import { callElement, handElement, type Moves, otherMoves, pickerElement, stockElement } from "./hand.js";
import { currentLanguage, joined, maybe, t } from "./i18n.js";
import { held, hold, type Held } from "./seats.js";
import { cue } from "./sound.js";
import { clearProblem, h, mount, setConnection, showProblem } from "./ui.js";
import { eventText, said, seatName } from "./words.js";

type Fields = Record<string, unknown>;

const WAITING_POLL_MS = 1500;
const COUNTDOWN_TICK_MS = 250;
/** The events that are a player's move (or the server's for a player), shown beside the pile as the last move. */
const MOVES = new Set(["played", "ace_played", "drew", "passed", "turned_stock", "challenged", "resigned", "timed_out"]);

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
    /** A match of `fairness: "players"` (this browser created or joined it so, or its waiting view said so). */
    private fair = false;
    /** The check of its deal once it is over (`verifyDeal`), while it runs, or not yet asked for. */
    private dealCheck: DealCheck | "checking" | null = null;
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
        mount(h("p", {}, t("loadingTable")));
        const got = await api.view(this.variant, this.gameId, this.token);
        if (!got.ok) {
            showProblem(got.problem);
            mount(h("p", {}, h("a", { href: "#/" }, t("backToLobby"))));
            return;
        }
        let after = 0;
        if (!api.notDealt(got.data)) {
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
            setConnection(this.connections === 1 ? t("connecting") : t("reconnecting"), this.connections);
            const response = await fetch(input, init);
            if (response.ok) setConnection(t("live"), this.connections);
            return response;
        };
        try {
            for await (const message of streamEvents({
                baseUrl: globalThis.location.origin,
                variant: this.variant,
                gameId: this.gameId,
                ...(this.token === undefined ? {} : { token: this.token }),
                ...(api.keyFor(this.gameId) === undefined ? {} : { apiKey: api.keyFor(this.gameId) }),
                after,
                view: true,
                presence: true,
                signal: this.abort.signal,
                fetch: counting,
            })) {
                if (message.type === "presence") {
                    this.present(message.connected);
                    continue;
                }
                this.log.set(message.event.seq, message.event as AnyEvent);
                if (message.view) this.setView(message.view as AnyView);
                else this.render();
            }
            if (!this.abort.signal.aborted) setConnection(t("matchOverConnection"), this.connections);
        } catch (error) {
            if (error instanceof StreamError && error.problem) showProblem(error.problem);
            setConnection(t("offline"), this.connections);
        }
    }

    /** Who is connected now, from the stream's `presence` messages (they are no events of the match). */
    private present(connected: boolean[]): void {
        const view = this.view;
        if (view === null || api.notDealt(view)) return;
        this.view = { ...view, connected } as AnyView;
        this.render();
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
            (api.notDealt(shown) && !api.notDealt(view)) ||
            (api.notDealt(shown) && api.notDealt(view)) ||
            (!api.notDealt(view) && view.version >= shown.version);
        if (!newer) return;
        if (shown === null || api.notDealt(shown) || api.notDealt(view) || view.version !== shown.version) {
            this.choosing = null;
        }
        const wasMine = shown !== null && shown.status === "playing" && shown.turn === shown.seat;
        this.view = view;
        if (view.status === "playing" && view.seat !== null && view.turn === view.seat && !wasMine) cue("turn");
        if (!api.notDealt(view) || view.status === "cancelled") clearInterval(this.poll);
        if (api.notDealt(view) && view.fairness === "players") this.fair = true;
        this.render();
    }

    private async act(action: AnyAction): Promise<void> {
        const view = this.view;
        if (this.busy || view === null || api.notDealt(view) || this.token === undefined) return;
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
        if (token === undefined || view === null || api.notDealt(view)) return;
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
        const heading = h("h1", {}, `${this.title}`, " ", h("span", { class: "muted game-id" }, t("matchId", { id: this.gameId })));
        if (api.notDealt(view)) {
            mount(heading, ...this.waiting(view));
        } else {
            mount(
                heading,
                h("div", { class: "turn-bar" }, this.status(view), this.clock(view)),
                this.summary(view),
                this.checkedDeal(view),
                this.seats(view),
                this.table(view),
                this.hand(view),
                this.results(view),
                h("h2", { id: "log-heading" }, t("whatHappened")),
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

    /** After a match of `fairness: "players"`: whether its deal verified, with a link to its replay. */
    private checkedDeal(view: AnyView): HTMLElement | null {
        if (view.status !== "finished" || !(this.fair || this.seat?.fair === true)) return null;
        if (this.dealCheck === null) {
            this.dealCheck = "checking";
            void api.verifyDeal(this.variant, this.gameId, view.seat).then((check) => {
                this.dealCheck = check;
                this.render();
            });
        }
        const check = this.dealCheck;
        const text = check === "checking" ? t("checkingDeal") : check.ok ? t("dealVerified") : t("dealNotVerified", { where: check.where });
        return h("p", { class: "deal-check", role: "status", "data-verified": check === "checking" ? "" : String(check.ok) },
            h("strong", {}, text), " ",
            h("a", { href: api.replayUrl(this.variant, this.gameId), target: "_blank", rel: "noopener" }, t("replayLink")));
    }

    private waiting(view: AnyWaiting): Node[] {
        const invites = new Map((this.seat?.invites ?? []).map((i) => [i.seat, i.invite]));
        const rows = view.seats.map((seat) => {
            const who = seat.kind === "open" ? t("openSeat") : seat.kind === "bot" ? t("botName", { name: seat.name }) : seat.name;
            const mine = seat.seat === this.seat?.seat ? t("youMark") : "";
            const item = h("li", { "data-seat": seat.seat }, h("strong", {}, `${t("seatN", { n: seat.seat + 1 })}: `), `${who}${mine}`);
            const invite = invites.get(seat.seat);
            if (seat.kind === "open" && invite !== undefined) {
                const link = `${globalThis.location.origin}/play/#/join/${this.variant}/${this.gameId}/${invite}`;
                const input = h("input", { type: "text", readonly: true, value: link, "aria-label": t("inviteLinkFor", { n: seat.seat + 1 }), class: "invite-link" });
                const copy = h("button", {
                    type: "button",
                    "aria-label": t("copyInviteFor", { n: seat.seat + 1 }),
                    onclick: () => {
                        input.select();
                        void globalThis.navigator.clipboard?.writeText(link).catch(() => undefined);
                    },
                }, t("copy"));
                item.append(h("div", { class: "invite" }, input, copy));
            }
            return item;
        });
        return [
            h("p", { class: "status", role: "status", "data-status": view.status },
                view.status === "revealing" ? t("revealingSeeds") : view.status === "cancelled" ? t("matchCancelled") : t("waitingForPlayers")),
            invites.size > 0 ? h("p", {}, t("sendLinks")) : null,
            h("ul", { class: "seats waiting", "aria-label": t("seats") }, ...rows),
        ].filter((n) => n !== null) as Node[];
    }

    private status(view: AnyView): HTMLElement {
        const names = view.names;
        const me = view.seat;
        const parts: (Node | string)[] = [t("dealtBy", { deal: view.deal.number, dealer: seatName(names, view.deal.dealer) })];
        if (view.status === "finished") {
            const winners = joined(view.winners.map((s) => (s === me ? t("you") : seatName(names, s))));
            parts.push(h("strong", {}, t("matchOver", { winners: winners || t("nobody") })));
        } else if (view.turn !== null) {
            parts.push(h("strong", {}, view.turn === me ? t("yourTurn") : t("toPlay", { who: seatName(names, view.turn) })));
        }
        if (me === null) parts.push(t("watching"));
        return h("p", { class: "status", role: "status", "data-status": view.status, "data-turn": view.turn ?? "" }, ...parts);
    }

    /** The turn clock of the seat to act, counting down live (outside the status line, so that a screen reader
     * does not announce every second; the time it runs out is said in words). */
    private clock(view: AnyView): HTMLElement | null {
        const deadline = (view as Fields).deadline;
        if (typeof deadline !== "string") return null;
        const whose = view.turn === null ? t("time") : view.turn === view.seat ? t("yourTime") : t("timeOf", { who: seatName(view.names, view.turn) });
        return h("p", { class: "clock", "data-deadline": deadline, "data-turn": view.turn ?? "" },
            `${whose}: `, h("time", { class: "countdown", datetime: deadline }, timeLeft(deadline)),
            t("timeLeft", { until: new Date(deadline).toLocaleTimeString(currentLanguage()) }));
    }

    private seats(view: AnyView): HTMLElement {
        const v = view as Fields;
        const flag = (name: string, seat: number): boolean => Array.isArray(v[name]) && (v[name] as unknown[])[seat] === true;
        const perSide = view.scores.length !== view.players;
        const sides = Array.isArray(v.sides) ? (v.sides as number[]) : null;
        const items = view.names.map((name, seat) => {
            const notes: string[] = [];
            if (seat === view.seat) notes.push(t("you"));
            if (flag("resigned", seat)) notes.push(t("noteResigned"));
            else if (flag("abandoned", seat)) notes.push(t("noteAbandoned"));
            else if (Array.isArray(v.connected) && view.status === "playing") notes.push(flag("connected", seat) ? t("noteConnected") : t("noteAway"));
            if (flag("announced", seat)) notes.push(t("noteCalled"));
            if (flag("out", seat)) notes.push(t("noteOut"));
            const score = perSide && sides ? view.scores[sides[seat] ?? 0] : view.scores[seat];
            return h(
                "li",
                { class: view.turn === seat ? "turn" : undefined, "data-seat": seat, "aria-current": view.turn === seat ? "true" : undefined },
                h("strong", {}, name), notes.length ? ` (${notes.join(", ")})` : "", h("br"),
                backElement(view.hand_counts[seat] ?? 0, t("cardsInHand", { count: view.hand_counts[seat] ?? 0 })), " ",
                t("score", { score: score ?? 0 }) + (perSide && sides ? t("sideOf", { n: (sides[seat] ?? 0) + 1 }) : ""),
            );
        });
        return h("ul", { class: "seats", "aria-label": t("playersList") }, ...items);
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
            h("span", { class: "muted" }, t("lastMove")), eventText(event as AnyEvent, view.names));
    }

    /** The game's special piles and cards in one line, with the link to its rules. */
    private explained(): HTMLElement {
        return h("p", { class: "explained" }, maybe(`explained.${this.variant}`) ?? "", " ",
            h("a", { href: `/docs/rules/${this.variant}`, target: "_blank", rel: "noopener" }, t("rulesOf", { game: this.title })));
    }

    /** The summary of the deal that just ended: how it ended, the points of each seat (or side) and the totals,
     * until the player closes it (the next deal is already dealt below); once the match is over, the last deal's. */
    private summary(view: AnyView): HTMLElement | null {
        const results = view.deal_results;
        if (this.seenDeals === null) this.seenDeals = view.status === "finished" ? 0 : results.length;
        const last = results.at(-1);
        if (last === undefined || (view.status !== "finished" && results.length <= this.seenDeals)) return null;
        const perSide = view.scores.length !== view.players;
        const columns = perSide ? view.scores.map((_, side) => t("sideN", { n: side + 1 })) : view.names;
        const ended = [...this.log.values()].filter((e) => e.type === "deal_ended" && (e as Fields).deal === last.deal).at(0);
        const before = [...this.log.values()].filter((e) => ended === undefined || e.seq < ended.seq).sort((a, b) => a.seq - b.seq);
        const out = (before.filter((e) => e.type === "went_out").at(-1) ??
            before.filter((e) => e.type === "played" || e.type === "ace_played").at(-1)) as Fields | undefined;
        const how = last.reason === "went_out" && out !== undefined
            ? out.seat === view.seat ? t("youWentOut") : t("evWentOut", { who: seatName(view.names, out.seat) })
            : t("endedHow", { reason: said("reason", last.reason) });
        const rows = columns.map((name, index) => h("tr", {}, h("th", { scope: "row" }, name),
            h("td", {}, String(last.scores[index] ?? 0)), h("td", {}, String(view.scores[index] ?? 0))));
        const close = view.status === "finished" ? null : h("button", {
            type: "button", class: "primary", "data-focus-key": "summary-close",
            onclick: () => {
                this.seenDeals = results.length;
                this.render();
            },
        }, t("onToDeal", { n: view.deal.number }));
        return h("section", { class: "summary", "aria-labelledby": "summary-heading", "data-deal": last.deal },
            h("h2", { id: "summary-heading" }, t("dealOver", { n: last.deal })), h("p", {}, how),
            h("table", { class: "scores" }, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, perSide ? t("side") : t("player")),
                h("th", { scope: "col" }, t("thisDeal")), h("th", { scope: "col" }, t("total")))), h("tbody", {}, ...rows)),
            close);
    }

    private table(view: AnyView): HTMLElement {
        const v = view as Fields;
        const parts: Node[] = [];
        const line = (...children: (Node | string)[]): void => void parts.push(h("p", {}, ...children));
        const centre = h("div", { class: "centre" }, h("figure", { class: "stock-place" }, stockElement(this.moves(view)), h("figcaption", {}, t("stock"))));
        if (typeof v.top === "string") {
            centre.prepend(h("figure", { class: "pile-top" }, cardElement(v.top),
                h("figcaption", {}, t("cardToMatch"), typeof v.named_suit === "string" ? h("span", { class: "named" }, t("suitNamed", { suit: suitName(v.named_suit) })) : "",
                    typeof v.discard_count === "number" ? t("inDiscards", { count: v.discard_count }) : "")));
        } else if (v.top === null && "top" in v) {
            centre.prepend(h("p", {}, t("discardEmpty")));
        }
        const move = this.lastMove(view);
        if (move !== null) centre.append(move);
        parts.push(centre, this.explained());
        if (Array.isArray(v.discard_pile)) {
            const pile = v.discard_pile as string[];
            line(t("discardPile", { count: pile.length }));
            parts.push(cardList(pile.slice(-8), t("discardTop"), true));
        }
        if (Array.isArray(v.horses)) {
            const horses = (v.horses as Fields[]).map((horse) => h("li", {},
                cardElement(String(horse.card), true), ` ${said("horse", horse.state)}`,
                horse.place !== null ? t("place", { n: Number(horse.place) }) : "",
                horse.owner !== null && horse.owner !== undefined ? ` (${seatName(view.names, horse.owner)})` : ""));
            parts.push(h("h2", {}, t("horses")), h("ul", { class: "cards", "aria-label": t("horses") }, ...horses));
        }
        if (Array.isArray(v.piles)) {
            const piles = (v.piles as Fields[]).map((pile, index) => h("div", { class: "pile", "aria-label": t("pileN", { n: index + 1 }) },
                h("strong", {}, t("pileN", { n: index + 1 })), t("pileTop"), cardElement(String(pile.top), true),
                t("governedBy", { card: cardText(String(pile.governing)) }),
                cardList(pile.cards as string[], t("pileCards", { n: index + 1 }), true)));
            parts.push(h("h2", {}, t("piles")), h("div", { class: "piles" }, ...piles));
        }
        const under = v.under_stock as Fields | undefined;
        if (under && Array.isArray(under.cards) && under.cards.length > 0) {
            line(t("underStock", { count: Number(under.count) }), ...(under.cards as string[]).map((c) => cardElement(c, true)));
        }
        const notes: string[] = [];
        notes.push(view.direction === 1 ? t("runsInOrder") : t("runsAgainst"));
        if (typeof v.rank_direction === "string") notes.push(t("ranksGo", { direction: said("ranks", v.rank_direction), either: v.direction_choice === true }));
        const pending = v.pending as Fields | null | undefined;
        if (pending) notes.push(t("pending", { rank: String(pending.rank), count: Number(pending.count) }));
        if (typeof v.jack_attack === "number") notes.push(t("jackAttack", { who: seatName(view.names, v.jack_attack) }));
        const challenge = v.challenge_open as Fields | null | undefined;
        if (challenge) notes.push(t("mayChallenge", { who: seatName(view.names, challenge.seat), penalty: Number(challenge.penalty) }));
        if (v.free_lead === true) notes.push(t("freeLead"));
        if (typeof v.drawn_card === "string") notes.push(t("youDrew", { card: cardText(v.drawn_card) }));
        if (typeof v.stall_count === "number" && v.stall_count > 0) notes.push(t("stalls", { count: v.stall_count }));
        parts.push(h("p", { class: "muted" }, notes.join(" ")));
        return h("section", { class: "table", "aria-label": t("theTable") }, ...parts);
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

    /** With `disconnect_grace_s`, when the seat to act is another player's and it is away: a button that hands it
     * to the house bot (the server says when it is too early: `claim_too_early`). */
    private claim(view: AnyView): HTMLElement | null {
        const v = view as Fields;
        const grace = (v.options as Fields | undefined)?.disconnect_grace_s;
        const connected = Array.isArray(v.connected) ? (v.connected as unknown[]) : null;
        const resigned = Array.isArray(v.resigned) ? (v.resigned as unknown[]) : [];
        const turn = view.turn;
        if (typeof grace !== "number" || connected === null || view.status !== "playing" || turn === null) return null;
        if (view.seat === null || turn === view.seat || connected[turn] !== false || resigned[view.seat] === true) return null;
        const who = seatName(view.names, turn);
        return h("div", { class: "claim" },
            h("p", { class: "muted" }, t("claimHint", { who, seconds: grace })),
            h("button", { type: "button", "data-focus-key": "claim", disabled: this.busy, onclick: () => void this.act({ type: "claim" } as AnyAction) },
                t("claimSeat", { who })));
    }

    /** The player's cards and moves: the hand, the choices a touched card needs, the last-card call, the other
     * moves; after the match, the rematch. */
    private hand(view: AnyView): HTMLElement | null {
        if (this.token === undefined) return null;
        const moves = this.moves(view);
        const section = h("section", { class: "mine", "aria-labelledby": "hand-heading" },
            h("h2", { id: "hand-heading" }, view.hand === null ? t("yourMoves") : t("yourHand", { count: view.hand.length })));
        const mine = view.turn === view.seat && view.status === "playing";
        if (view.hand !== null && view.hand.length > 0) {
            section.append(h("p", { class: "muted hint" }, mine && moves.actions.length > 0
                ? t("raisedHint")
                : t("yourCards")));
        }
        section.append(...[callElement(moves), pickerElement(moves)].filter((n) => n !== null));
        if (view.hand !== null) section.append(handElement(moves));
        const claim = this.claim(view);
        if (claim !== null) section.append(claim);
        const others = otherMoves(moves);
        if (others !== null) section.append(others);
        else if (view.status === "playing" && moves.actions.length === 0) {
            const abandoned = view.seat !== null && Array.isArray((view as Fields).abandoned) &&
                ((view as Fields).abandoned as unknown[])[view.seat] === true;
            section.append(h("p", { class: "muted" }, abandoned
                ? t("seatBotNow")
                : t("nothingToDo")));
        }
        if (view.status === "finished") {
            section.append(h("button", { type: "button", class: "primary rematch", "data-focus-key": "rematch", onclick: () => void this.rematch() },
                typeof (view as Fields).rematch === "string" ? t("joinRematch") : t("rematch")));
        }
        return section;
    }

    private results(view: AnyView): HTMLElement {
        const perSide = view.scores.length !== view.players;
        const columns = perSide ? view.scores.map((_, side) => t("sideN", { n: side + 1 })) : view.names;
        const head = h("tr", {}, h("th", { scope: "col" }, t("deal")), ...columns.map((c) => h("th", { scope: "col" }, c)));
        const rows = view.deal_results.map((result) =>
            h("tr", {}, h("th", { scope: "row" }, `${result.deal} (${said("reason", result.reason)})`), ...result.scores.map((s) => h("td", {}, String(s)))));
        const total = h("tr", {}, h("th", { scope: "row" }, t("total")), ...view.scores.map((s) => h("td", {}, h("strong", {}, String(s)))));
        return h("section", { "aria-label": t("scores") },
            h("h2", {}, t("scoresHeading", { higher: view.score_direction === "higher_is_better" })),
            h("div", { class: "scroll-x", tabindex: 0, role: "region", "aria-label": t("scoreTable") },
                h("table", { class: "scores" }, h("thead", {}, head), h("tbody", {}, ...rows, total))));
    }

    private logList(names: readonly string[]): HTMLElement {
        const seqs = [...this.log.keys()].sort((a, b) => a - b);
        const items = seqs.map((seq) => h("li", { value: seq, "data-seq": seq }, eventText(this.log.get(seq)!, names)));
        return h("ol", { id: "log", class: "log", "aria-labelledby": "log-heading", tabindex: 0 }, ...items);
    }
}
