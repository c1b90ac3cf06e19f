/** Cards as the API writes them (`10H`, `QS`, `AD`) drawn as Unicode: rank and suit symbol, red for hearts and
 * diamonds, with a spoken label (`queen of spades`) for screen readers. */

const SUITS: Record<string, { symbol: string; name: string; red: boolean }> = {
    S: { symbol: "♠", name: "spades", red: false },
    H: { symbol: "♥", name: "hearts", red: true },
    D: { symbol: "♦", name: "diamonds", red: true },
    C: { symbol: "♣", name: "clubs", red: false },
};
const RANKS: Record<string, string> = { A: "ace", K: "king", Q: "queen", J: "jack" };

function split(code: string): { rank: string; suit: string } {
    return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

/** `Q♠`: the card as short text. */
export function cardText(code: string): string {
    const { rank, suit } = split(code);
    return `${rank}${SUITS[suit]?.symbol ?? suit}`;
}

/** `queen of spades`: the card in words. */
export function cardName(code: string): string {
    const { rank, suit } = split(code);
    return `${RANKS[rank] ?? rank} of ${SUITS[suit]?.name ?? suit}`;
}

/** `♠ spades`: a suit (`S`) in words. */
export function suitName(suit: string): string {
    const known = SUITS[suit];
    return known === undefined ? suit : `${known.symbol} ${known.name}`;
}

/** One card as an element (`role="img"` with its name). */
export function cardElement(code: string, small = false): HTMLElement {
    const element = document.createElement("span");
    const red = SUITS[split(code).suit]?.red ?? false;
    element.className = `card${red ? " red" : ""}${small ? " small" : ""}`;
    element.textContent = cardText(code);
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", cardName(code));
    element.dataset.card = code;
    return element;
}

/** A face-down card showing a count (a stock, another player's hand). */
export function backElement(count: number, label: string): HTMLElement {
    const element = document.createElement("span");
    element.className = "card back small";
    element.textContent = String(count);
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", label);
    return element;
}

/** A list of cards (`<ul class="cards">`). */
export function cardList(codes: readonly string[], label: string, small = false): HTMLElement {
    const list = document.createElement("ul");
    list.className = "cards";
    list.setAttribute("aria-label", label);
    for (const code of codes) {
        const item = document.createElement("li");
        item.append(cardElement(code, small));
        list.append(item);
    }
    return list;
}
