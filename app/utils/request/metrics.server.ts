import client, { type Counter, type Gauge, type Histogram } from "prom-client";

/**
 * The portal's Prometheus metrics (docs/operations-metrics.md), on prom-client's default registry.
 * server.ts (build/start.js) and the Remix build (build/server/) are two bundles that both load
 * this module: each metric is created once per process and found again by name, never twice.
 * Labels are route ids, v2 operations with their ids masked, methods, statuses and lanes: a
 * bounded set, nothing that names a person or a record.
 */
const registry = client.register;

function once<T>(name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create();
}

/** Pages answer in tens of milliseconds to a few seconds (the v2 timeout is 10 s). */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration: Histogram<"route" | "method" | "status"> = once(
  "portal_http_request_duration_seconds",
  () =>
    new client.Histogram({
      name: "portal_http_request_duration_seconds",
      help: "Portal answers by route id (the Remix route, or the fixed name of a non-page path), method and status.",
      labelNames: ["route", "method", "status"],
      buckets: durationBuckets,
    }),
);

export const v2CallDuration: Histogram<"operation" | "status"> = once(
  "portal_v2_call_duration_seconds",
  () =>
    new client.Histogram({
      name: "portal_v2_call_duration_seconds",
      help: "Calls to the broker's v2 API by operation (method and path with ids masked) and status (HTTP status, or timeout / unreachable).",
      labelNames: ["operation", "status"],
      buckets: durationBuckets,
    }),
);

export const v2CallFailures: Counter<"operation" | "kind"> = once(
  "portal_v2_call_failures_total",
  () =>
    new client.Counter({
      name: "portal_v2_call_failures_total",
      help: "v2 calls that failed, by operation and kind: timeout, unreachable, or the HTTP status class (4xx, 5xx).",
      labelNames: ["operation", "kind"],
    }),
);

export const v2CallsInFlight: Gauge<"lane"> = once(
  "portal_v2_pool_requests_in_flight",
  () =>
    new client.Gauge({
      name: "portal_v2_pool_requests_in_flight",
      help: "v2 calls sent or waiting for a connection, by connection pool (lane); more than portal_v2_pool_connections_max means calls queue.",
      labelNames: ["lane"],
    }),
);

export const v2PoolConnectionsMax: Gauge<"lane"> = once(
  "portal_v2_pool_connections_max",
  () => new client.Gauge({ name: "portal_v2_pool_connections_max", help: "Connections each pool opens to the broker at most.", labelNames: ["lane"] }),
);

/** Process metrics (memory, heap spaces, event-loop lag, GC, handles) under the `portal_` prefix, once. */
export function collectProcessMetrics(): void {
  if (registry.getSingleMetric("portal_process_resident_memory_bytes")) return;
  client.collectDefaultMetrics({ prefix: "portal_", eventLoopMonitoringPrecision: 20 });
}

/** What a non-page path is called in the metrics: fixed names, never the raw path. */
export function fixedRouteOf(path: string): string | null {
  if (path === "/healthz" || path === "/readyz") return path.slice(1);
  if (path.startsWith("/assets/")) return "assets";
  if (path.startsWith("/brands/")) return "brand-logo";
  return null;
}

/** A v2 call's operation: its method and the endpoint's declared path, ids masked (templateOf). */
export function v2Operation(method: string, templatedPath: string): string {
  return `${method} ${templatedPath.startsWith("/") ? templatedPath : `/${templatedPath}`}`;
}

/** The failure kind of a v2 answer's status, or null when it succeeded. */
export function v2FailureKind(status: number | "timeout" | "unreachable"): string | null {
  if (typeof status !== "number") return status;
  if (status >= 500) return "5xx";
  if (status >= 400) return "4xx";
  return null;
}
