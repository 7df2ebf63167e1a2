import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Where Debian's Chromium lives, or CHROMIUM_PATH when set. Playwright cannot download its own browser here. */
const chromiumCandidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
  (path): path is string => Boolean(path),
);

export function findChromium(): string | undefined {
  return chromiumCandidates.find((path) => existsSync(path));
}

/** Flags for headless Chromium on these machines (no sandbox as root; no calls to Google's services). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Finds Chromium, installing Debian's package when running as root with apt; otherwise explains how to get one. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write("Chromium not found: installing Debian's chromium package...\n");
    execFileSync("apt-get", ["update", "-qq"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The end-to-end tests need Chromium and none was found.\n" +
      "Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}
