import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { Server } from "node:http";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { clientAddressHeader } from "./app/utils/request/client-address.server";
import { loggableMessage, loggablePath } from "./app/utils/request/loggable-path.server";
import { settleMemoryWhenIdle } from "./app/utils/request/memory-settle.server";
import { esignOrigins, parseEnv, remixServerMode, type Env } from "./app/utils/request/env.server";
import { httpsRedirect, readBody, renderableHost, requestGuards } from "./app/utils/request/guards.server";
import { pageTurns } from "./app/utils/request/page-turns.server";
import { randomToken } from "./app/utils/request/random-token.server";
import { readiness } from "./app/utils/request/readiness.server";
import { requestIdFrom, requestIdHeader } from "./app/utils/request/request-id.server";
import { rejectionOf } from "./app/utils/request/rejection.server";
import { remixHandler } from "./app/utils/request/remix-handler.server";
import { marketingCookie, localeCookieUpdate } from "./app/utils/request/visitor-cookies.server";
import { brandCodes } from "./brands/index";
import { gracefulServer, shutdownSettings, type GracefulServer } from "./broker/http/graceful-shutdown";
import { metricsSettings, startMetricsEndpoint } from "./broker/http/metrics-endpoint";
import { collectProcessMetrics, fixedRouteOf, httpRequestDuration } from "./app/utils/request/metrics.server";
import { closeProcessResources } from "./app/utils/request/process-close.server";
import { routeIdResolver } from "./app/utils/request/route-id.server";
import { styleAttributeSources } from "./app/utils/request/style-attributes.server";

/**
 * React and React Router pick their development or production build from NODE_ENV when first
 * required. Loaded too early (before `npm start` sets NODE_ENV), a production server rendered
 * with the development builds, several times slower, and nothing else showed it.
 */
function refuseDevelopmentReact() {
  // Only modules that ran: Node's ESM loader also lists the files a package may re-export
  // (both builds) in the cache, without running them.
  const development = Object.entries(createRequire(import.meta.url).cache)
    .filter(([file, module]) => module?.loaded && /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom)[\\/].*\.development\.js$/.test(file))
    .map(([file]) => file);
  if (development.length > 0) {
    throw new Error(
      `Production server with development builds of React loaded (NODE_ENV was set too late): ${development.map((file) => path.relative(root, file)).join(", ")}`,
    );
  }
}

/** The project folder: this file runs from it (tsx) or from `build/` (compiled by `npm run build`). */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

const root = projectRoot();

