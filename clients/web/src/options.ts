/**
 * The house-rule form of a game, built from the server's OpenAPI document: the `options` schema of the game's
 * create body gives every option, its type and bounds, its description (with links to the rules) and its
 * default. Only the options changed from their defaults are sent.
 */
import { maybe, t } from "./i18n.js";
import { h } from "./ui.js";

type Schema = {
    $ref?: string;
    type?: string;
    enum?: unknown[];
    const?: unknown;
    default?: unknown;
    description?: string;
    minimum?: number;
    maximum?: number;
    anyOf?: Schema[];
    items?: Schema;
    properties?: Record<string, Schema>;
};
type Document = { paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>; components?: { schemas?: Record<string, Schema> } };

function resolve(document: Document, schema: Schema | undefined): Schema | undefined {
    if (schema?.$ref === undefined) return schema;
    return document.components?.schemas?.[schema.$ref.replace("#/components/schemas/", "")];
}

/** The options schema of `variant`'s create body, its properties in document order. */
export function optionsSchema(document: Document, variant: string): Record<string, Schema> {
    const create = resolve(document, document.paths?.[`/v1/${variant}/games`]?.post?.requestBody?.content?.["application/json"]?.schema);
    return resolve(document, create?.properties?.options)?.properties ?? {};
}

/** The rule links of a description (`[CE8-6](/docs/rules/...)`), as `Rules: CE8-6, CE8-A3`. */
function ruleLinks(text: string): Node[] {
    const links = [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((match) => h("a", { href: match[2]!, target: "_blank", rel: "noopener" }, t("rule", { id: match[1]! })));
    return links.length === 0 ? [] : [document.createTextNode(" "), ...links.flatMap((link, i) => (i === 0 ? [link] : [document.createTextNode(", "), link]))];
}

/** A description's text with its Markdown links (`[CE8-6](/docs/rules/...)`) as links. */
function described(text: string): Node[] {
    const out: Node[] = [];
    let last = 0;
    for (const match of text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
        out.push(document.createTextNode(text.slice(last, match.index)));
        out.push(h("a", { href: match[2]!, target: "_blank", rel: "noopener" }, match[1]!));
        last = match.index + match[0].length;
    }
    out.push(document.createTextNode(text.slice(last).replaceAll("``", "")));
    return out;
}

interface Field {
    name: string;
    read(): { changed: boolean; value: unknown } | { error: string };
}

/** The form's fields for `schema`, and a function reading the changed options (or the first error). */
export function optionsForm(schema: Record<string, Schema>): { element: HTMLElement; read(): Record<string, unknown> | string } {
    const fieldset = h("fieldset", {}, h("legend", {}, t("houseRulesLegend")));
    const fields: Field[] = [];
    for (const [name, property] of Object.entries(schema)) {
        const id = `option-${name}`;
        const words = maybe(`option.${name}`);
        const label = h("label", { for: id }, words ?? name.replaceAll("_", " "));
        const nullable = property.anyOf?.some((s) => s.type === "null") ?? false;
        const inner: Schema = property.anyOf?.find((s) => s.type !== "null") ?? property;
        const fallback = property.default;
        let control: HTMLElement;
        let field: Field;
        if (property.const !== undefined) {
            const fixed = String(property.const);
            control = h("output", { id, "data-value": fixed }, t("fixed", { value: maybe(`value.${fixed}`) ?? fixed }));
            field = { name, read: () => ({ changed: false, value: property.const }) };
        } else if (inner.enum !== undefined) {
            const select = h("select", { id, name });
            for (const value of inner.enum) {
                select.append(h("option", { value: String(value), selected: value === fallback }, maybe(`value.${String(value)}`) ?? String(value).replaceAll("_", " ")));
            }
            control = select;
            field = { name, read: () => ({ changed: select.value !== String(fallback), value: select.value }) };
        } else if (inner.type === "boolean") {
            const box = h("input", { id, name, type: "checkbox", checked: fallback === true });
            control = box;
            field = { name, read: () => ({ changed: box.checked !== (fallback === true), value: box.checked }) };
        } else if (inner.type === "integer") {
            const input = h("input", {
                id, name, type: "number", inputmode: "numeric", min: inner.minimum, max: inner.maximum,
                value: typeof fallback === "number" ? fallback : undefined,
                placeholder: nullable && (fallback === undefined || fallback === null) ? t("automatic") : undefined,
            });
            control = input;
            field = {
                name,
                read: () => {
                    const text = input.value.trim();
                    if (text === "") return { changed: !nullable ? false : fallback !== undefined && fallback !== null, value: null };
                    const value = Number(text);
                    if (!Number.isInteger(value)) return { error: t("wholeNumber", { label: words ?? name }) };
                    return { changed: value !== fallback, value };
                },
            };
        } else if (inner.type === "array") {
            const text = Array.isArray(fallback) ? fallback.join(", ") : "";
            const input = h("input", { id, name, type: "text", value: text, inputmode: "numeric" });
            control = input;
            field = {
                name,
                read: () => {
                    if (input.value.trim() === text) return { changed: false, value: fallback };
                    const values = input.value.split(/[\s,]+/).filter(Boolean).map(Number);
                    if (values.some((v) => !Number.isInteger(v))) return { error: t("wholeNumbers", { label: words ?? name }) };
                    return { changed: true, value: values };
                },
            };
        } else {
            continue;
        }
        const description = property.description ?? inner.description ?? "";
        const help = h("small", { id: `${id}-help` }, ...(words === undefined ? described(description) : [maybe(`help.${name}`) ?? "", ...ruleLinks(description)]));
        control.setAttribute("aria-describedby", `${id}-help`);
        fieldset.append(h("div", { class: "field" }, label, control, help));
        fields.push(field);
    }
    return {
        element: fieldset,
        read() {
            const options: Record<string, unknown> = {};
            for (const field of fields) {
                const got = field.read();
                if ("error" in got) return got.error;
                if (got.changed) options[field.name] = got.value;
            }
            return options;
        },
    };
}
