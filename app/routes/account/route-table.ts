import type { RouteEntry } from "../../utils/routing/route-entry";

/** The client's own account: profile, qualification, delegations, data rights. */
export const accountRoutes = [
  // The flag's questionnaire, for clients and prospects alike (SPEC section 3: a session flag; docs/decisions/0105).
  {
    name: "kyc",
    en: "kyc",
    fr: "qualification",
    module: "account/kyc.tsx",
    access: "session",
    layout: "default",
    ns: ["kyc"],
    actions: { save: "PUT /v2/clients/{client}/dynamic-forms/{form}/steps/{step}", later: null },
  },
  // Both kinds: a client's profile, a prospect's contact details (issue 28 §7).
  {
    name: "profile",
    en: "profile",
    fr: "profile",
    module: "account/profile.tsx",
    access: "session",
    layout: "default",
    ns: ["account"],
    permission: "profile",
    actions: { "*": "PUT /v2/clients/{client}" },
  },
  {
    name: "delegation",
    en: "delegation",
    fr: "delegation-acces",
    module: "account/delegation.tsx",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["delegation"],
    permission: "delegations",
    actions: { create: "POST /v2/clients/{client}/delegations", revoke: "DELETE /v2/clients/{client}/delegations/{id}" },
  },
  // Not in SPEC section 2: the revocation's confirmation page without JavaScript (with it, a dialog; decision 0122).
  {
    name: "delegation-revoke",
    en: "delegation/:id/revoke",
    fr: "delegation-acces/:id/revoquer",
    module: "account/delegation-revoke.tsx",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["delegation"],
    permission: "delegations",
    actions: { "*": "DELETE /v2/clients/{client}/delegations/{id}" },
  },
  {
    name: "gdpr",
    en: "gdpr",
    fr: "exercice-de-droit-rgpd",
    module: "account/gdpr.tsx",
    access: "session",
    layout: "default",
    ns: ["rights"],
    permission: "data-rights",
    actions: { "*": "POST /v2/clients/{client}/rights-exercise" },
  },
  // Not in SPEC section 2: the answer to an access or portability request, JSON or PDF (`?format=`), streamed through the portal.
  {
    name: "gdpr-data",
    en: "gdpr/:requestId/data",
    fr: "exercice-de-droit-rgpd/:requestId/donnees",
    module: "account/gdpr-data.ts",
    access: "session",
    layout: "default",
    ns: ["rights"],
    permission: "data-rights",
  },
] as const satisfies readonly RouteEntry[];
