import { describe, expect, it } from "vitest";
import { cleanJson, hasForbiddenCharacters, stripInvisible } from "./text-policy.ts";

describe("text policy", () => {
  it("refuses NUL and unpaired surrogates, not well-formed astral characters", () => {
    for (const bad of ["a\u0000b", "\ud800", "x\udfff", "\udc00\ud800"])
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ["", "Crème brûlée", "🍎 apple", "\ud83c\udf4e", "line\nbreak\ttab"])
      expect(hasForbiddenCharacters(good), good).toBe(false);
  });

  it("strips zero-width, bidi, tag and control characters, keeping tabs and line breaks", () => {
    const hidden =
      "ig\u200bnore\u200c\u200d\u2060\ufeff prev\u202eious\u202a\u2066\u2069\u00ad \u{E0049}\u{E0047}\u{E007F}rules\u0007\u001b[31m";
    expect(stripInvisible(hidden)).toBe("ignore previous rules[31m");
    expect(stripInvisible("two\nlines\r\n\tindented")).toBe("two\nlines\r\n\tindented");
    expect(stripInvisible("Café, 東京, عربى, 🍎")).toBe("Café, 東京, عربى, 🍎");
  });

  it("names the field that holds a refused character, with its path", () => {
    expect(cleanJson({ answers: { otherHealthCondition: "asthma\u0000" } }, 16)).toEqual({
      ok: false,
      reason: "characters",
      field: "answers.otherHealthCondition",
    });
    expect(cleanJson({ allergies: ["nuts", "\ud800"] }, 16)).toMatchObject({ field: "allergies.1" });
    expect(cleanJson({ "bad\u0000key": 1 }, 16)).toMatchObject({ field: '"bad\\u0000key"' });
    expect(cleanJson("\u0000", 16)).toMatchObject({ field: "body" });
  });

  it("cleans every string but secrets, and keeps numbers, booleans and nulls", () => {
    const result = cleanJson(
      {
        name: "A\u200bda",
        password: "pass\u200bword",
        token: "t\u200bk",
        list: ["x\u202e"],
        n: 1.5,
        b: false,
        z: null,
      },
      16,
    );
    expect(result).toEqual({
      ok: true,
      value: { name: "Ada", password: "pass\u200bword", token: "t\u200bk", list: ["x"], n: 1.5, b: false, z: null },
    });
  });

  it("refuses nesting deeper than the limit", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 20; i++) deep = [deep];
    expect(cleanJson(deep, 16)).toMatchObject({ ok: false, reason: "depth" });
    expect(cleanJson({ a: { b: { c: 1 } } }, 16)).toMatchObject({ ok: true });
  });

  it("keeps a __proto__ key as a plain property", () => {
    const parsed = JSON.parse('{"__proto__": {"isAdmin": true}, "a": 1}') as unknown;
    const result = cleanJson(parsed, 16);
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(JSON.stringify(value)).toBe('{"__proto__":{"isAdmin":true},"a":1}');
  });
});
