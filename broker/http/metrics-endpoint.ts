/**
 * The Prometheus scrape endpoint of a process (portal or broker): `GET /metrics` on its own port
 * (METRICS_PORT), never on the public address, bound to METRICS_HOST (127.0.0.1 unless the
 * operator widens it for a scraper on another host). Off when METRICS_PORT is unset.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import client from "prom-client";

export type MetricsEndpoint = { url: string; close(): Promise<void> };

export function metricsSettings(env: Record<string, string | undefined>): { port: number; host: string } | null {
  const port = env.METRICS_PORT;
  if (port === undefined || port === "" || !/^\d{1,5}$/.test(port)) return null;
  return { port: Number(port), host: env.METRICS_HOST || "127.0.0.1" };
}

export async function startMetricsEndpoint(settings: { port: number; host: string }, registry = client.register): Promise<MetricsEndpoint> {
  const server: Server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text),
      () => res.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics unavailable\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${settings.host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
