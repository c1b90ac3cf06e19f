/**
 * Actions and events in words, from their fields alone: the front end knows how to say what an entry of
 * `legal_actions` does and what an event reports, not which of them the rules allow (the server lists those).
 * A type this file does not know is still shown, as its name and fields. The words come from the page's
 * message catalogue (`i18n.ts`).
 */
import type { AnyAction, AnyEvent } from "./api.js";
import { cardName, cardText, suitName } from "./cards.js";
import { joined, maybe, t } from "./i18n.js";

type Fields = Record<string, unknown>;

const cards = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const cardsText = (value: unknown): string => cards(value).map(cardText).join(" ");
/** A value the server names (`went_out`, under `reason`) in words, else as it is with spaces. */
export const said = (prefix: string, value: unknown): string => maybe(`${prefix}.${String(value)}`) ?? String(value).replaceAll("_", " ");

/** A seat by its player's name, else by its number counted from 1 (`seat 1` is seat 0 of the API). */
export function seatName(names: readonly string[], seat: unknown): string {
    return names[Number(seat)] || t("seat", { n: Number(seat) + 1 });
}

/** The label of one action's button, e.g. `Play Q♠`, `Play 8♥ naming ♠ spades`, `Draw`. */
export function actionLabel(action: AnyAction, names: readonly string[]): string {
    const a = action as Fields;
    switch (a.type) {
        case "play": {
            let label = t("actPlay", { cards: [a.card, ...cards(a.more)].map((c) => cardText(String(c))).join(" ") });
            if (a.pile !== undefined && a.pile !== null) label += t("actOnPile", { n: Number(a.pile) + 1 });
            if (typeof a.named_suit === "string") label += t("actNaming", { suit: suitName(a.named_suit) });
            if (a.announce_last === true) label += t("actCalling");
            return label;
        }
        case "play_ace":
            return t("actAce", { n: Number(a.pile) + 1, ace: cardText(String(a.ace)), face: cardText(String(a.face)) });
        case "draw":
            return t("actDraw");
        case "pass":
            return t("actPass");
        case "turn_stock":
            return t("actTurnStock");
        case "challenge":
            return t("actChallenge", { who: seatName(names, a.seat) });
        case "resign":
            return t("actResign");
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
    const seat = e.seat === null || e.seat === undefined ? t("theDealer") : seatName(names, e.seat);
    // A move the server made for a person's seat (the house bot of a resigned or abandoned seat) says so; a bot's
    // own moves need no note (its name says it), nor do the server's forced moves (they say "automatically").
    const who = e.bot === true && e.auto !== true && !/\bbot\b/i.test(seat) ? seat + t("byHouseBot") : seat;
    const list = (value: unknown): string => (Array.isArray(value) ? value.join(", ") : String(value));
    const count = Number(e.count);
    switch (e.type) {
        case "dealt":
            return t("evDealt", { deal: Number(e.deal), dealer: seatName(names, e.dealer), count: Number(e.hand_size) });
        case "starter":
            return t("evStarter", { card: cardText(String(e.card)) });
        case "buried":
            return t("evBuried", { card: cardText(String(e.card)) });
        case "played": {
            let text = t("evPlayed", { who, cards: [e.card, ...cards(e.more)].map((c) => cardText(String(c))).join(" ") });
            if (e.pile !== undefined && e.pile !== null) text += t("evOnPile", { n: Number(e.pile) + 1 });
            if (typeof e.named_suit === "string") text += t("evNaming", { suit: suitName(e.named_suit) });
            if (e.announced === true) text += t("evCalling");
            return `${text}.`;
        }
        case "ace_played":
            return t("evAce", { who, n: Number(e.pile) + 1, ace: cardText(String(e.ace)), face: cardText(String(e.face)) });
        case "drew":
            return t("evDrew", { who, count, cards: cardsText(e.cards), forTwos: e.reason === "two_obligation" });
        case "passed":
            return e.auto === true ? t("evPassedAuto", { who: seat }) : t("evPassed", { who });
        case "skipped":
            return t("evSkipped", { who: seat });
        case "penalty":
            return t("evPenalty", { who: seat, count, reason: said("penalty", e.reason), cards: cardsText(e.cards) });
        case "challenged":
            return t("evChallenged", { who, target: seatName(names, e.target) });
        case "direction_changed":
            return t(e.direction === 1 ? "evSeatOrder" : "evAgainstSeatOrder");
        case "rank_direction_changed":
            return t("evRanks", { direction: said("ranks", e.rank_direction) });
        case "reshuffled":
            return t("evReshuffled", { count });
        case "turned_stock":
            return t("evTurnedStock", { who, card: cardText(String(e.card)) });
        case "horses":
            return t("evHorses", { cards: cardsText(e.cards) });
        case "horses_returned":
            return t("evHorsesReturned", { cards: cardsText(e.cards) });
        case "horse_finished":
            return t("evHorseFinished", { who, horse: cardText(String(e.horse)), card: cardText(String(e.card)), place: Number(e.place) });
        case "horse_fell":
            return t("evHorseFell", { horse: cardText(String(e.horse)), card: cardText(String(e.card)) });
        case "piles_formed":
            return t("evPiles", { piles: cardsText(e.piles), aside: cardsText(e.set_aside) });
        case "went_out":
            return t("evWentOut", { who: seat });
        case "misdeal":
            return t("evMisdeal", { dealer: seatName(names, e.dealer), deal: Number(e.deal) });
        case "deal_ended":
            return t("evDealEnded", { deal: Number(e.deal), reason: said("reason", e.reason), scores: list(e.scores) });
        case "resigned":
            return t("evResigned", { who: seat });
        case "claimed":
            return t("evClaimed", { who: seat, by: seatName(names, e.by) });
        case "timed_out":
            return t("evTimedOut", { who: seat, abandoned: e.abandoned === true });
        case "match_ended": {
            const winners = joined((Array.isArray(e.winners) ? e.winners : []).map((s) => seatName(names, s)));
            return t("evMatchEnded", { winners: winners || t("nobody"), scores: list(e.scores) });
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
