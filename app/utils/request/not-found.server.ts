import { data } from "@remix-run/node";

/**
 * The portal's not-found screen (SPEC section 8) for this request's page, in
 * the visitor's language: for an id the broker does not know, a tab that does
 * not exist, a page of the other kind of customer (SPEC section 6).
 */
export function notFound(request: Request): never {
  throw data({ notFoundPath: new URL(request.url).pathname.replace(/\.data$/, "") }, { status: 404 });
}
