import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deployConfigPath, deployOptions, renderNginxConfig } from "./nginx-config.ts";

describe("the nginx configuration", () => {
  const deployed = readFileSync(deployConfigPath, "utf8");

  it("in deploy/ is the template's rendering (regenerate: node scripts/cluster/nginx-config.ts --write)", () => {
    expect(deployed).toBe(renderNginxConfig(deployOptions));
  });

  it("streams events unbuffered and never compresses them, and keeps /metrics and the test header private", () => {
    const stream = /location ~ \^\/api\/\.\+\/stream\$ \{([^}]*)\}/.exec(deployed)?.[1] ?? "";
    expect(stream).toContain("proxy_buffering off;");
    expect(stream).toContain("gzip off;");
    expect(stream).toContain("proxy_read_timeout 1h;");
    expect(/gzip_types[^;]*;/.exec(deployed)?.[0]).not.toContain("event-stream");
    expect(deployed).toMatch(/location = \/metrics \{\s*return 404;/);
    expect(deployed).not.toContain("X-Upstream");
    expect(renderNginxConfig({ ...deployOptions, exposeUpstream: true })).toContain(
      "add_header X-Upstream $upstream_addr always;",
    );
  });

  it("believes X-Forwarded-For only from the balancers it is told of", () => {
    expect(deployed).not.toMatch(/^\s*set_real_ip_from /m);
    expect(deployed).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    const behindBalancer = renderNginxConfig({ ...deployOptions, realIpFrom: ["192.0.2.10"] });
    expect(behindBalancer).toContain("set_real_ip_from 192.0.2.10;");
    expect(behindBalancer).toContain("real_ip_header X-Forwarded-For;");
  });
});
