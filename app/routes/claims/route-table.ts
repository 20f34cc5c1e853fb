import type { RouteEntry } from "../../utils/routing/route-entry";

/** Declaring and following claims (issue 29). */
export const claimRoutes = [
  {
    name: "claims",
    en: "claims",
    fr: "sinistres",
    module: "claims/list.tsx",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["claims", "codes"],
  },
  // Declared before claim so "new" is never read as an id.
  {
    name: "claim-new",
    en: "claims/new",
    fr: "sinistres/declarer",
    module: "claims/declare.tsx",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["claims", "codes"],
  },
  {
    name: "claim",
    en: "claims/:id",
    fr: "sinistres/:id",
    module: "claims/claim.tsx",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["claims", "codes"],
  },
  {
    name: "claim-proof-file",
    en: "claims/:id/files/:fileId",
    fr: "sinistres/:id/fichiers/:fileId",
    module: "claims/proof-file.ts",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["claims"],
  },
  {
    name: "claim-photos",
    en: "claims/:id/photos",
    fr: "sinistres/:id/photos",
    module: "claims/photos.ts",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["claims"],
  },
] as const satisfies readonly RouteEntry[];
