import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Headers page code adds to the response of the request it runs for, whatever
 * the response turns out to be: the page, its error page, or the `.data`
 * answer of a JavaScript submission. Remix keeps only Set-Cookie of a thrown
 * response unless the right route passes the others on from a `headers`
 * export (the route of the error boundary for a page, the action's own route
 * for `.data`): the 429 page lost the Retry-After the rate limiter set. This
 * holds for every route, present and future (remix-handler.server.ts runs
 * each request inside `withResponseHeaders`).
 */
const key = Symbol.for("portal.response-headers");

/**
 * One store per process, on globalThis: server.ts (build/server.js) and the
 * Remix build (build/server/index.js) each bundle their own copy of this
 * module, and both must reach the same store.
 */
const current: AsyncLocalStorage<Headers> = ((globalThis as { [key]?: AsyncLocalStorage<Headers> })[key] ??= new AsyncLocalStorage<Headers>());

/** Runs one request's page code; what it sets lands in `headers`, which the caller adds to the response. */
export function withResponseHeaders<T>(headers: Headers, run: () => Promise<T>): Promise<T> {
  return current.run(headers, run);
}

/** Sets a header on the current request's response; outside a request (tests, scripts) it does nothing. */
export function setResponseHeader(name: string, value: string): void {
  current.getStore()?.set(name, value);
}
