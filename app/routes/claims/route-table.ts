import { planned, type RouteEntry } from "../../utils/routing/route-entry";

/** Declaring and following claims. */
export const claimRoutes = [
  { name: "claims", en: "claims", fr: "sinistres", ...planned("claims"), access: "session", layout: "default", audience: "client" },
  // Declared before claim so "new" is never read as an id.
  { name: "claim-new", en: "claims/new", fr: "sinistres/declarer", ...planned("claims"), access: "session", layout: "default", audience: "client" },
  { name: "claim", en: "claims/:id", fr: "sinistres/:id", ...planned("claims"), access: "session", layout: "default", audience: "client" },
] as const satisfies readonly RouteEntry[];
