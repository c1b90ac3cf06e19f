// Builds the package into dist/, the files `npm install` gives a project: `node build.mjs [output directory]`.
// The same sources compile twice with the locked TypeScript compiler: dist/esm/ (ES modules, for `import`) and
// dist/cjs/ (CommonJS, for `require`, marked by its own package.json), each with its declarations, so a
// CommonJS project, an ES module project and a bundler all load the same client with the same types.
// `python -m service.contract` runs this (dist/ is committed, so `npm install <folder>` works from a clone
// without a build step) and `--check` compares; source maps are left out, the output is readable as it is.
import { spawnSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const output = resolve(process.argv[2] ?? join(here, "dist"));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const common = ["-p", join(here, "tsconfig.build.json"), "--sourceMap", "false", "--declarationMap", "false"];
const builds = {
    esm: [],
    cjs: ["--module", "commonjs", "--moduleResolution", "node10", "--verbatimModuleSyntax", "false"],
};

await rm(output, { recursive: true, force: true });
for (const [format, flags] of Object.entries(builds)) {
    const outDir = join(output, format);
    const done = spawnSync(process.execPath, [tsc, ...common, "--outDir", outDir, ...flags], {
        cwd: here,
        stdio: "inherit",
    });
    if (done.status !== 0) process.exit(done.status ?? 1);
}
await mkdir(join(output, "cjs"), { recursive: true });
await writeFile(join(output, "cjs/package.json"), '{\n  "type": "commonjs"\n}\n');
