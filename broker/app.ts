/**
 * The broker v2 API as a Hono app, without a listening socket:
 * tests call `app.request()`, start.ts serves it.
 */
import { Hono } from "hono";
import { isProduction } from "./config";
import { mountMailbox } from "./dev/mailbox";
import type { AppDeps, BrokerEnv } from "./http/context";
import { errorResponse, handleError, notFound } from "./http/errors";
import { inputGuard } from "./http/input-guard";
import { buildOpenApiDocument } from "./http/openapi";
import { brokerRequestDuration } from "./http/metrics";
import { mountRoutes, type Route } from "./http/registry";
import { REQUEST_ID_HEADER, requestIdFrom } from "./http/request-id";
import { allRoutes } from "./routes";
import { mountSandboxPages } from "./providers/sandbox";

export type CreateBrokerAppOptions = Omit<AppDeps, "now"> & {
  now?: () => Date;
  /** Routes mounted after the standard ones (tests of the foundations use this). */
  extraRoutes?: readonly Route[];
  /** True once the process is stopping: the health check answers 503 so the proxy sends nothing more. */
  isDraining?: () => boolean;
};

export function createBrokerApp(opts: CreateBrokerAppOptions) {
  const deps: AppDeps = { db: opts.db, config: opts.config, log: opts.log, now: opts.now ?? (() => new Date()) };
  const routes = [...allRoutes, ...(opts.extraRoutes ?? [])];
  const app = new Hono<BrokerEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", requestId);
    const started = performance.now();
    // While the process stops (SIGTERM), the health check fails so the proxy sends nothing more (http/graceful-shutdown.ts).
    if (opts.isDraining?.() && c.req.path === "/v2/health") {
      c.set("routeId", "GET /v2/health");
      c.res = c.json({ status: "stopping" }, 503);
    } else await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Immutable headers (a Response.redirect): the id is still in the log line.
    }
    // Route pattern, never the raw path: paths can carry reset codes and tokens.
    const route = c.get("routeId") ?? "unmatched";
    const seconds = (performance.now() - started) / 1000;
    brokerRequestDuration.observe({ route, method: c.req.method, status: String(c.res.status) }, seconds);
    deps.log.info("request", { requestId, route, method: c.req.method, status: c.res.status, ms: Math.round(seconds * 1000) });
  });

  app.use("*", inputGuard);

  const openApi = buildOpenApiDocument(routes, {
    title: "Broker API",
    version: "2.0.0",
    description: "Reference broker v2 API of the customer self-service portal (SPEC section 7).",
  });
  app.get("/v2/openapi.json", (c) => {
    c.set("routeId", "GET /v2/openapi.json");
    return c.json(openApi);
  });

  mountRoutes(app, routes);
  mountSandboxPages(app, deps);
  if (!isProduction(deps.config)) mountMailbox(app);

  app.notFound((c) => errorResponse(c, notFound()));
  app.onError(handleError(deps.log));
  return app;
}

export type BrokerApp = ReturnType<typeof createBrokerApp>;
