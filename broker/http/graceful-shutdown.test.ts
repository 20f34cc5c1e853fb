import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulServer, shutdownSettings } from "./graceful-shutdown";

type Answer = { status: number; connection: string | undefined; body: string };

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Polls until the request has reached the server (a fixed sleep is too short on a loaded machine). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function start(slowMs: number, settings = { drainMs: 0, timeoutMs: 5_000 }) {
  server = createServer((req, res) => {
    if (req.url === "/health") return void res.writeHead(graceful.draining ? 503 : 200).end();
    setTimeout(() => res.end("done"), slowMs);
  });
  const graceful = gracefulServer(server, settings);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { graceful, port: (server.address() as AddressInfo).port };
}

describe("graceful shutdown", () => {
  it("finishes the request in progress, then refuses new connections", async () => {
    const { graceful, port } = await start(300);
    const slow = get(port, "/work");
    await until(() => graceful.inFlight === 1);
    const report = await graceful.shutdown();
    expect(await slow).toMatchObject({ status: 200, body: "done" });
    expect(report).toMatchObject({ inFlightAtClose: 1, cut: 0 });
    await expect(get(port, "/work")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("while draining, fails its health check but still answers, closing each connection after", async () => {
    const { graceful, port } = await start(10, { drainMs: 1_000, timeoutMs: 5_000 });
    const stopping = graceful.shutdown();
    expect(await get(port, "/health")).toMatchObject({ status: 503 });
    expect(await get(port, "/work")).toMatchObject({ status: 200, connection: "close", body: "done" });
    await stopping;
  });

  it("cuts what is still running after the bound, and says how many", async () => {
    const { graceful, port } = await start(5_000, { drainMs: 0, timeoutMs: 200 });
    const slow = get(port, "/work").catch((error: Error) => error);
    await until(() => graceful.inFlight === 1);
    const report = await graceful.shutdown();
    expect(report.cut).toBe(1);
    expect(await slow).toBeInstanceOf(Error);
  });

  it("reads its bounds from the environment, ignoring what is not a number", () => {
    expect(shutdownSettings({ SHUTDOWN_DRAIN_MS: "1500", SHUTDOWN_TIMEOUT_MS: "20000" })).toEqual({ drainMs: 1500, timeoutMs: 20000 });
    expect(shutdownSettings({ SHUTDOWN_DRAIN_MS: "soon" })).toEqual({ drainMs: 0, timeoutMs: 15000 });
  });
});
