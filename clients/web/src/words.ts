/**
 * Actions and events in words, from their fields alone: the front end knows how to say what an entry of
 * `legal_actions` does and what an event reports, not which of them the rules allow (the server lists those).
 * A type this file does not know is still shown, as its name and fields.
 */
import type { AnyAction, AnyEvent } from "./api.js";
import { cardName, cardText, suitName } from "./cards.js";

type Fields = Record<string, unknown>;

const cards = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const cardsText = (value: unknown): string => cards(value).map(cardText).join(" ");
const pileName = (pile: unknown): string => `pile ${Number(pile) + 1}`;

/** A seat by its player's name, else by its number counted from 1 (`seat 1` is seat 0 of the API). */
export function seatName(names: readonly string[], seat: unknown): string {
    return names[Number(seat)] || `seat ${Number(seat) + 1}`;
}

/** The label of one action's button, e.g. `Play Q♠`, `Play 8♥ naming ♠ spades`, `Draw`. */
export function actionLabel(action: AnyAction, names: readonly string[]): string {
    const a = action as Fields;
    switch (a.type) {
        case "play": {
            let label = `Play ${[a.card, ...cards(a.more)].map((c) => cardText(String(c))).join(" ")}`;
            if (a.pile !== undefined && a.pile !== null) label += ` on ${pileName(a.pile)}`;
            if (typeof a.named_suit === "string") label += ` naming ${suitName(a.named_suit)}`;
            if (a.announce_last === true) label += ", calling last card";
            return label;
        }
        case "play_ace":
            return `Reset ${pileName(a.pile)} with ${cardText(String(a.ace))}, start it with ${cardText(String(a.face))}`;
        case "draw":
            return "Draw";
        case "pass":
            return "Pass";
        case "turn_stock":
            return "Turn the stock";
        case "challenge":
            return `Challenge ${seatName(names, a.seat)}`;
        case "resign":
            return "Resign";
        default:
            return generic(a);
    }
}

/** A text with its cards (`Q♠`) in words (`queen of spades`). */
export function spoken(text: string): string {
    return text.replace(/(10|[2-9JQKA])([♠♥♦♣])/gu, (_, rank: string, symbol: string) =>
        cardName(rank + ({ "♠": "S", "♥": "H", "♦": "D", "♣": "C" } as Record<string, string>)[symbol]),
    );
}

/** The spoken label of an action's button: the same, with card names in words. */
export function actionSpoken(action: AnyAction, names: readonly string[]): string {
    return spoken(actionLabel(action, names));
}

/** One event as a sentence, e.g. `ana played Q♠.` */
export function eventText(event: AnyEvent, names: readonly string[]): string {
    const e = event as Fields;
    const who = e.seat === null || e.seat === undefined ? "The dealer" : seatName(names, e.seat);
    // A move the server made for a person's seat (the house bot of a resigned or abandoned seat) says so; a bot's
    // own moves need no note (its name says it), nor do the server's forced moves (they say "automatically").
    const byBot = e.bot === true && e.auto !== true && !/\bbot\b/i.test(who) ? " (by the house bot)" : "";
    const list = (value: unknown): string => (Array.isArray(value) ? value.join(", ") : String(value));
    switch (e.type) {
        case "dealt":
            return `Deal ${e.deal}: ${seatName(names, e.dealer)} deals ${e.hand_size} cards each.`;
        case "starter":
            return `The starter is ${cardText(String(e.card))}.`;
        case "buried":
            return `${cardText(String(e.card))} is buried in the stock.`;
        case "played": {
            let text = `${who}${byBot} played ${[e.card, ...cards(e.more)].map((c) => cardText(String(c))).join(" ")}`;
            if (e.pile !== undefined && e.pile !== null) text += ` on ${pileName(e.pile)}`;
            if (typeof e.named_suit === "string") text += `, naming ${suitName(e.named_suit)}`;
            if (e.announced === true) text += ', calling "last card"';
            return `${text}.`;
        }
        case "ace_played":
            return `${who}${byBot} reset ${pileName(e.pile)} with ${cardText(String(e.ace))} and started it with ${cardText(String(e.face))}.`;
        case "drew": {
            const drawn = cards(e.cards).length > 0 ? `: ${cardsText(e.cards)}` : "";
            const why = e.reason === "two_obligation" ? " for the pending twos" : "";
            return `${who}${byBot} drew ${e.count} card${e.count === 1 ? "" : "s"}${why}${drawn}.`;
        }
        case "passed":
            return e.auto === true ? `${who} passed automatically (no other move).` : `${who}${byBot} passed.`;
        case "skipped":
            return `${who} is skipped.`;
        case "penalty": {
            const drawn = cards(e.cards).length > 0 ? `: ${cardsText(e.cards)}` : "";
            return `${who} draws ${e.count} penalty card${e.count === 1 ? "" : "s"} (${String(e.reason).replaceAll("_", " ")})${drawn}.`;
        }
        case "challenged":
            return `${who}${byBot} challenged ${seatName(names, e.target)}.`;
        case "direction_changed":
            return `Play now runs ${e.direction === 1 ? "in seat order" : "against seat order"}.`;
        case "rank_direction_changed":
            return `Ranks now go ${String(e.rank_direction)}.`;
        case "reshuffled":
            return `The discards are shuffled into a new stock of ${e.count} cards.`;
        case "turned_stock":
            return `${who}${byBot} turned ${cardText(String(e.card))} from the stock.`;
        case "horses":
            return `The horses are ${cardsText(e.cards)}.`;
        case "horses_returned":
            return `The horses ${cardsText(e.cards)} go back into the deck.`;
        case "horse_finished":
            return `${who}${byBot} brought horse ${cardText(String(e.horse))} home with ${cardText(String(e.card))}, place ${e.place}.`;
        case "horse_fell":
            return `Horse ${cardText(String(e.horse))} fell to ${cardText(String(e.card))}.`;
        case "piles_formed":
            return `The piles are formed: ${cardsText(e.piles)}${cards(e.set_aside).length ? `; set aside ${cardsText(e.set_aside)}` : ""}.`;
        case "went_out":
            return `${who} went out.`;
        case "misdeal":
            return `Misdeal: ${seatName(names, e.dealer)} deals deal ${e.deal} again.`;
        case "deal_ended":
            return `Deal ${e.deal} ended (${String(e.reason).replaceAll("_", " ")}); scores ${list(e.scores)}.`;
        case "resigned":
            return `${who} resigned.`;
        case "timed_out":
            return `${who} ran out of time${e.abandoned === true ? " and is now played by the house bot" : ""}.`;
        case "match_ended": {
            const winners = (Array.isArray(e.winners) ? e.winners : []).map((seat) => seatName(names, seat)).join(" and ");
            return `The match is over: ${winners || "nobody"} won; final scores ${list(e.scores)}.`;
        }
        default:
            return `${generic(e)}.`;
    }
}

function generic(fields: Fields): string {
    const rest = Object.entries(fields)
        .filter(([key]) => key !== "type" && key !== "seq")
        .map(([key, value]) => `${key.replaceAll("_", " ")} ${JSON.stringify(value)}`);
    return [String(fields.type).replaceAll("_", " "), ...rest].join(", ");
}
