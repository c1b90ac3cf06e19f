/**
 * The READMEs' TypeScript examples (the first `ts` block of the package's README and of the project's) as
 * written: type-checked against the client's sources, then run against the test server.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

import ts from "typescript";

import { type Server, startServer } from "./server.js";

const PACKAGE = fileURLToPath(new URL("../../", import.meta.url)); // build/test/ -> clients/typescript/
const READMES = [join(PACKAGE, "README.md"), join(PACKAGE, "../../README.md")];
const BASE_URL = '"http://127.0.0.1:8000"';

let server: Server;
before(async () => void (server = await startServer()));
after(async () => server?.stop());

function example(readme: string): string {
    const block = /^```ts\n([\s\S]*?)^```$/m.exec(readFileSync(readme, "utf-8"));
    assert.ok(block?.[1], `${readme} has a ts block`);
    assert.ok(block[1].includes(BASE_URL), "the example names the server by `baseUrl`");
    return block[1];
}

function typeErrors(files: string[]): string[] {
    const options: ts.CompilerOptions = {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
        types: ["node"],
        typeRoots: [join(PACKAGE, "node_modules/@types")],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        paths: { "osmica-client": [join(PACKAGE, "src/index.ts")] },
    };
    const program = ts.createProgram(files, options);
    return ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))
        .filter((message) => message.length > 0);
}

test("the READMEs' TypeScript examples type-check and run as written", async (t) => {
    const dir = mkdtempSync(join(tmpdir(), "osmica-readme-"));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const examples = READMES.map((readme, i) => ({ readme, code: example(readme), file: join(dir, `${i}.mts`) }));
    for (const { code, file } of examples) writeFileSync(file, code);
    assert.deepEqual(typeErrors(examples.map((e) => e.file)), []);
    const client = pathToFileURL(join(PACKAGE, "build/src/index.js")).href;
    const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
    for (const { readme, code, file } of examples) {
        await t.test(readme.slice(PACKAGE.length - "clients/typescript/".length), async () => {
            const js = ts
                .transpileModule(code, { compilerOptions })
                .outputText.replace('from "osmica-client"', `from ${JSON.stringify(client)}`)
                .replace(BASE_URL, JSON.stringify(server.baseUrl));
            writeFileSync(file.replace(/\.mts$/, ".mjs"), js);
            const printed: unknown[][] = [];
            const log = console.log;
            console.log = (...args: unknown[]) => void printed.push(args);
            try {
                await import(pathToFileURL(file.replace(/\.mts$/, ".mjs")).href);
            } finally {
                console.log = log;
            }
            assert.equal(printed.length, 1, "the example prints its result");
        });
    }
});

test("the package README's other self-contained examples type-check", (t) => {
    const text = readFileSync(READMES[0]!, "utf-8");
    const blocks = [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!).slice(1);
    const whole = blocks.filter((code) => code.includes('from "osmica-client"'));
    assert.ok(whole.length >= 2, "the helper's and the refusals' examples");
    const dir = mkdtempSync(join(tmpdir(), "osmica-readme-"));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const files = whole.map((code, i) => {
        const file = join(dir, `${i}.mts`);
        writeFileSync(file, `${code}\nexport {};\n`);
        return file;
    });
    assert.deepEqual(typeErrors(files), []);
});
