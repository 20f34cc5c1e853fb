import type { RequestHandler } from "express";
import type { Env } from "./env.server";
import { unavailableRetryAfterSeconds } from "./response-headers.server";
import { send } from "~/utils/v2/transport.server";

/** A readiness probe waits this long for each broker: an orchestrator probes every few seconds. */
const probeTimeoutMs = 2_000;

/** Every broker the portal calls (one per brand at most, BROKER_API_URLS, or the one BROKER_API_URL). */
function brokerBases(env: Pick<Env, "BROKER_API_URL" | "BROKER_API_URLS">): string[] {
  return [...new Set([env.BROKER_API_URL, ...Object.values(env.BROKER_API_URLS)].filter((base): base is string => Boolean(base)))];
}

/**
 * Whether the portal can serve pages: every broker it calls answers its health (`GET v2/health`,
 * public, database included) with 200 in time. `/healthz` stays the liveness check: a portal
 * whose broker is down is alive and shows the maintenance screen, it is not to be restarted.
 */
export async function brokersReady(env: Pick<Env, "BROKER_API_URL" | "BROKER_API_URLS">): Promise<boolean> {
  const bases = brokerBases(env);
  if (bases.length === 0) return false;
  const answers = await Promise.all(
    bases.map(async (base) => {
      try {
        const health = new URL("v2/health", base.endsWith("/") ? base : `${base}/`);
        const response = await send(health, { method: "GET", headers: { Accept: "application/json" }, body: null, timeoutMs: probeTimeoutMs });
        return response.status === 200;
      } catch {
        return false;
      }
    }),
  );
  return answers.every(Boolean);
}

/** `GET /readyz`: 200 when every broker answers its health, else 503 with Retry-After. */
export function readiness(env: Pick<Env, "BROKER_API_URL" | "BROKER_API_URLS">): RequestHandler {
  return (_req, res, next) => {
    brokersReady(env).then((ready) => {
      res.setHeader("Cache-Control", "no-store");
      if (!ready) res.setHeader("Retry-After", String(unavailableRetryAfterSeconds));
      res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable" });
    }, next);
  };
}
