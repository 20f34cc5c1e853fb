/**
 * The one table of every page of the portal (SPEC section 2).
 *
 * A plain data module: `routes.ts` expands it into Remix routes at build
 * time, and `href()` builds every internal URL from it at run time, on the
 * server and in the browser. It must never import `@remix-run/route-config`
 * (that package breaks the browser bundle).
 *
 * Paths are relative to the `/{lang}-{country}/` prefix and to the parent
 * entry. French uses `fr`, every other language `en`. An empty path is the
 * parent's index.
 */

export type Access =
  /** Needs a signed-in session (the default for a route). */
  | "session"
  /** Anyone, signed in or not: legal pages, contact, health. */
  | "open"
  /** Flows meant for signed-out visitors (login, reset, public termination). */
  | "public";

export type Layout = "dashboard" | "default" | "fullscreen" | "legals" | "login";

export type RouteEntry = {
  name: string;
  en: string;
  fr: string;
  /**
   * Route module under `app/routes/`, or null while the page is not built
   * yet: such entries are named (so the table is complete) but not served,
   * linked or shown in navigation.
   */
  module: string | null;
  access: Access;
  layout: Layout;
  /** Name of the parent entry for nested pages (tabs, wizard steps). */
  parent?: string;
  /** Issue that builds the page, for entries that are not built yet. */
  plannedIn?: string;
};

const planned = (issue: string) => ({ module: null, plannedIn: issue });

export const routeTable = [
  // Dashboard
  { name: "index", en: "home", fr: "", module: "home.tsx", access: "session", layout: "dashboard" },

  // Login and account access
  { name: "login", en: "login", fr: "connexion", module: "login.tsx", access: "public", layout: "login" },
  { name: "login-create-password", en: "login/create-password", fr: "login/create-password", ...planned("authentication"), access: "session", layout: "login" },
  { name: "login-existing-session", en: "login/existing-session", fr: "login/existing-session", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-new-password", en: "login/new-password", fr: "login/new-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-reset-password", en: "login/reset-password", fr: "login/reset-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-reset-password-root", en: "", fr: "", parent: "login-reset-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-reset-password-code-by", en: "code-by", fr: "code-by", parent: "login-reset-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-reset-password-email", en: "email/:token", fr: "email/:token", parent: "login-reset-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-reset-password-enter-code", en: "enter-code", fr: "enter-code", parent: "login-reset-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-reset-password-got-email", en: "got-email", fr: "got-email", parent: "login-reset-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-reset-password-send-link", en: "send-link", fr: "send-link", parent: "login-reset-password", ...planned("authentication"), access: "public", layout: "login" },
  { name: "login-select-account", en: "login/select-account", fr: "login/select-account", ...planned("authentication"), access: "session", layout: "login" },
  { name: "connect-sso", en: "connect_sso/:token", fr: "connect_sso/:token", ...planned("authentication"), access: "public", layout: "login" },
  { name: "intent", en: "intent", fr: "intent", ...planned("authentication"), access: "open", layout: "default" },

  // Contracts
  { name: "contracts", en: "contracts", fr: "contrats", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract", en: "contracts/:id", fr: "contrats/:id", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-root", en: "", fr: "", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-details", en: "details", fr: "details", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-documents", en: "documents", fr: "documents", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-vehicles", en: "mes-vehicules", fr: "mes-vehicules", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-payments", en: "payments", fr: "paiements", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-recipients", en: "recipients", fr: "recipients", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-required", en: "required", fr: "justificatifs", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-signature", en: "signatures/:signatureId", fr: "signatures/:signatureId", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-termination", en: "termination", fr: "resiliation", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  // Declared last among the tabs so the fixed tab paths win over the slug.
  { name: "contract-slug", en: ":slug", fr: ":slug", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },

  // Quotes
  { name: "quotes", en: "quotes", fr: "quotes", ...planned("quotes"), access: "session", layout: "default" },
  { name: "quote", en: "quotes/:id", fr: "quotes/:id", ...planned("quotes"), access: "session", layout: "default" },
  { name: "quote-documents", en: "documents", fr: "documents", parent: "quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quotes", en: "bespoke-quotes", fr: "bespoke-quotes", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote", en: "bespoke-quotes/:id", fr: "bespoke-quotes/:id", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-root", en: "", fr: "", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-documents", en: "documents", fr: "documents", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-required", en: "required", fr: "required", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-signature", en: "signature", fr: "signature", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },

  // Client space
  { name: "certificates", en: "certificates", fr: "attestations", ...planned("client-space"), access: "session", layout: "default" },
  { name: "claims", en: "claims", fr: "sinistres", ...planned("claims"), access: "session", layout: "default" },
  // Declared before claim so "new" is never read as an id.
  { name: "claim-new", en: "claims/new", fr: "sinistres/declarer", ...planned("claims"), access: "session", layout: "default" },
  { name: "claim", en: "claims/:id", fr: "sinistres/:id", ...planned("claims"), access: "session", layout: "default" },
  { name: "payments", en: "payments", fr: "payments", ...planned("payments"), access: "session", layout: "default" },
  { name: "pay", en: "pay", fr: "pay", ...planned("payments"), access: "public", layout: "default" },
  { name: "delegation", en: "delegation", fr: "delegation-acces", ...planned("client-space"), access: "session", layout: "default" },
  { name: "gdpr", en: "gdpr", fr: "exercice-de-droit-rgpd", ...planned("client-space"), access: "session", layout: "default" },
  { name: "kyc", en: "kyc", fr: "qualification", ...planned("client-space"), access: "session", layout: "default" },
  { name: "profile", en: "profile", fr: "profile", ...planned("authentication"), access: "session", layout: "default" },
  { name: "easy-termination", en: "easy-termination", fr: "resiliation-trois-clics", ...planned("termination"), access: "public", layout: "default" },
  { name: "signature-callback", en: "internal/callback/signature", fr: "internal/callback/signature", ...planned("quotes"), access: "session", layout: "fullscreen" },

  // Open pages
  { name: "contact", en: "contact", fr: "contact", module: "contact.tsx", access: "open", layout: "default" },
  { name: "complaints", en: "complaints", fr: "complaints", module: "legal-page.tsx", access: "open", layout: "legals" },
  { name: "cookies", en: "cookies", fr: "cookies", module: "legal-page.tsx", access: "open", layout: "legals" },
  { name: "legals", en: "legals", fr: "mentions-legales", module: "legal-page.tsx", access: "open", layout: "legals" },
  { name: "privacy", en: "privacy", fr: "politique-de-confidentialite", module: "legal-page.tsx", access: "open", layout: "legals" },
  { name: "eula", en: "eula", fr: "cgu", module: "legal-page.tsx", access: "open", layout: "legals" },
  // Not in SPEC section 2: the RGAA accessibility statement French law requires (docs/decisions).
  { name: "accessibility", en: "accessibility", fr: "accessibilite", module: "legal-page.tsx", access: "open", layout: "legals" },
  { name: "health", en: "health", fr: "health", module: "health.tsx", access: "open", layout: "default" },
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

export function isBuilt(entry: RouteEntry): boolean {
  if (entry.module === null) return false;
  return entry.parent ? isBuilt(byName.get(entry.parent)!) : true;
}
