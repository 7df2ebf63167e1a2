import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The browsers of these machines, from Debian's packages (Playwright cannot download its own here): Chromium for the
// benches (Lighthouse, profiles: the browser people use), and its headless shell for the journeys.

/** Debian's Chromium, or CHROMIUM_PATH when set. */
const chromiumCandidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * The journeys' browser: CHROMIUM_PATH when set, else Debian's chromium-headless-shell (the same Chromium and Blink
 * without the desktop browser around them: a third less CPU for the same journeys, decision 035), else Chromium.
 */
const journeyBrowserCandidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  ...chromiumCandidates.slice(1),
];

const firstExisting = (candidates: Array<string | undefined>) =>
  candidates.find((path): path is string => Boolean(path) && existsSync(path!));

export function findChromium(): string | undefined {
  return firstExisting(chromiumCandidates);
}

export function findJourneyBrowser(): string | undefined {
  return firstExisting(journeyBrowserCandidates);
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

/** Chromium for the benches: found, or Debian's package installed when running as root with apt. */
export function ensureChromium(): string {
  return findChromium() ?? installed("chromium", findChromium);
}

/** The journeys' browser (above): found, or Debian's chromium-headless-shell installed as root with apt. */
export function ensureJourneyBrowser(): string {
  return findJourneyBrowser() ?? installed("chromium-headless-shell", findJourneyBrowser);
}

/** Installs a Debian package when running as root with apt, then finds the browser; otherwise explains how. */
function installed(debianPackage: string, find: () => string | undefined): string {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write(`Chromium not found: installing Debian's ${debianPackage} package...\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", debianPackage], {
      stdio: "inherit",
      env,
    });
    const found = find();
    if (found) return found;
  }
  throw new Error(
    `This needs Chromium and none was found.\n` +
      `Install it with \`sudo apt-get install ${debianPackage}\` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
}
