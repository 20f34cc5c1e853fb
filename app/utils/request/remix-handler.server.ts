import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { withRefusedPostsMarked } from "../forms/refused-post.server";
import { parseLocaleSegment } from "../routing/locale";
import { methodGate, type MethodVerdict } from "./allowed-methods.server";
import { publicHost } from "./public-host.server";
import type { Screen } from "./file-route.server";
import { rejectionRouteSegment, type Rejection } from "./rejection.server";
import { unavailableRetryAfterSeconds } from "./response-headers.server";
import { wholeBodyOf } from "./whole-body.server";
import { isReadMethod } from "./read-methods";

/**
 * Express → Remix, in place of @remix-run/express's handler, for three reasons:
 * - the body is the one the body limit already read and counted
 *   (`res.locals.body`), never the raw socket;
 * - the Origin header, already checked by the guards (403 page), is not passed
 *   on: Remix's own check throws a bare Error that becomes an empty 500;
 * - a refused request is rendered as the translated error page, through a
 *   route that runs no page code (`render`).
 */
export type RemixHandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => Pick<AppLoadContext, "cspNonce" | "requestId">;
};

function remixHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export async function sendRemixResponse(res: ExpressResponse, response: Response, extraHeaders: Headers) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  extraHeaders.forEach((value, name) => res.setHeader(name, value));
  // A maintenance screen (SPEC section 8) says when to come back, whichever page or loader answered it.
  if (response.status === 503 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", String(unavailableRetryAfterSeconds));
  const wholeBody = wholeBodyOf(response);
  if (wholeBody) res.end(wholeBody);
  else if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

function abortOnClose(res: ExpressResponse): AbortSignal {
  let controller: AbortController | null = new AbortController();
  const { signal } = controller;
  // `close` without `finish`: the visitor went away, stop the loaders and actions.
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return signal;
}

function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = remixHeaders(req);
  headers.delete("origin");
  const init: RequestInit = { method: req.method, headers, signal: abortOnClose(res) };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = (res.locals.body as Uint8Array<ArrayBuffer> | undefined) ?? new Uint8Array(0);
  }
  // The guards refused any host that is not a plain host name before this point.
  return new Request(`${req.protocol}://${publicHost(req) ?? "localhost"}${req.originalUrl}`, init);
}

/**
 * The request that renders a refusal: same locale segment (or none), same
 * kind (document or `.data`, read or post), no body, no cookie but the
 * language one, at the rejection route. Nothing the visitor sent beyond
 * that reaches page code.
 */
function rejectionRequest(req: ExpressRequest, res: ExpressResponse, host: string): Request {
  const path = req.path;
  const first = path.split("/")[1]?.replace(/\.data$/, "");
  const locale = parseLocaleSegment(first) ? first : "-";
  const dataSuffix = path.endsWith(".data") ? ".data" : "";
  const reads = isReadMethod(req.method);
  const headers = new Headers();
  const language = /(?:^|;\s*)(lng=[a-z]{2}-[a-z]{2})(?:;|$)/.exec(req.get("cookie") ?? "")?.[1];
  if (language) headers.set("Cookie", language);
  for (const name of ["accept-language", "user-agent"]) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Host", host);
  return new Request(`${req.protocol}://${host}/${locale}/${rejectionRouteSegment}${dataSuffix}`, {
    method: reads ? req.method : "POST",
    headers,
    signal: abortOnClose(res),
  });
}

/**
 * Remix's own answer to a resource route that threw (a refusal outside `withScreens`, such as the
 * logout's CSRF 403): JSON marked `X-Remix-Error`. A person gets the screen of its status instead
 * (issue 41 point 6). Data requests (`.data`) are the router's and keep their form.
 */
function remixErrorScreen(req: ExpressRequest, response: Response): Screen | undefined {
  if (response.headers.get("X-Remix-Error") !== "yes" || req.path.endsWith(".data")) return undefined;
  return { status: response.status, data: {} };
}

export function remixHandler(options: RemixHandlerOptions) {
  const { build } = options;
  const handle = createRequestHandler(
    typeof build === "function" ? async () => withRefusedPostsMarked(await build()) : withRefusedPostsMarked(build),
    options.mode,
  );
  // One gate per build (in development the build changes as files are saved).
  const gates = new WeakMap<ServerBuild, ReturnType<typeof methodGate>>();
  async function verdictFor(req: ExpressRequest): Promise<MethodVerdict> {
    const build = typeof options.build === "function" ? await options.build() : options.build;
    let gate = gates.get(build);
    if (!gate) gates.set(build, (gate = methodGate(build.routes)));
    return gate(req.method, new URL(req.originalUrl, "http://portal"));
  }

  /**
   * One request through Remix, with its load context. `responseHeaders` are the headers page code
   * sets for this request (Retry-After of a 429): added to whatever answers, whichever route it is.
   */
  async function answer(res: ExpressResponse, request: Request, context: Pick<AppLoadContext, "cspNonce" | "requestId" | "rejection">) {
    const responseHeaders = new Headers();
    const loadContext: AppLoadContext = { ...context, responseHeaders };
    const response = await handle(request, loadContext);
    await sendRemixResponse(res, response, responseHeaders);
  }

  /** A resource route that asked for a screen (file-route.server.ts) is answered with that screen, as a page would be. */
  async function answerOrScreen(req: ExpressRequest, res: ExpressResponse) {
    const responseHeaders = new Headers();
    const verdict = await verdictFor(req);
    if (verdict.kind === "back") return res.redirect(303, verdict.to);
    const loadContext: AppLoadContext = { ...options.loadContext(req, res), responseHeaders };
    let screen: Screen | undefined;
    if (verdict.kind === "refuse") {
      // A method the address does not answer (allowed-methods.server.ts): its translated screen, no page code run.
      responseHeaders.set("Allow", verdict.allow.join(", "));
      screen = { status: 405, data: {} };
    } else {
      const response = await handle(remixRequest(req, res), loadContext);
      screen = loadContext.screen ?? remixErrorScreen(req, response);
      if (!screen) return sendRemixResponse(res, response, responseHeaders);
      await response.body?.cancel();
    }
    const host = publicHost(req) ?? "localhost";
    const screenContext: AppLoadContext = {
      ...options.loadContext(req, res),
      responseHeaders,
      screen: { ...screen, data: { ...screen.data, path: req.path } },
    };
    await sendRemixResponse(res, await handle(rejectionRequest(req, res, host), screenContext), responseHeaders);
  }

  return {
    async handler(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
      try {
        await answerOrScreen(req, res);
      } catch (error) {
        next(error);
      }
    },

    /**
     * Renders the translated error page for a refused request. `safeHost` is
     * the host to draw the brand from (the request's own unless that is what
     * was refused). A failure here ends in a plain answer with the same status.
     */
    async render(rejection: Rejection, req: ExpressRequest, res: ExpressResponse, safeHost: string) {
      try {
        // Not one more byte of a refused body is read: the connection closes after the answer.
        if (rejection.status === 413) res.setHeader("Connection", "close");
        await answer(res, rejectionRequest(req, res, safeHost), { ...options.loadContext(req, res), rejection: { ...rejection, path: req.path } });
      } catch {
        if (!res.headersSent) res.status(rejection.status).type("text/plain").send(String(rejection.status));
        else res.end();
      }
    },
  };
}
