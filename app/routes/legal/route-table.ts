import type { RouteEntry } from "../../utils/routing/route-entry";

/** The brand's legal documents, one module for all of them. */
export const legalRoutes = [
  {
    name: "complaints",
    en: "complaints",
    fr: "complaints",
    module: "legal/legal-page.tsx",
    access: "open",
    layout: "legals",
    ns: ["legal"],
    serverNs: ["legal-texts"],
  },
  { name: "cookies", en: "cookies", fr: "cookies", module: "legal/legal-page.tsx", access: "open", layout: "legals", ns: ["legal"], serverNs: ["legal-texts"] },
  {
    name: "legals",
    en: "legals",
    fr: "mentions-legales",
    module: "legal/legal-page.tsx",
    access: "open",
    layout: "legals",
    ns: ["legal"],
    serverNs: ["legal-texts"],
  },
  {
    name: "privacy",
    en: "privacy",
    fr: "politique-de-confidentialite",
    module: "legal/legal-page.tsx",
    access: "open",
    layout: "legals",
    ns: ["legal"],
    serverNs: ["legal-texts"],
  },
  { name: "eula", en: "eula", fr: "cgu", module: "legal/legal-page.tsx", access: "open", layout: "legals", ns: ["legal"], serverNs: ["legal-texts"] },
  // Not in SPEC section 2: the RGAA accessibility statement French law requires (docs/decisions).
  {
    name: "accessibility",
    en: "accessibility",
    fr: "accessibilite",
    module: "legal/legal-page.tsx",
    access: "open",
    layout: "legals",
    ns: ["legal"],
    serverNs: ["legal-texts"],
  },
] as const satisfies readonly RouteEntry[];
