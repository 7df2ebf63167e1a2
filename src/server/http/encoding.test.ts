import { describe, expect, it } from "vitest";
import { negotiateEncoding, varyOnEncoding } from "./encoding.ts";

describe("Accept-Encoding negotiation", () => {
  it("prefers Brotli, then gzip, honouring q-values and the wildcard", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0, identity")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it("adds Accept-Encoding to Vary once", () => {
    expect(varyOnEncoding(null)).toBe("Accept-Encoding");
    expect(varyOnEncoding("Origin")).toBe("Origin, Accept-Encoding");
    expect(varyOnEncoding("origin, accept-encoding")).toBe("origin, accept-encoding");
  });
});
