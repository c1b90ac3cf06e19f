/**
 * The page's words, from one message catalogue per language (`messages/en.ts`, `messages/hr.ts`): plain
 * strings, or functions of named parameters where a sentence needs them (so TypeScript checks every call's
 * parameters, and that each catalogue has every key of the English one with the same parameters). The
 * language is the one chosen on the page (kept in `localStorage`), else the browser's first known one
 * (`navigator.languages`), else English. English is part of the bundle; another language's catalogue is a
 * file of its own, loaded (once) before the page is drawn in it. Written here rather than taken from an i18n package: a lookup and
 * `Intl.PluralRules` and `Intl.ListFormat` (built into the browser) are all this page needs, and they add a few hundred bytes.
 */
import { en } from "./messages/en.js";

/** A catalogue: every key of the English one, each a string or a function with the same parameters. */
export type Catalogue = typeof en;
export type Key = keyof Catalogue;
type Params<K extends Key> = Catalogue[K] extends (params: infer P) => string ? [params: P] : [];

/** The languages offered, each by its own name, and how to get its catalogue. */
export const LANGUAGES = {
    en: { name: "English", load: async (): Promise<Catalogue> => en },
    hr: { name: "Hrvatski", load: async (): Promise<Catalogue> => (await import("./messages/hr.js")).hr },
} as const;
export type Language = keyof typeof LANGUAGES;

const KEY = "osmica:lang";
const known = (tag: string | null | undefined): Language | null => {
    const primary = (tag ?? "").toLowerCase().split("-")[0] ?? "";
    return primary in LANGUAGES ? (primary as Language) : null;
};

/** The language chosen on this page before, else the browser's first known one, else English. */
function initial(): Language {
    const stored = known(globalThis.localStorage?.getItem(KEY));
    if (stored !== null) return stored;
    for (const tag of globalThis.navigator?.languages ?? []) {
        const found = known(tag);
        if (found !== null) return found;
    }
    return "en";
}

let language: Language = "en";
let messages: Catalogue = en;

export function currentLanguage(): Language {
    return language;
}

/** Speak `chosen` (its catalogue loaded first) and set the page's `<html lang>`; English if it cannot load. */
async function use(chosen: Language): Promise<void> {
    try {
        messages = await LANGUAGES[chosen].load();
        language = chosen;
    } catch {
        [messages, language] = [en, "en"];
    }
    document.documentElement.lang = language;
}

/** The page's first language: the one chosen before, else the browser's (to await before drawing a page). */
export const ready: Promise<void> = use(initial());

/** Switch to `chosen`, remembered in `localStorage`. */
export async function setLanguage(chosen: Language): Promise<void> {
    globalThis.localStorage.setItem(KEY, chosen);
    await use(chosen);
}

/** The message `key` of the current language, given its parameters. */
export function t<K extends Key>(key: K, ...params: Params<K>): string {
    const message = messages[key] as string | ((params: unknown) => string);
    return typeof message === "function" ? message(params[0]) : message;
}

/** The message `key` built from a name the server sends (a problem code, an option), if the catalogue has it. */
export function maybe(key: string): string | undefined {
    const message = (messages as Record<string, unknown>)[key];
    return typeof message === "string" ? message : undefined;
}

/** A list of names joined the language's way (`ana and bo`, `ana i bo`). */
export function joined(items: readonly string[]): string {
    return new Intl.ListFormat(language, { type: "conjunction" }).format(items);
}

/** The header's language picker: a select, each language in its own name. */
export function languagePicker(onChange: () => void): HTMLElement {
    const select = document.createElement("select");
    select.id = "language";
    select.className = "language";
    for (const [code, { name }] of Object.entries(LANGUAGES)) {
        const option = new Option(name, code, false, code === language);
        option.lang = code;
        select.append(option);
    }
    select.addEventListener("change", () => void setLanguage(select.value as Language).then(onChange));
    return select;
}
