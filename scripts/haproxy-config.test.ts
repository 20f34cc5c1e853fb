import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { haproxyConfig } from "./cluster.mjs";

const haproxy = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((file) => existsSync(file));
const work = mkdtempSync(path.join(tmpdir(), "haproxy-config-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `haproxy -c`: the configuration parses (skipped where haproxy is not installed; CI's cluster stage installs it). */
function check(config: string) {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.cfg`);
  writeFileSync(file, config);
  return execFileSync(haproxy!, ["-c", "-f", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

const member = (label: string, port: number) => ({ label, port });

describe("deploy/haproxy.cfg as the cluster runs it", () => {
  it("has one server line per process, the cluster's addresses and check interval, and nothing left to expand", () => {
    const config = haproxyConfig({
      portalPort: 4000,
      brokerPort: 4001,
      portals: [member("portal-1", 5001), member("portal-2", 5002), member("portal-3", 5003)],
      brokers: [member("broker-1", 6001)],
      debug: false,
      checkMs: 500,
    });
    expect(config.match(/^ +server .*$/gm)).toEqual([
      "  server portal-1 127.0.0.1:5001 check inter 500ms fall 2 rise 2",
      "  server portal-2 127.0.0.1:5002 check inter 500ms fall 2 rise 2",
      "  server portal-3 127.0.0.1:5003 check inter 500ms fall 2 rise 2",
      "  server broker-1 127.0.0.1:6001 check inter 500ms fall 2 rise 2",
    ]);
    expect(config.match(/^ +bind .*$/gm)).toEqual(["  bind 127.0.0.1:4000", "  bind 127.0.0.1:4001"]);
    expect(config).not.toContain("${");
    expect(config).not.toMatch(/X-Served-By|stats socket|log-format/);
    if (haproxy) expect(check(config)).toContain("Configuration file is valid");
  });

  it("adds the runtime API, the request log and X-Served-By when asked", () => {
    const config = haproxyConfig({
      portalPort: 4000,
      brokerPort: 4001,
      portals: [member("portal-1", 5001)],
      brokers: [member("broker-1", 6001)],
      debug: true,
      adminSocket: path.join(work, "haproxy.sock"),
    });
    expect(config).toContain(`stats socket ${path.join(work, "haproxy.sock")} mode 600 level admin`);
    expect(config).toContain('log-format "served %ft %s %ST %HM %HP"');
    expect(config.match(/http-response set-header X-Served-By %s/g)).toHaveLength(2);
    if (haproxy) expect(check(config)).toContain("Configuration file is valid");
  });

  it.skipIf(!haproxy)("is valid as operators run it, with the addresses from the environment", () => {
    expect(execFileSync(haproxy!, ["-c", "-f", "deploy/haproxy.cfg"], { encoding: "utf8" })).toContain("Configuration file is valid");
  });
});
