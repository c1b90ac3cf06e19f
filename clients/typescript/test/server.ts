/**
 * The server the tests play against: `OSMICA_BASE_URL` when set, else `python -m service.cli serve` started
 * from the repository root on a free local port (the embedded store, or `OSMICA_REDIS_URL` when set) and
 * stopped after the tests. `OSMICA_PYTHON` names the interpreter (default `python`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export interface Server {
    baseUrl: string;
    stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url)); // build/test/ -> the repository

async function freePort(): Promise<number> {
    const probe = createServer();
    probe.listen(0, "127.0.0.1");
    await once(probe, "listening");
    const address = probe.address();
    probe.close();
    await once(probe, "close");
    if (address === null || typeof address === "string") throw new Error("no TCP port");
    return address.port;
}

async function healthy(baseUrl: string): Promise<boolean> {
    try {
        return (await fetch(`${baseUrl}/healthz`)).status === 200;
    } catch {
        return false;
    }
}

export async function startServer(): Promise<Server> {
    const given = process.env.OSMICA_BASE_URL;
    if (given) return { baseUrl: given.replace(/\/+$/, ""), stop: async () => {} };
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child: ChildProcess = spawn(process.env.OSMICA_PYTHON ?? "python", ["-m", "service.cli", "serve"], {
        cwd: ROOT,
        env: { ...process.env, OSMICA_HOST: "127.0.0.1", OSMICA_PORT: String(port), OSMICA_ACCESS_LOG: "false" },
        stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout?.on("data", (chunk: Buffer) => void (log += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => void (log += chunk.toString()));
    const exited = once(child, "exit");
    const deadline = Date.now() + 60_000;
    while (!(await healthy(baseUrl))) {
        if (child.exitCode !== null || Date.now() > deadline) {
            child.kill("SIGKILL");
            throw new Error(`osmica serve did not come up on ${baseUrl}:\n${log}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
        baseUrl,
        async stop() {
            if (child.exitCode !== null) return;
            child.kill("SIGTERM");
            const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
            await exited;
            clearTimeout(timer);
        },
    };
}
