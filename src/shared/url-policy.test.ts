import { describe, expect, it } from "vitest";
import { safeImageUrl, safeLinkUrl } from "./url-policy.ts";

const app = "https://foodfirst.example";

describe("links", () => {
  it.each([
    ["https://ods.od.nih.gov/factsheets/VitaminD/", "https://ods.od.nih.gov/factsheets/VitaminD/"],
    ["http://example.org/a?b=c#d", "http://example.org/a?b=c#d"],
    ["/assessment", "https://foodfirst.example/assessment"],
    ["results?id=1", "https://foodfirst.example/results?id=1"],
    ["#summary", "https://foodfirst.example/#summary"],
    ["mailto:hello@foodfirst.app", "mailto:hello@foodfirst.app"],
    ["xmpp:someone@example.org", "xmpp:someone@example.org"],
    ["irc://irc.example.org/food", "irc://irc.example.org/food"],
    ["ircs://irc.example.org/food", "ircs://irc.example.org/food"],
    ["//other.example/page", "https://other.example/page"],
  ])("keeps %s", (raw, href) => {
    expect(safeLinkUrl(raw, app)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "blob:https://foodfirst.example/123",
    "tel:+15555550100",
    "http://[not-an-ip/",
    "/api/account/export",
    "/API/auth/sign-out",
    "/%61pi/account/export",
    "/%2561pi/account/export",
    "/blog/../api/account/export",
    "/blog%2F..%2Fapi%2Faccount%2Fexport",
    "../api/account/export",
    "https://foodfirst.example/api",
    "//foodfirst.example/api/account/export",
  ])("refuses %j", (raw) => {
    expect(safeLinkUrl(raw, app)).toBeNull();
  });
});

describe("images", () => {
  it.each([
    ["/images/foods/fish.svg", "https://foodfirst.example/images/foods/fish.svg"],
    ["images/foods/fish.svg", "https://foodfirst.example/images/foods/fish.svg"],
    ["https://foodfirst.example/images/a.png", "https://foodfirst.example/images/a.png"],
  ])("loads %s", (raw, src) => {
    expect(safeImageUrl(raw, app)).toBe(src);
  });

  it.each([
    "/\\evil.example/y.png", // a browser reads the backslash as a slash: //evil.example/y.png
    "\\\\evil.example/y.png",
    "//evil.example/y.png",
    "/\t/evil.example/y.png", // the tab is removed before parsing
    "https://evil.example/y.png",
    "https://foodfirst.example.evil.example/y.png",
    "https://foodfirst.example@evil.example/y.png",
    "http://foodfirst.example/y.png", // another scheme is another origin
    "https://foodfirst.example:8443/y.png",
    "data:text/html;base64,PHNjcmlwdD4=",
    "data:image/png;base64,iVBORw0KGgo=",
    "https://foodfirst.example/a.png", // the app's origin, but no static image
    "/favicon.svg",
    "/api/account/export",
    "/API/account/export",
    "/%61pi/account/export",
    "/images/../api/account/export",
    "/images/%2e%2e/api/account/export",
    "/images/..%2Fapi%2Faccount%2Fexport",
    "/images/%252e%252e/api/x.png",
    "/images/x.png?u=1",
    "../api/account/export",
    "javascript:alert(1)",
    "blob:https://foodfirst.example/123",
    "http://[not-an-ip/y.png",
  ])("refuses %j", (raw) => {
    expect(safeImageUrl(raw, app)).toBeNull();
  });

  it("judges against the app's origin whatever path the base URL has", () => {
    expect(safeImageUrl("/images/x.png", "http://localhost:3000/some/page")).toBe("http://localhost:3000/images/x.png");
    expect(safeImageUrl("/\\localhost:3001/images/x.png", "http://localhost:3000")).toBeNull();
  });
});
