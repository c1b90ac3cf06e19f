// Generates the SDK's types from the OpenAPI document: `node generate.mjs <openapi.json> <output.ts>`.
// openapi-typescript (as package-lock.json pins it) with the settings `python -m service.contract` has always
// used (a named type per schema, fields with a default optional in request bodies), plus one transform that its
// command line has no flag for: the `Card` schema, a string whose pattern is a rank then a suit, becomes the
// template literal type `${Rank}${Suit}`, so that a typo in a card (`"11H"`, `"QX"`) fails to compile. The
// script checks first that the pattern accepts every rank-and-suit pair of the document and nothing else.
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import ts from "typescript";

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error("usage: node generate.mjs <openapi.json> <output.ts>");
const schemas = JSON.parse(await readFile(input, "utf-8")).components.schemas;

const CARD = "#/components/schemas/Card";
const { Rank, Suit, Card } = schemas;
const pattern = new RegExp(Card.pattern);
const pairs = Rank.enum.flatMap((rank) => Suit.enum.map((suit) => rank + suit));
if (!pairs.every((code) => pattern.test(code))) throw new Error("Card's pattern refuses a rank-and-suit pair");
for (const code of ["", "1S", "11H", "QX", "QSS", "10", "S10", "JK"]) {
    if (pattern.test(code)) throw new Error(`Card's pattern accepts ${code}: it is no rank-and-suit pair`);
}

const factory = ts.factory;
const schema = (name) =>
    factory.createIndexedAccessTypeNode(
        factory.createIndexedAccessTypeNode(
            factory.createTypeReferenceNode("components"),
            factory.createLiteralTypeNode(factory.createStringLiteral("schemas")),
        ),
        factory.createLiteralTypeNode(factory.createStringLiteral(name)),
    );
const card = factory.createTemplateLiteralType(factory.createTemplateHead(""), [
    factory.createTemplateLiteralTypeSpan(schema("Rank"), factory.createTemplateMiddle("")),
    factory.createTemplateLiteralTypeSpan(schema("Suit"), factory.createTemplateTail("")),
]);

const nodes = await openapiTS(pathToFileURL(input), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    defaultNonNullable: false,
    silent: true,
    transform: (_object, metadata) => (metadata.path === CARD ? card : undefined),
});
await writeFile(output, `${COMMENT_HEADER}${astToString(nodes)}`);
