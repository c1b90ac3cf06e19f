/**
 * The player's side of the table: the hand as cards to touch, the stock, the moves that are not a card, and the
 * choices a card may need. Every move is still an entry of the view's `legal_actions`, sent back unchanged;
 * this file only arranges them: the entries that play a card (`play`'s `card`, `play_ace`'s `ace`) belong to
 * that card of the hand; a card with several entries asks which one: the suit to name (one button per suit),
 * or else the pile, the cards played with it, the face to start a pile with. Where the entries come twice,
 * with and without `announce_last`, a toggle (on by default) says which of the two a card plays, and with it
 * off the page warns that the rules penalise that play.
 */
import type { AnyAction } from "./api.js";
import { backSvg, cardElement, cardText, isRed, suitWord } from "./cards.js";
import { t } from "./i18n.js";
import { h } from "./ui.js";
import { actionLabel, actionSpoken, spoken } from "./words.js";

type Fields = Record<string, unknown>;

/** What the table hands this file: the moves, the seat names, and what to do with a chosen move. */
export interface Moves {
    actions: readonly AnyAction[];
    hand: readonly string[];
    names: readonly string[];
    variant: string;
    stockCount: number;
    busy: boolean;
    /** The card whose choices are open, or null. */
    choosing: string | null;
    /** Whether a play that may call "last card" calls it. */
    callLast: boolean;
    act(action: AnyAction): void;
    choose(card: string | null): void;
    setCallLast(on: boolean): void;
}

/** The card of the hand an action plays, or null for a move that is not a card. */
export function cardOf(action: AnyAction): string | null {
    const a = action as Fields;
    if (a.type === "play" && typeof a.card === "string") return a.card;
    if (a.type === "play_ace" && typeof a.ace === "string") return a.ace;
    return null;
}

const calls = (action: AnyAction): boolean => (action as Fields).announce_last === true;

/** Whether the moves offer the last-card call (some entries come with and without it). */
export function offersCall(actions: readonly AnyAction[]): boolean {
    return actions.some(calls);
}

/** The entries a card plays now: those of the toggle's side where the card has both. */
function entriesOf(card: string, moves: Moves): AnyAction[] {
    const all = moves.actions.filter((a) => cardOf(a) === card);
    if (!all.some(calls)) return all;
    const chosen = all.filter((a) => calls(a) === moves.callLast);
    return chosen.length > 0 ? chosen : all;
}

/** The suit each entry names when the entries differ only by it, else null. */
function suitsOnly(entries: readonly AnyAction[]): string[] | null {
    if (entries.length < 2) return null;
    const rest = (a: AnyAction): string => JSON.stringify({ ...(a as Fields), named_suit: undefined });
    const first = rest(entries[0]!);
    if (!entries.every((a) => typeof (a as Fields).named_suit === "string" && rest(a) === first)) return null;
    return entries.map((a) => String((a as Fields).named_suit));
}

/** Play `card`: its one entry at once, else open its choices. */
function touch(card: string, moves: Moves): void {
    const entries = entriesOf(card, moves);
    if (entries.length === 1) moves.act(entries[0]!);
    else if (entries.length > 1) moves.choose(card);
}

/** The hand: one button per card; the playable ones raised, the others dimmed (and saying why). */
export function handElement(moves: Moves): HTMLElement {
    const playable = new Set(moves.actions.map(cardOf).filter((c): c is string => c !== null));
    const items = moves.hand.map((card, index) => {
        const can = playable.has(card);
        const button = h("button", {
            type: "button",
            class: `hand-card${can ? " playable" : " dim"}${moves.choosing === card ? " chosen" : ""}`,
            "aria-disabled": can && !moves.busy ? undefined : "true",
            "aria-expanded": can && entriesOf(card, moves).length > 1 ? String(moves.choosing === card) : undefined,
            "data-card": card,
            "data-focus-key": `card-${index}-${card}`,
            onclick: () => {
                if (can && !moves.busy) touch(card, moves);
            },
        }, can ? h("span", { class: "sr" }, t("playSr")) : "", cardElement(card), can ? "" : h("span", { class: "sr" }, t("cannotPlay")));
        return h("li", {}, button);
    });
    return h("ul", { class: "hand", "aria-label": t("handCards") }, ...items);
}

