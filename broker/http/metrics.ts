/**
 * The broker's Prometheus metrics (docs/operations-metrics.md), on prom-client's default registry:
 * answers by route pattern (`POST /v2/clients/{client}/claims`, never the raw path), method and
 * status; the PostgreSQL pool's connections; process metrics (memory, event-loop lag, GC) under
 * the `broker_` prefix. Served by http/metrics-endpoint.ts when METRICS_PORT is set.
 */
import client, { type Histogram } from "prom-client";
import type pg from "pg";

const registry = client.register;

export const brokerRequestDuration: Histogram<"route" | "method" | "status"> =
  (registry.getSingleMetric("broker_http_request_duration_seconds") as Histogram<"route" | "method" | "status"> | undefined) ??
  new client.Histogram({
    name: "broker_http_request_duration_seconds",
    help: "Broker answers by route pattern, method and status.",
    labelNames: ["route", "method", "status"],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });

/** Process metrics, and the pool's gauges read at each scrape (PostgreSQL only; PGlite has no pool). */
export function collectBrokerProcessMetrics(pool?: pg.Pool): void {
  if (!registry.getSingleMetric("broker_process_resident_memory_bytes")) client.collectDefaultMetrics({ prefix: "broker_", eventLoopMonitoringPrecision: 20 });
  if (!pool || registry.getSingleMetric("broker_pg_pool_connections")) return;
  new client.Gauge({
    name: "broker_pg_pool_connections",
    help: "PostgreSQL pool connections by state: total (open), idle, waiting (queries queued for a connection), max.",
    labelNames: ["state"],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
      this.set({ state: "max" }, pool.options.max ?? 10);
    },
  });
}
