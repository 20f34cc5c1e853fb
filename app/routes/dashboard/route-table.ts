import type { RouteEntry } from "../../utils/routing/route-entry";

/** The dashboard: the home page, go-back target of every error page (SPEC section 2). */
export const dashboardRoutes = [
  { name: "index", en: "home", fr: "", module: "dashboard/home.tsx", access: "session", layout: "dashboard", ns: ["home"] },
] as const satisfies readonly RouteEntry[];