/** The choices of the card being played: a suit picker, or one button per entry. */
export function pickerElement(moves: Moves): HTMLElement | null {
    const card = moves.choosing;
    if (card === null) return null;
    const entries = entriesOf(card, moves);
    if (entries.length < 2) return null;
    const suits = suitsOnly(entries);
    const cancel = h("button", { type: "button", class: "cancel", "data-focus-key": "cancel", onclick: () => moves.choose(null) }, t("cancel"));
    const onkeydown = (event: Event): void => {
        if ((event as KeyboardEvent).key === "Escape") moves.choose(null);
    };
    if (suits !== null) {
        const buttons = suits.map((suit, index) => h("button", {
            type: "button",
            class: `suit${isRed(suit) ? " red" : ""}`,
            "data-suit": suit,
            "data-focus-key": `suit-${suit}`,
            disabled: moves.busy,
            onclick: () => moves.act(entries[index]!),
        }, suitIcon(suit), suitWord(suit)));
        return h("div", { class: "picker", role: "group", "aria-labelledby": "picker-title", "data-picker": "suit", onkeydown },
            h("p", { id: "picker-title" }, t("nameSuit", { card: cardText(card) })), h("div", { class: "choices" }, ...buttons, cancel));
    }
    const buttons = entries.map((action, index) => h("button", {
        type: "button",
        "data-focus-key": `choice-${index}`,
        disabled: moves.busy,
        onclick: () => moves.act(action),
    }, ...spokenCards(actionLabel(action, moves.names))));
    return h("div", { class: "picker", role: "group", "aria-labelledby": "picker-title", "data-picker": "choice", onkeydown },
        h("p", { id: "picker-title" }, t("howToPlay", { card: cardText(card) })), h("div", { class: "choices" }, ...buttons, cancel));
}

/** A label with its cards (`7♥`) shown as they are and spoken in words (`seven of hearts`). */
function spokenCards(label: string): Node[] {
    return label.split(/((?:10|[2-9JQKA])[♠♥♦♣])/u).map((part, index) => index % 2 === 0
        ? document.createTextNode(part)
        : h("span", {}, h("span", { "aria-hidden": "true" }, part), h("span", { class: "sr" }, spoken(part))));
}

function suitIcon(suit: string): SVGSVGElement {
    const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    icon.setAttribute("viewBox", "0 0 100 100");
    icon.setAttribute("aria-hidden", "true");
    icon.setAttribute("class", "suit-icon");
    const shape = document.createElementNS("http://www.w3.org/2000/svg", "use");
    shape.setAttribute("href", `#suit-${suit}`);
    icon.append(shape);
    return icon;
}

/** The last-card toggle and, with it off, the warning; null where no play may call. */
export function callElement(moves: Moves): HTMLElement | null {
    if (!offersCall(moves.actions)) return null;
    const toggle = h("button", {
        type: "button",
        class: "call-toggle",
        "aria-pressed": String(moves.callLast),
        "data-focus-key": "call-last",
        onclick: () => moves.setCallLast(!moves.callLast),
    }, h("span", { class: "switch", "aria-hidden": "true" }), t("callLast"));
    const warning = moves.callLast ? null : h("p", { class: "warning", "data-warning": "no-call" },
        t("noCallWarning"),
        h("a", { href: `/docs/rules/${moves.variant}`, target: "_blank", rel: "noopener" }, t("lastCardRule")));
    return h("div", { class: "call" }, toggle, warning);
}

const STOCK_MOVES = new Set(["draw", "turn_stock"]);

/** The stock (a button when drawing from it is a move) and the moves that are not a card. */
export function stockElement(moves: Moves): HTMLElement {
    const draw = moves.actions.find((a) => STOCK_MOVES.has(a.type));
    const label = t("inStock", { count: moves.stockCount });
    const stock = draw === undefined
        ? h("span", { class: "stock", role: "img", "aria-label": label }, backSvg(), h("span", { class: "count" }, String(moves.stockCount)))
        : h("button", {
            type: "button",
            class: "stock",
            "aria-disabled": moves.busy ? "true" : undefined,
            "data-action": draw.type,
            "data-focus-key": "stock",
            onclick: () => {
                if (!moves.busy) moves.act(draw);
            },
        }, backSvg(), h("span", { class: "sr" }, `${actionSpoken(draw, moves.names)}: `), h("span", { class: "count" }, String(moves.stockCount)),
        h("span", { class: "sr" }, t("inStockTail", { count: moves.stockCount })));
    return stock;
}

/** One button per move that is not a card (draw, pass, turn the stock, challenge, resign). */
export function otherMoves(moves: Moves): HTMLElement | null {
    const buttons = moves.actions.map((action, index) => {
        if (cardOf(action) !== null) return null;
        return h("button", {
            type: "button",
            class: action.type === "resign" ? "resign" : action.type === "pass" || STOCK_MOVES.has(action.type) ? "primary" : undefined,
            "data-action": action.type,
            "data-focus-key": `action-${action.type}-${index}`,
            disabled: moves.busy,
            onclick: () => moves.act(action),
        }, ...spokenCards(actionLabel(action, moves.names)));
    }).filter((b) => b !== null);
    return buttons.length > 0 ? h("div", { class: "actions" }, ...buttons) : null;
}
