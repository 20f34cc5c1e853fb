/**
 * The second half of a client route's scope: after WHOSE data (ownership.ts),
 * WHAT the caller may do with it. Every `client` route, and every `customer`
 * route called on a client, passes here (http/registry.ts): the function the
 * session's account holds for the client (`account_client.role`) must give the
 * route's permission (domain/delegate-access.ts, decision 0120). Refused: 403
 * `delegation.forbidden`, before any handler or upload is read.
 */
import { createMiddleware } from "hono/factory";
import { mayDo, type Permission } from "../domain/delegate-access";
import type { BrokerEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { ERROR_CODES } from "../wire/errors";

const contract = "/v2/clients/{client}/contracts/{contract}";

/**
 * The routes that need more than `read`. A GET needs `read` unless listed; a
 * write not listed needs `contract-requests` (owner and manager): a new write
 * is closed to the accountant until someone decides otherwise here.
 */
export const routePermissions: Record<string, Permission> = {
  // Delegations: the owner's alone, the list included (it holds other people's details).
  "GET /v2/clients/{client}/delegations": "delegations",
  "POST /v2/clients/{client}/delegations": "delegations",
  "DELETE /v2/clients/{client}/delegations/{id}": "delegations",
  // Profile.
  "PUT /v2/clients/{client}": "profile",
  // Requests.
  "POST /v2/clients/{client}/requests/contact": "contact",
  "POST /v2/clients/{client}/rights-exercise": "data-rights",
  // Paying what is due.
  [`POST ${contract}/payments/intent`]: "pay",
  [`POST ${contract}/payments/first-payment`]: "pay",
  [`POST ${contract}/payments/{invoice}/unpaid-intent`]: "pay",
  [`POST ${contract}/payments/{invoice}/quittance-intent`]: "pay",
  // The means of payment.
  [`PUT ${contract}/mandate/{type}`]: "payment-method",
  [`POST ${contract}/sepa`]: "payment-method",
  [`POST ${contract}/update-cc-intent`]: "payment-method",
  [`POST ${contract}/payment-methods/card`]: "payment-method",
  [`POST ${contract}/payment-method-switchable/periodicity-switchable`]: "payment-method",
  [`POST ${contract}/periodicity-switchable`]: "payment-method",
  // Signatures.
  [`POST ${contract}/signable/{id}/sign`]: "sign",
  [`POST ${contract}/signable/{id}/signed`]: "sign",
  [`POST ${contract}/amendments`]: "sign",
  "POST /v2/clients/{client}/quotes/{quote}/signatures": "sign",
  // Acting on a contract.
  [`POST ${contract}/documents-required/{requiredDocument}`]: "contract-requests",
  [`POST ${contract}/terminations-requests`]: "contract-requests",
  "POST /v2/clients/{client}/claims": "contract-requests",
  "POST /v2/clients/{client}/claims/{claim}/proof-files": "contract-requests",
  "DELETE /v2/clients/{client}/claims/{claim}/proof-files/{file}": "contract-requests",
  // The session's own account, whatever the function: signing out, its password, its phone.
  "DELETE /v2/clients/{client}/authentication": "read",
  "PUT /v2/clients/{client}/password": "read",
  "POST /v2/clients/{client}/phone-confirmations": "read",
  "PUT /v2/clients/{client}/phone-confirmations": "read",
};

export function permissionFor(method: string, path: string): Permission {
  return routePermissions[`${method.toUpperCase()} ${path}`] ?? (method === "get" ? "read" : "contract-requests");
}

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
