// `npm install <this folder>` links the folder and runs this `prepare` script without installing the
// folder's own dependencies: when openapi-fetch (what dist/ loads at run time) cannot be found from here,
// install the runtime dependencies, as package-lock.json pins them, into this folder's node_modules/.
// dist/ itself is committed (built by build.mjs), so nothing is compiled here. In a development checkout, or
// in a package installed from its tarball or by name, openapi-fetch is found and this does nothing.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
try {
    createRequire(import.meta.url).resolve("openapi-fetch");
} catch {
    const npm = process.env.npm_execpath;
    const command = npm ? [process.execPath, npm] : ["npm"];
    const args = ["install", "--omit=dev", "--ignore-scripts", "--no-save", "--no-audit", "--no-fund"];
    const done = spawnSync(command[0], [...command.slice(1), ...args], { cwd: here, stdio: "inherit" });
    process.exit(done.status ?? 1);
}
