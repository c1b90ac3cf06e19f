/**
 * Cards as the API writes them (`10H`, `QS`, `AD`), drawn as SVG by the front end itself: four suit shapes and
 * one back pattern are defined once in the page (an SVG sprite of `<symbol>`s, added on the first card drawn),
 * and every card is a small `<svg>` that `<use>`s them, with its rank as text. No image file, no font glyph:
 * the same shapes in every browser, a few hundred bytes in the bundle. Each card has a spoken name
 * (`queen of spades`, in the page's language) for screen readers; the drawing itself is hidden from them.
 */
import { maybe, t } from "./i18n.js";

const SUITS: Record<string, { symbol: string; red: boolean }> = {
    S: { symbol: "♠", red: false },
    H: { symbol: "♥", red: true },
    D: { symbol: "♦", red: true },
    C: { symbol: "♣", red: false },
};
const COURTS = new Set(["K", "Q", "J"]);

const SVG = "http://www.w3.org/2000/svg";

/** The suit shapes (in a 100 × 100 box) and the back's pattern. */
const SPRITE = `<svg xmlns="${SVG}" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">
<symbol id="suit-S" viewBox="0 0 100 100"><path d="M50 4C66 26 94 40 92 62c-1 14-15 22-28 16-4-2-7-5-9-8l6 26H39l6-26c-2 3-5 6-9 8-13 6-27-2-28-16C6 40 34 26 50 4z"/></symbol>
<symbol id="suit-H" viewBox="0 0 100 100"><path d="M50 94C30 74 4 56 6 32 8 14 24 6 36 10c7 2 11 8 14 14 3-6 7-12 14-14 12-4 28 4 30 22 2 24-24 42-44 62z"/></symbol>
<symbol id="suit-D" viewBox="0 0 100 100"><path d="M50 2 86 50 50 98 14 50z"/></symbol>
<symbol id="suit-C" viewBox="0 0 100 100"><circle cx="50" cy="27" r="21"/><circle cx="27" cy="60" r="21"/><circle cx="73" cy="60" r="21"/><path d="M45 52h10l7 44H38z"/></symbol>
<pattern id="card-back" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#2e4a6b"/><rect width="5" height="10" fill="#3d6590"/></pattern>
</svg>`;

function ensureSprite(): void {
    if (document.getElementById("suit-S") !== null) return;
    const holder = document.createElement("div");
    holder.innerHTML = SPRITE;
    document.body.prepend(holder.firstElementChild!);
}

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
    return t("cardName", { rank: maybe(`rank.${rank}`) ?? rank, suit: suitWord(suit) });
}

/** `spades`: a suit (`S`) in words. */
export function suitWord(suit: string): string {
    return maybe(`suit.${suit}`) ?? suit;
}

/** `♠ spades`: a suit (`S`) as its symbol and in words. */
export function suitName(suit: string): string {
    const known = SUITS[suit];
    return known === undefined ? suit : `${known.symbol} ${suitWord(suit)}`;
}

/** Whether a suit (`H`) is drawn red. */
export function isRed(suit: string): boolean {
    return SUITS[suit]?.red ?? false;
}

function svg(tag: string, attributes: Record<string, string | number>): SVGElement {
    const element = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
    return element;
}

const use = (suit: string, x: number, y: number, size: number): SVGElement => {
    const element = svg("use", { href: `#suit-${suit}`, x, y, width: size, height: size });
    return element;
};

/** A card's drawing (60 × 84 units): rank and suit in two corners, the suit large in the middle. */
export function cardSvg(code: string): SVGSVGElement {
    ensureSprite();
    const { rank, suit } = split(code);
    const drawing = svg("svg", { viewBox: "0 0 60 84", class: "face", "aria-hidden": "true", focusable: "false" }) as SVGSVGElement;
    drawing.append(svg("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, class: "paper" }));
    const corner = (flip: boolean): SVGElement => {
        const group = svg("g", flip ? { transform: "rotate(180 30 42)" } : {});
        const text = svg("text", { x: 4, y: 15, class: "rank" });
        text.textContent = rank;
        group.append(text, use(suit, 4, 18, 11));
        return group;
    };
    const middle = COURTS.has(rank)
        ? [svg("rect", { x: 15, y: 18, width: 30, height: 48, rx: 3, class: "court" }), use(suit, 19, 26, 22),
            Object.assign(svg("text", { x: 30, y: 62, class: "court-rank" }), { textContent: rank })]
        : [use(suit, 15, 27, 30)];
    drawing.append(corner(false), corner(true), ...middle);
    return drawing;
}

/** A card's back. */
export function backSvg(): SVGSVGElement {
    ensureSprite();
    const drawing = svg("svg", { viewBox: "0 0 60 84", class: "back-face", "aria-hidden": "true", focusable: "false" }) as SVGSVGElement;
    drawing.append(
        svg("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, fill: "#fff", stroke: "#6b7280" }),
        svg("rect", { x: 4, y: 4, width: 52, height: 76, rx: 3, fill: "url(#card-back)" }),
    );
    return drawing;
}

/** One card as an element (`role="img"` with its name). */
export function cardElement(code: string, small = false): HTMLElement {
    const element = document.createElement("span");
    element.className = `card${isRed(split(code).suit) ? " red" : ""}${small ? " small" : ""}`;
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", cardName(code));
    element.dataset.card = code;
    element.append(cardSvg(code));
    return element;
}

/** A face-down card with a count on it (another seat's hand, the stock). */
export function backElement(count: number, label: string): HTMLElement {
    const element = document.createElement("span");
    element.className = "card back small";
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", label);
    const number = document.createElement("span");
    number.className = "count";
    number.textContent = String(count);
    element.append(backSvg(), number);
    return element;
}

/** A list of cards (`<ul class="cards">`; small ones overlap like a fan, each corner showing). */
export function cardList(codes: readonly string[], label: string, small = false): HTMLElement {
    const list = document.createElement("ul");
    list.className = small ? "cards fan" : "cards";
    list.setAttribute("aria-label", label);
    for (const code of codes) {
        const item = document.createElement("li");
        item.append(cardElement(code, small));
        list.append(item);
    }
    return list;
}
