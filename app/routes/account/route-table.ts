import { planned, type RouteEntry } from "../../utils/routing/route-entry";

/** The client's own account: profile, qualification, delegations, data rights. */
export const accountRoutes = [
  // A shell until the KYC issue: the flag's step must lead somewhere (docs/decisions).
  { name: "kyc", en: "kyc", fr: "qualification", module: "account/kyc.tsx", access: "session", layout: "default", audience: "client", ns: ["account"] },
  // Both kinds: a client's profile, a prospect's contact details (issue 28 §7).
  { name: "profile", en: "profile", fr: "profile", module: "account/profile.tsx", access: "session", layout: "default", ns: ["account"] },
  { name: "delegation", en: "delegation", fr: "delegation-acces", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
  { name: "gdpr", en: "gdpr", fr: "exercice-de-droit-rgpd", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
] as const satisfies readonly RouteEntry[];
