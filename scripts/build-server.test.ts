import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../tests/support/launch-app.ts";
import { firstLink, readOutbox } from "../tests/support/outbox.ts";
import { buildServer } from "./build-server.ts";

// The bundled server is what `npm start` runs: it must start and find its files (migrations, the
// knowledge base, the hashing thread) from dist/ as the sources do from src/.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = mkdtempSync(path.join(projectRoot, "node_modules/.tmp-build-server-"));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "foodfirst-built-"));
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it("builds a server that starts, migrates its database, serves the API and hashes passwords", async () => {
  await buildServer(outDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(outDir, "index.js")], {
    env: { PATH: process.env.PATH ?? "", PORT: String(port), DATA_DIR: dataDir, APP_URL: url, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    let ready = false;
    for (let i = 0; i < 600 && !ready && child.exitCode === null; i++) {
      ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(errors).toBe("");
    expect(ready).toBe(true);
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email: "built@example.com", password: "correct horse battery", name: "" }),
    });
    expect(signUp.status).toBe(200);
    // Signed in by the emailed confirmation link (decision 024), read from the outbox folder.
    const [message] = (await readOutbox(path.join(dataDir, "outbox"))).filter((m) =>
      m.to.includes("built@example.com"),
    );
    const confirmed = await fetch(firstLink(message!), { redirect: "manual" });
    expect(confirmed.status).toBe(302);
    const cookie = confirmed.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const lookup = await fetch(`${url}/api/lookup/suggestions?q=vit`, { headers: { cookie } });
    expect(lookup.status).toBe(200);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}, 180_000);