function contentSecurityPolicy(env: Env) {
  const connect = ["'self'"];
  if (env.SENTRY_DSN) connect.push(new URL(env.SENTRY_DSN).origin);
  const redirectHosts = env.ALLOWED_REDIRECT_HOSTS.flatMap((host) => [`https://${host}`, `http://${host}`]);
  // The open-id button posts, and its answer redirects to the identity provider: form-action covers redirects.
  if (env.OIDC_AUTHORIZE_URL) redirectHosts.push(new URL(env.OIDC_AUTHORIZE_URL).origin);
  // Starting a signature posts, and its answer redirects to the provider's signing page.
  redirectHosts.push(...esignOrigins(env));
  return {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": [(_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
      "style-src": ["'self'", (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`],
      // No inline style attribute but the honeypot's display:none (decision 0213).
      "style-src-attr": styleAttributeSources(),
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": connect,
      // The same origin may come twice (the signing pages of the sandbox are the broker's, also a redirect host).
      "form-action": [...new Set(["'self'", ...redirectHosts])],
      "frame-src": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
    },
  };
}

export type PortalOptions = {
  /** Folder of the production build (`build/` of the portal by default; the bench points it at its reference app). */
  buildDirectory?: string;
  /** True once the process is stopping: the health check answers 503 so the proxy stops sending requests. */
  isDraining?: () => boolean;
};

export async function createPortalApp(env: Env, options: PortalOptions = {}) {
  const production = env.NODE_ENV === "production";
  collectProcessMetrics();
  // Route ids for the request metrics, once the build is loaded (below); "unmatched" before.
  let routeIdOf: (path: string) => string = () => "unmatched";
  const app = express();
  app.disable("x-powered-by");
  // Only TRUST_PROXY peers may say who the visitor is (X-Forwarded-For) and how they came (-Proto, -Host).
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((req, res, next) => {
    res.locals.cspNonce = randomToken(16, "base64");
    res.locals.requestId = requestIdFrom(req.get(requestIdHeader));
    res.setHeader("X-Request-Id", res.locals.requestId);
    // Overwritten as the client address below: the v2 client sends it on to the broker (requestIdOf).
    req.headers[requestIdHeader] = res.locals.requestId;
    // Always overwritten, so a visitor cannot choose it: the end user's address (TRUST_PROXY),
    // forwarded to the broker and used by the portal's own rate limits.
    req.headers[clientAddressHeader] = req.ip ?? "";
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const route = fixedRouteOf(req.path) ?? routeIdOf(req.path);
      httpRequestDuration.observe({ route, method: req.method, status: String(res.statusCode) }, ms / 1000);
      if (env.LOG_LEVEL === "silent" || (env.LOG_LEVEL !== "debug" && req.path.startsWith("/assets/"))) return;
      process.stdout.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: "info", event: "http", requestId: res.locals.requestId, method: req.method, path: loggablePath(req.originalUrl), status: res.statusCode, rejected: res.locals.rejected, ms: Math.round(ms) })}\n`,
      );
    });
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: production ? contentSecurityPolicy(env) : false,
      crossOriginEmbedderPolicy: false,
      // Two years, the brands' sub-domains included (the preload list asks one year at least; docs/decisions/0023).
      strictTransportSecurity: env.HTTPS_ONLY || (production && env.APP_ENV !== "local") ? { maxAge: 63072000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "same-origin" },
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    next();
  });
  app.use(compression());
  // What a visitor sends is checked before anything else reads it; refusals render in the error handler below.
  app.use(requestGuards);
  // Production is https only; a local `npm start` stays on plain http (docs/decisions/0023).
  if (env.HTTPS_ONLY) app.use(httpsRedirect);

  // Liveness: the process answers. Readiness: it can serve pages, its brokers answer (load balancers).
  // While the process stops (SIGTERM), the check fails so the proxy sends nothing more (broker/http/graceful-shutdown.ts).
  app.get("/healthz", (_req, res) => {
    if (options.isDraining?.()) return void res.status(503).json({ status: "stopping" });
    res.json({ status: "ok" });
  });
  app.get("/readyz", readiness(env));

  // Brand logos: only files of known brand folders, only SVG.
  app.get("/brands/:code/:file", (req, res, next) => {
    const { code, file } = req.params;
    if (!brandCodes.includes(code) || !/^[a-z0-9-]+\.svg$/.test(file)) return next();
    res.sendFile(path.join(root, "brands", code, file), {
      maxAge: production ? "1d" : 0,
      headers: { "Content-Type": "image/svg+xml", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
    });
  });

  app.use((req, res, next) => {
    if (req.method !== "GET") return next();
    const cookies: string[] = [];
    const utm = marketingCookie(req.query as Record<string, unknown>, env.COOKIE_SECURE);
    if (utm) cookies.push(utm);
    const locale = localeCookieUpdate(req.path, req.get("cookie"), env.COOKIE_SECURE);
    if (locale) cookies.push(locale);
    if (cookies.length > 0) res.append("Set-Cookie", cookies);
    next();
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (production) {
    const buildDirectory = options.buildDirectory ?? path.join(root, "build");
    const buildPath = path.join(buildDirectory, "server/index.js");
    if (!existsSync(buildPath)) throw new Error("No production build: run `npm run build` first");
    app.use("/assets", express.static(path.join(buildDirectory, "client/assets"), { immutable: true, maxAge: "1y" }));
    // Other public files only for paths that name a file: a page request never costs a stat().
    const publicFiles = express.static(path.join(buildDirectory, "client"), { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
    build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    refuseDevelopmentReact();
    routeIdOf = routeIdResolver(build.routes);
  } else {
    const vite = await import("vite").then((module) => module.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  }

  const remix = remixHandler({
    build,
    mode: remixServerMode(env),
    loadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string, requestId: res.locals.requestId as string }),
  });
  // Bodies are read (and capped) here, after the static files, so only requests for pages pay for it.
  app.use(readBody);
  // Pages in turns, a few at a time, first come first served (docs/decisions/0154).
  app.use(pageTurns(env.PAGES_AT_ONCE));
  // A load's memory given back once the pages stop (docs/decisions/0159); health checks do not count as pages.
  if (production) {
    const memory = settleMemoryWhenIdle();
    app.use((_req, _res, next) => {
      memory.noteRequest();
      next();
    });
  }
  app.use(remix.handler);

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const rejection = rejectionOf(error);
    if (rejection && !res.headersSent) {
      res.locals.rejected = rejection.reason;
      void remix.render(rejection, req, res, renderableHost(req));
      return;
    }
    // The route pattern and the error's kind: its message can quote the raw address (tokens, e-mails).
    const fault = error instanceof Error ? { name: error.name, message: loggableMessage(error.message) } : { name: "unknown" };
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "error", event: "express.error", requestId: res.locals.requestId, path: loggablePath(req.originalUrl), ...fault })}\n`,
    );
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  });

  return app;
}

export type RunningPortal = {
  url: string;
  /** The Prometheus endpoint when METRICS_PORT is set. */
  metricsUrl: string | null;
  /** Graceful: drains, lets the requests in progress finish (within a bound), closes the pools. */
  close: () => Promise<void>;
};

export async function startPortal(source: Record<string, string | undefined> = process.env, options: PortalOptions = {}): Promise<RunningPortal> {
  const env = parseEnv(source);
  let graceful: GracefulServer | null = null;
  const app = await createPortalApp(env, { ...options, isDraining: () => graceful?.draining ?? false });
  const metricsAt = metricsSettings(source);
  const metrics = metricsAt ? await startMetricsEndpoint(metricsAt) : null;
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(env.PORT, env.HOST, () => resolve(listening));
  });
  const running = gracefulServer(server, shutdownSettings(source));
  graceful = running;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    metricsUrl: metrics?.url ?? null,
    close: () =>
      (closing ??= (async () => {
        const report = await running.shutdown();
        await closeProcessResources();
        await metrics?.close();
        logLine("info", { event: "shutdown", ...report });
      })()),
  };
}

function logLine(level: "info" | "error", fields: Record<string, unknown>) {
  (level === "error" ? process.stderr : process.stdout).write(`${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`);
}

// Run directly (`node --import tsx server.ts`); not when bundled into build/start.js.
const thisFile = fileURLToPath(import.meta.url);
if (/server\.[jt]s$/.test(thisFile) && process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  startPortal().then(
    ({ url }) => process.stdout.write(`Portal listening on ${url}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
