import type { AppLoadContext } from "@remix-run/node";

/**
 * Headers page code adds to the response of the request it runs for, whatever
 * the response turns out to be: the page, its error page, or the `.data`
 * answer of a JavaScript submission. Remix keeps only Set-Cookie of a thrown
 * response unless the right route passes the others on from a `headers`
 * export (the route of the error boundary for a page, the action's own route
 * for `.data`): the 429 page lost the Retry-After the rate limiter set. This
 * holds for every route, present and future: remix-handler.server.ts gives
 * each request's load context its own `responseHeaders` and adds them to
 * whatever answers.
 *
 * They travel in the load context, not in an AsyncLocalStorage: on Node 20
 * one AsyncLocalStorage turns on a promise hook for every promise the process
 * makes, which cost 6 % of the login page's CPU and 7 % of the home's.
 */
export type ResponseHeadersContext = Pick<AppLoadContext, "responseHeaders">;

const contextOfRequest = new WeakMap<Request, ResponseHeadersContext>();

/**
 * Ties a loader's or action's request to its load context (the page helper does it), so code that
 * only holds the request (a broker failure turned into its screen) can still set a header on the answer.
 */
export function bindResponseHeaders(request: Request, context: ResponseHeadersContext): void {
  contextOfRequest.set(request, context);
}

/** Sets a header on the answer to `request`, when the page helper bound its load context. */
export function setResponseHeaderOf(request: Request, name: string, value: string): void {
  const context = contextOfRequest.get(request);
  if (context) setResponseHeader(context, name, value);
}

/** Sets a header on the response of the request whose load context this is. */
export function setResponseHeader(context: ResponseHeadersContext, name: string, value: string): void {
  context.responseHeaders.set(name, value);
}

/**
 * Retry-After of every 503 the portal sends (maintenance screens, readiness): clients, crawlers and
 * proxies wait this long before asking again, instead of hammering a portal whose broker is down.
 */
export const unavailableRetryAfterSeconds = 30;
