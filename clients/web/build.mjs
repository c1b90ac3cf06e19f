// Builds the front end into static files: `node build.mjs <output directory>` writes index.html, app.css,
// app.js (one ES module bundling src/main.ts, the TypeScript SDK's sources, openapi-fetch and the English
// messages) and one file per other language's messages (`hr-<hash>.js`, loaded by app.js when needed). The same
// sources and the locked esbuild always give the same bytes: `python -m service.contract` runs this into
// service/play/ and `--check` compares. The bundle is minified (the sources are the readable form); source maps
// are left out.
import { copyFile, mkdir, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const output = resolve(process.argv[2] ?? join(here, "../../service/play"));

await rm(output, { recursive: true, force: true });
await mkdir(output, { recursive: true });
await build({
    absWorkingDir: here,
    entryPoints: { app: "src/main.ts" },
    outdir: output,
    bundle: true,
    splitting: true,
    chunkNames: "[name]-[hash]",
    format: "esm",
    target: ["es2022"],
    platform: "browser",
    charset: "utf8",
    legalComments: "none",
    minify: true,
    logLevel: "warning",
    // The SDK's sources import openapi-fetch: take it from this package's locked node_modules.
    alias: { "openapi-fetch": "./node_modules/openapi-fetch" },
});
for (const name of ["index.html", "app.css"]) await copyFile(join(here, "src", name), join(output, name));
