import { planned, type RouteEntry } from "../../utils/routing/route-entry";

/** The client's own account: profile, qualification, delegations, data rights. */
export const accountRoutes = [
  // The flag's questionnaire, for clients and prospects alike (SPEC section 3: a session flag; docs/decisions/0105).
  { name: "kyc", en: "kyc", fr: "qualification", module: "account/kyc.tsx", access: "session", layout: "default", ns: ["kyc"] },
  { name: "profile", en: "profile", fr: "profile", module: "account/profile.tsx", access: "session", layout: "default", audience: "client", ns: ["account"] },
  { name: "delegation", en: "delegation", fr: "delegation-acces", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
  { name: "gdpr", en: "gdpr", fr: "exercice-de-droit-rgpd", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
] as const satisfies readonly RouteEntry[];
