import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/request/env.server";

/** The address Express gives the rate limits (server.ts: req.ip) for one request with a forged X-Forwarded-For. */
async function clientAddressSeen(trustProxy: string | undefined, forwardedFor: string): Promise<string> {
  const app = express();
  app.set("trust proxy", parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  app.get("/", (req, res) => {
    res.send(req.ip);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": forwardedFor } });
    return await response.text();
  } finally {
    server.close();
  }
}

describe("TRUST_PROXY with Express", () => {
  it("counts the socket address by default, whatever X-Forwarded-For says", async () => {
    expect(await clientAddressSeen(undefined, "10.0.0.1, 203.0.113.77")).toMatch(/127\.0\.0\.1$/);
  });

  it("takes the address the trusted proxy appended, and no further", async () => {
    // The proxy on loopback appended 203.0.113.77; what the visitor wrote before it is ignored.
    expect(await clientAddressSeen("loopback", "10.0.0.1, 203.0.113.77")).toBe("203.0.113.77");
    expect(await clientAddressSeen("127.0.0.1/8, 10.0.0.0/8", "198.51.100.9, 10.0.0.1")).toBe("198.51.100.9");
    expect(await clientAddressSeen("1", "10.0.0.1, 203.0.113.77")).toBe("203.0.113.77");
  });
});
