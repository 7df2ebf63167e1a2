import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { limits } from "../../shared/api.ts";

/** SecLists' 10,000 most common passwords, shipped with the app (data/passwords/README.md). */
const listFile = fileURLToPath(new URL("../../../data/passwords/10k-most-common.txt", import.meta.url));

export interface CommonPasswords {
  /** True when the password is on the list, ignoring case ("Password123" is as guessable as "password123"). */
  has(password: string): boolean;
  readonly size: number;
}

/**
 * Loads the list once per app (about 1 ms). Entries shorter than the minimum length are left out:
 * such passwords are refused anyway. A missing file stops the start rather than silently
 * accepting every password.
 */
export function loadCommonPasswords(file: string = listFile): CommonPasswords {
  const entries = new Set(
    readFileSync(file, "utf8")
      .split(/\r?\n/)
      .filter((line) => line.length >= limits.passwordMinLength)
      .map((line) => line.toLowerCase()),
  );
  if (entries.size === 0) throw new Error(`the common password list ${file} is empty`);
  return { has: (password) => entries.has(password.toLowerCase()), size: entries.size };
}
