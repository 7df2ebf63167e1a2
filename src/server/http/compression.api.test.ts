import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";

const t = await createTestApp();
const api = assessmentApi(t, { ipPrefix: "198.19" });

describe("compressed API answers", () => {
  it("compresses JSON above ~1 KB for a browser that takes Brotli or gzip, with Vary: Accept-Encoding", async () => {
    const client = await api.signedIn();
    const { id } = await api.submitOk(client);
    await api.settled(client, id);
    const plain = await client.get(`/api/assessments/${id}`);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect([plain.headers.get("content-encoding"), plain.headers.get("vary")]).toEqual([null, "Accept-Encoding"]);

    const br = await client.get(`/api/assessments/${id}`, { "accept-encoding": "gzip, deflate, br" });
    expect([br.headers.get("content-encoding"), br.headers.get("cache-control")]).toEqual(["br", "no-store"]);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);

    const gzip = await client.get(`/api/assessments/${id}`, { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
  });

  it("leaves small answers and event streams as they are", async () => {
    const client = await api.signedIn();
    const session = await client.get("/api/auth/get-session", { "accept-encoding": "br" });
    expect(session.headers.get("content-encoding")).toBeNull();
    expect((await session.json()).user).toBeTruthy();

    const { id } = await api.submitOk(client);
    const stream = await client.get(`/api/assessments/${id}/stream`, { "accept-encoding": "br, gzip" });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("content-encoding")).toBeNull();
    await stream.body?.cancel();
  });
});
