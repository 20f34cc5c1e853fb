import type { RouteEntry } from "../../utils/routing/route-entry";

/**
 * Pages of the application itself rather than of a feature. The bare root,
 * not-found and locale resources are mounted outside the table (`app/routes.ts`).
 */
export const appRoutes = [
  { name: "intent", en: "intent", fr: "intent", module: "_app/intent.tsx", access: "open", layout: "default" },
  { name: "health", en: "health", fr: "health", module: "_app/health.tsx", access: "open", layout: "default", ns: ["health"] },
] as const satisfies readonly RouteEntry[];
