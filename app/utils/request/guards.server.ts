import type { NextFunction, Request, Response } from "express";
import { checkRedirect, returnToParam } from "../routing/redirect-guard";
import { publicHost } from "./public-host.server";
import { RequestRejected, type Rejection } from "./rejection.server";
import { isUtf8Form } from "./utf8-form.server";
import { multipartBoundary, OversizedMultipart, oversizedUploadDrainBytes } from "./oversized-multipart.server";
import { bodyLimitFor, declaredTooLarge, hasDecodablePath, isCrossSite, isUnsafeMethod, isValidHost } from "./request-guards.server";
import { isReadMethod } from "./read-methods";

/**
 * Express middleware in front of every page (server.ts): what a visitor
 * sends is checked before any page code runs, so no page has to remember
 * it. A refusal goes to `next()` as a RequestRejected, which the error
 * handler renders as the translated error page with its status.
 */

function reject(next: NextFunction, rejection: Rejection) {
  next(new RequestRejected(rejection));
}

/** The host to draw a refusal's page from: the request's own when it is a host name at all. */
export function renderableHost(req: Request): string {
  const host = publicHost(req);
  return host && isValidHost(host) ? host : "localhost";
}

/**
 * Host, path, origin and return address, in that order:
 * - a Host (or trusted X-Forwarded-Host) that is no host name → 400;
 * - a path that does not percent-decode, or decodes to control characters → 404;
 * - an unsafe method from another site (Origin, or Sec-Fetch-Site without it) → 403,
 *   before the CSRF token is even looked at (logout included);
 * - a `redirectTo` parameter no Location header could carry → 400, before the
 *   sign-in it follows is done.
 */
export function requestGuards(req: Request, _res: Response, next: NextFunction) {
  const host = publicHost(req);
  if (host !== undefined && !isValidHost(host)) return reject(next, { status: 400, reason: "bad-host" });
  if (!hasDecodablePath(req.path)) return reject(next, { status: 404, reason: "bad-path" });
  if (isUnsafeMethod(req.method) && isCrossSite({ origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") }, host, req.protocol)) {
    return reject(next, { status: 403, reason: "cross-site" });
  }
  const query = req.originalUrl.indexOf("?");
  if (query >= 0) {
    const verdict = checkRedirect(new URLSearchParams(req.originalUrl.slice(query + 1)).get(returnToParam));
    if (!verdict.ok && verdict.reason === "invalid-characters") return reject(next, { status: 400, reason: "bad-return-to" });
  }
  next();
}

/**
 * Plain http to https (HTTPS_ONLY, docs/decisions/0023): 301 for reads, 308
 * for anything else so the method and body are kept. `/healthz` stays on
 * http for load balancers. Behind TLS the proxy says `X-Forwarded-Proto:
 * https`, which counts only from a TRUST_PROXY peer (`req.secure`).
 */
export function httpsRedirect(req: Request, res: Response, next: NextFunction) {
  if (req.secure || req.path === "/healthz" || req.path === "/readyz") return next();
  // requestGuards ran first: the host is a plain host name.
  res.redirect(isReadMethod(req.method) ? 301 : 308, `https://${publicHost(req) ?? ""}${req.originalUrl}`);
}

/** How much of a refused body is read and thrown away so the sender sees the 413. */
export const refusedBodyDrainBytes = 2 * 1024 * 1024;

/**
 * After a 413, the rest of the body is read and dropped (never kept): a
 * sender still writing would otherwise wait forever, its socket full, for a
 * server that stopped reading (Node answers only once the request is read).
 * Past a few megabytes the sender is not a person with a big form: the
 * connection is cut instead.
 */
function discardRest(req: Request) {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > refusedBodyDrainBytes) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads the body of a post before any page code, up to its limit
 * (request-guards.server.ts): refused at once when Content-Length says more,
 * and counted chunk by chunk otherwise (chunked bodies), so a 20 MB post is
 * never held in memory. A multipart post past the upload limit (a file over
 * 10 MB sent without JavaScript) is read to its end, its middle dropped, and
 * goes on to its page with the file left out and named in
 * `__upload_too_large`: the form says "too large" next to the field instead
 * of the browser's connection error (issue 45). Past 50 MB it is cut, as
 * before. The bytes go to Remix in `res.locals.body`.
 */
export function readBody(req: Request, res: Response, next: NextFunction) {
  if (isReadMethod(req.method)) return next();
  const limit = bodyLimitFor(req.get("content-type"));
  // A multipart post past the limit is read to its end (up to a bound) and answered by its form (OversizedMultipart).
  const boundary = multipartBoundary(req.get("content-type"));
  const readLimit = boundary ? oversizedUploadDrainBytes : limit;
  if (declaredTooLarge(req.get("content-length"), readLimit)) {
    discardRest(req);
    return reject(next, { status: 413, reason: "body-too-large" });
  }
  const chunks: Buffer[] = [];
  let oversized: OversizedMultipart | null = null;
  let size = 0;
  let settled = false;
  const settle = (error?: unknown) => {
    if (settled) return;
    settled = true;
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", settle);
    next(error);
  };
  const tooLarge = () => {
    chunks.length = 0;
    oversized = null;
    settle(new RequestRejected({ status: 413, reason: "body-too-large" }));
    discardRest(req);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > readLimit) return tooLarge();
    if (oversized) return oversized.push(chunk);
    if (size <= limit) return void chunks.push(chunk);
    if (!boundary) return tooLarge();
    oversized = new OversizedMultipart(Buffer.concat(chunks), boundary);
    chunks.length = 0;
    oversized.push(chunk);
  };
  const onEnd = () => {
    const body = oversized ? new Uint8Array(oversized.body()) : new Uint8Array(size);
    if (!oversized) {
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
    }
    res.locals.body = body;
    // Text that is not UTF-8 would be saved as U+FFFD: refused, with its page.
    settle(isUtf8Form(req.get("content-type"), body) ? undefined : new RequestRejected({ status: 400, reason: "bad-encoding" }));
  };
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", settle);
}
