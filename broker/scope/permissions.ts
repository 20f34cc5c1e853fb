/**
 * The second half of a client route's scope: after WHOSE data (ownership.ts),
 * WHAT the caller may do with it. Every `client` route, and every `customer`
 * route called on a client, passes here (http/registry.ts): the function the
 * session's account holds for the client (`account_client.role`) must give the
 * route's permission (domain/delegate-access.ts, decision 0120). Refused: 403
 * `delegation.forbidden`, before any handler or upload is read.
 */
import { createMiddleware } from "hono/factory";
import { mayDo } from "../../contract/codes/delegate-access";
import { permissionFor } from "../domain/route-permissions";
import type { BrokerEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { ERROR_CODES } from "../../contract/wire/errors";

export { isClassified, permissionFor, routePermissions } from "../domain/route-permissions";

export const forbiddenByFunction = () =>
  new ApiError(403, ERROR_CODES.forbiddenByFunction, { title: "Forbidden", details: "Your access to this customer space does not allow this action." });

/** Needs the client scope set (requireClientScope or requireCustomerScope): prospects act for themselves. */
export function requirePermission(method: string, path: string) {
  const permission = permissionFor(method, path);
  return createMiddleware<BrokerEnv>(async (c, next) => {
    if (c.get("owner").kind === "client" && !mayDo(c.get("session").role, permission)) throw forbiddenByFunction();
    await next();
  });
}
