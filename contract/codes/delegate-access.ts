/**
 * What each person acting for a client may do (docs/decisions/0120; SPEC
 * section 6 leaves it "not shown"). ONE table: the broker checks it on every
 * client route (scope/permissions.ts) and the session hands the caller's
 * permissions to the portal, which hides what they cannot do. No imports:
 * the wire schemas and the portal read it without pulling the rules in.
 */

/** SPEC section 9: the functions a delegation gives. */
export const delegateFunctions = ["owner", "accountant", "manager"] as const;
export type DelegateFunction = (typeof delegateFunctions)[number];

/**
 * How an account acts for a client (`account_client.role`): a delegate
 * function, or `holder`, the client's own account (the seeded default).
 */
export type AccessRole = DelegateFunction | "holder";

/** What a client route may need, in the product's words. */
export const permissions = [
  /** See contracts, invoices, payments, certificates, documents, claims, notifications (read-only). */
  "read",
  /** Pay what is due: an unpaid invoice, a first payment (money only, never the means of payment). */
  "pay",
  /** Change how a contract is paid: SEPA mandate, card, debit frequency. */
  "payment-method",
  /** Start or finish an e-signature (contract documents, quotes, amendments). */
  "sign",
  /** Act on a contract: required documents, claims, termination requests. */
  "contract-requests",
  /** Edit the company profile and personal data. */
  "profile",
  /** Ask to be called back. */
  "contact",
  /** Exercise the client's data-protection (GDPR) rights. */
  "data-rights",
  /** Give, list and revoke delegations. */
  "delegations",
] as const;
export type Permission = (typeof permissions)[number];

const everything: readonly Permission[] = permissions;

/** The table (decision 0120). */
export const permissionsByRole: Record<AccessRole, readonly Permission[]> = {
  holder: everything,
  owner: everything,
  manager: everything.filter((p) => p !== "delegations"),
  accountant: ["read", "pay", "contact"],
};

/** Unknown roles (a row written by something else) get the least: reading. */
export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  return role && role in permissionsByRole ? permissionsByRole[role as AccessRole] : ["read"];
}

export function mayDo(role: string | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
