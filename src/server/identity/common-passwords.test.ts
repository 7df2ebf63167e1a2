import { describe, expect, it } from "vitest";
import { loadCommonPasswords } from "./common-passwords.ts";

describe("the common password list", () => {
  const list = loadCommonPasswords();

  it("holds the list's entries of 8 characters or more, ignoring case", () => {
    expect(list.size).toBeGreaterThan(3_000);
    for (const password of [
      "password",
      "password123",
      "Password123",
      "12345678",
      "qwertyuiop",
      "iloveyou",
      "baseball",
      "trustno1",
    ]) {
      expect(list.has(password), password).toBe(true);
    }
    for (const password of [
      "correct horse battery",
      "whole-foods-first",
      "a-long-password",
      "s3cret-pass",
      "brand-new-pass",
    ]) {
      expect(list.has(password), password).toBe(false);
    }
  });

  it("stops the start when the file is missing", () => {
    expect(() => loadCommonPasswords("/nonexistent/passwords.txt")).toThrow(/ENOENT/);
  });
});
