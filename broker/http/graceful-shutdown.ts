/**
 * Stopping a process without losing a request (SIGTERM; portal and broker alike, issue 44).
 *
 * 1. Draining: the health check answers 503 (the proxy takes the process out of rotation) while
 *    the process still answers whatever reaches it, each answer with `Connection: close` so no
 *    kept-alive connection is reused after it; this lasts `drainMs`, long enough for the proxy's
 *    checks to see it (SHUTDOWN_DRAIN_MS; haproxy: `fall × inter` and a margin).
 * 2. Closing: the listening socket closes (no new connection), idle connections are closed, the
 *    requests in progress finish, up to `timeoutMs` (SHUTDOWN_TIMEOUT_MS), after which the
 *    remaining connections are cut and the line says how many were.
 * 3. The caller closes its pools (database, Redis, HTTP clients) and exits 0.
 *
 * Pure Node `http.Server`: the portal's express server and the broker's @hono/node-server alike.
 */
import type { Server } from "node:http";

export type ShutdownSettings = { drainMs: number; timeoutMs: number };

export type ShutdownReport = { drainedMs: number; closedMs: number; inFlightAtClose: number; cut: number };

export type GracefulServer = {
  /** True from the signal on: health checks answer 503. */
  readonly draining: boolean;
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Drains and closes the server (once; later calls get the same promise). */
  shutdown(): Promise<ShutdownReport>;
};

const defaults: ShutdownSettings = { drainMs: 0, timeoutMs: 15_000 };

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS, whole milliseconds; anything else keeps the default. */
export function shutdownSettings(env: Record<string, string | undefined>): ShutdownSettings {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    return value !== undefined && /^\d{1,7}$/.test(value) ? Number(value) : fallback;
  };
  return { drainMs: read("SHUTDOWN_DRAIN_MS", defaults.drainMs), timeoutMs: read("SHUTDOWN_TIMEOUT_MS", defaults.timeoutMs) };
}

export function gracefulServer(server: Server, settings: ShutdownSettings): GracefulServer {
  let draining = false;
  let inFlight = 0;
  const idle: Array<() => void> = [];
  // First of the request listeners: the header is set before any handler writes the answer.
  server.prependListener("request", (_req, res) => {
    inFlight++;
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight--;
      if (inFlight === 0) idle.splice(0).forEach((resolve) => resolve());
    });
  });
  const allAnswered = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)));

  let stopping: Promise<ShutdownReport> | null = null;
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    shutdown: () =>
      (stopping ??= (async () => {
        const started = Date.now();
        draining = true;
        if (settings.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.drainMs));
        const drainedMs = Date.now() - started;
        const inFlightAtClose = inFlight;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          allAnswered().then(() => false),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), settings.timeoutMs))),
        ]);
        clearTimeout(timer);
        const cut = timedOut ? inFlight : 0;
        // Answered connections whose client keeps them open, or requests past the bound.
        server.closeAllConnections();
        await closed;
        return { drainedMs, closedMs: Date.now() - started, inFlightAtClose, cut };
      })()),
  };
}
