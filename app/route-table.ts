/**
 * The one table of every page of the portal (SPEC section 2), spread from
 * the slice each feature folder owns (`app/routes/<feature>/route-table.ts`).
 *
 * A plain data module: `routes.ts` expands it into Remix routes at build
 * time, and `href()` builds every internal URL from it at run time, on the
 * server and in the browser. It must never import `@remix-run/route-config`
 * (that package breaks the browser bundle). Relative imports only: the build
 * reads it before path aliases exist.
 */
import { accountRoutes } from "./routes/account/route-table";
import { appRoutes } from "./routes/_app/route-table";
import { authRoutes } from "./routes/auth/route-table";
import { claimRoutes } from "./routes/claims/route-table";
import { contractRoutes } from "./routes/contracts/route-table";
import { dashboardRoutes } from "./routes/dashboard/route-table";
import { legalRoutes } from "./routes/legal/route-table";
import { paymentRoutes } from "./routes/payments/route-table";
import { quoteRoutes } from "./routes/quotes/route-table";
import { requestRoutes } from "./routes/requests/route-table";
import type { RouteEntry } from "./utils/routing/route-entry";

export type { Access, Audience, Layout, RouteEntry } from "./utils/routing/route-entry";

export const routeTable = [
  ...dashboardRoutes,
  ...authRoutes,
  ...contractRoutes,
  ...quoteRoutes,
  ...claimRoutes,
  ...paymentRoutes,
  ...accountRoutes,
  ...requestRoutes,
  ...legalRoutes,
  ...appRoutes,
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof routeTable)[number]["name"];

/** Entries whose page is built (they have a module). */
export type BuiltRouteName = Extract<(typeof routeTable)[number], { module: string }>["name"];

const byName = new Map<string, RouteEntry>(routeTable.map((entry) => [entry.name, entry]));

export function getRouteEntry(name: string): RouteEntry | undefined {
  return byName.get(name);
}

/** Full path of an entry (below the locale prefix) in one path language, parents included. */
export function fullPath(entry: RouteEntry, pathLang: "en" | "fr"): string {
  const own = entry[pathLang];
  if (!entry.parent) return own;
  const parent = byName.get(entry.parent);
  if (!parent) throw new Error(`Route ${entry.name} names an unknown parent ${entry.parent}`);
  return [fullPath(parent, pathLang), own].filter(Boolean).join("/");
}

/** Who sees a session page: its own audience, else its parent's (a contract's tabs are the client's like the contract). */
export function audienceOf(entry: RouteEntry): RouteEntry["audience"] {
  if (entry.audience || !entry.parent) return entry.audience;
  const parent = byName.get(entry.parent);
  return parent ? audienceOf(parent) : undefined;
}

/** What the person must be allowed to open the page: its own permission, else its parent's (a claim's tabs like the claim). */
export function permissionOf(entry: RouteEntry): RouteEntry["permission"] {
  if (entry.permission || !entry.parent) return entry.permission;
  const parent = byName.get(entry.parent);
  return parent ? permissionOf(parent) : undefined;
}

export function isBuilt(entry: RouteEntry): boolean {
  if (entry.module === null) return false;
  return entry.parent ? isBuilt(byName.get(entry.parent)!) : true;
}

/**
 * Who sees a page in the navigation, from the entry alone (written once):
 * sign-in pages only signed-out visitors, open pages everyone, session pages
 * the signed-in kinds of their audience.
 */
export function navigationAudience(entry: RouteEntry): readonly ("client" | "prospect" | "anonymous")[] {
  if (entry.access === "public") return ["anonymous"];
  if (entry.access === "open") return ["client", "prospect", "anonymous"];
  // Quotes pages: a prospect's, and a client's who was one (decision 0251): the item asks the session (whenAny "quotes").
  return entry.audience && entry.audience !== "quote-holder" ? [entry.audience] : ["client", "prospect"];
}
