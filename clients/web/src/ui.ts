/** Small DOM helpers and the one place problems are shown. */
import type { Problem } from "./api.js";
import { maybe, t } from "./i18n.js";

type Child = Node | string | null | undefined | false;

/** An element with attributes (`on<event>` ones become listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string | number | boolean | EventListener | undefined> = {},
    ...children: Child[]
): HTMLElementTagNameMap[K] {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
        if (value === undefined || value === false) continue;
        if (name.startsWith("on") && typeof value === "function") element.addEventListener(name.slice(2), value);
        else element.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
    return element;
}

/** Replace the page's content. */
export function mount(...children: Child[]): void {
    const app = document.getElementById("app")!;
    app.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** The rule id of a problem's `rule` (`[SWI-8](/docs/rules/switch#SWI-8)` or `SWI-8`). */
function ruleId(rule: string): string {
    return /\[([^\]]+)\]/.exec(rule)?.[1] ?? rule;
}

/** Show a problem as a readable message: a sentence for players (the server's detail where the code has none),
 * the server's detail and the stable `code` in small, and, for a rule, a link to it. */
export function showProblem(problem: Problem): void {
    const box = document.getElementById("problem")!;
    const sentence = maybe(`problem.${problem.code}`);
    const detail = problem.detail ?? problem.title;
    const parts: Child[] = [
        h("strong", {}, sentence ?? detail),
        " ",
        h("span", { class: "muted" }, sentence !== undefined && detail ? `(${detail}; ` : "(", h("code", {}, problem.code), ")"),
    ];
    if (problem.rule) {
        const id = ruleId(problem.rule);
        parts.push(" ", problem.rule_url ? h("a", { href: problem.rule_url, target: "_blank", rel: "noopener" }, t("rule", { id })) : t("rule", { id }));
    }
    box.replaceChildren(...parts.filter((c): c is Node | string => typeof c === "string" || c instanceof Node));
    box.dataset.code = problem.code;
    box.hidden = false;
}

export function clearProblem(): void {
    const box = document.getElementById("problem")!;
    box.hidden = true;
    box.replaceChildren();
    delete box.dataset.code;
}

/** The stream's state in the header: `live`, `connecting…`, or nothing. */
export function setConnection(text: string, connections?: number): void {
    const element = document.getElementById("connection")!;
    element.textContent = text;
    if (connections !== undefined) element.dataset.connections = String(connections);
}
