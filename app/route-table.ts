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
  /**
   * Session pages for one kind of customer only (SPEC section 6): a client
   * never sees prospect pages and a prospect never sees client pages (404).
   */
  audience?: "client" | "prospect";
};

const planned = (issue: string) => ({ module: null, plannedIn: issue });

export const routeTable = [
  // Dashboard
  { name: "index", en: "home", fr: "", module: "home.tsx", access: "session", layout: "dashboard" },

  // Login and account access
  { name: "login", en: "login", fr: "connexion", module: "login.tsx", access: "public", layout: "login" },
  { name: "login-create-password", en: "login/create-password", fr: "login/create-password", module: "login-create-password.tsx", access: "session", layout: "login" },
  { name: "login-existing-session", en: "login/existing-session", fr: "login/existing-session", module: "login-existing-session.tsx", access: "public", layout: "login" },
  { name: "login-new-password", en: "login/new-password", fr: "login/new-password", module: "login-new-password.tsx", access: "public", layout: "login" },
  { name: "login-reset-password", en: "login/reset-password", fr: "login/reset-password", module: "reset-password/layout.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-root", en: "", fr: "", parent: "login-reset-password", module: "reset-password/choose.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-code-by", en: "code-by", fr: "code-by", parent: "login-reset-password", module: "reset-password/code-by.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-email", en: "email/:token", fr: "email/:token", parent: "login-reset-password", module: "reset-password/email-link.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-enter-code", en: "enter-code", fr: "enter-code", parent: "login-reset-password", module: "reset-password/enter-code.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-got-email", en: "got-email", fr: "got-email", parent: "login-reset-password", module: "reset-password/got-email.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-send-link", en: "send-link", fr: "send-link", parent: "login-reset-password", module: "reset-password/send-link.tsx", access: "public", layout: "login" },
  { name: "login-select-account", en: "login/select-account", fr: "login/select-account", module: "login-select-account.tsx", access: "session", layout: "login" },
  // Not in SPEC section 2 (docs/decisions): the step the must_confirm_phone flag leads to, and logging out.
  { name: "login-confirm-phone", en: "login/confirm-phone", fr: "login/confirmer-telephone", module: "login-confirm-phone.tsx", access: "session", layout: "login" },
  { name: "logout", en: "logout", fr: "deconnexion", module: "logout.tsx", access: "open", layout: "login" },
  { name: "connect-sso", en: "connect_sso/:token", fr: "connect_sso/:token", module: "connect-sso.tsx", access: "public", layout: "login" },
  { name: "intent", en: "intent", fr: "intent", module: "intent.tsx", access: "open", layout: "default" },

  // Contracts
  { name: "contracts", en: "contracts", fr: "contrats", ...planned("contracts"), access: "session", layout: "default", audience: "client" },
  { name: "contract", en: "contracts/:id", fr: "contrats/:id", ...planned("contracts"), access: "session", layout: "default", audience: "client" },
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
  { name: "quotes", en: "quotes", fr: "quotes", ...planned("quotes"), access: "session", layout: "default", audience: "prospect" },
  { name: "quote", en: "quotes/:id", fr: "quotes/:id", ...planned("quotes"), access: "session", layout: "default", audience: "prospect" },
  { name: "quote-documents", en: "documents", fr: "documents", parent: "quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quotes", en: "bespoke-quotes", fr: "bespoke-quotes", ...planned("quotes"), access: "session", layout: "default", audience: "prospect" },
  { name: "bespoke-quote", en: "bespoke-quotes/:id", fr: "bespoke-quotes/:id", ...planned("quotes"), access: "session", layout: "default", audience: "prospect" },
  { name: "bespoke-quote-root", en: "", fr: "", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-documents", en: "documents", fr: "documents", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-required", en: "required", fr: "required", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-signature", en: "signature", fr: "signature", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },

  // Client space
  { name: "certificates", en: "certificates", fr: "attestations", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
  { name: "claims", en: "claims", fr: "sinistres", ...planned("claims"), access: "session", layout: "default", audience: "client" },
  // Declared before claim so "new" is never read as an id.
  { name: "claim-new", en: "claims/new", fr: "sinistres/declarer", ...planned("claims"), access: "session", layout: "default", audience: "client" },
  { name: "claim", en: "claims/:id", fr: "sinistres/:id", ...planned("claims"), access: "session", layout: "default", audience: "client" },
  { name: "payments", en: "payments", fr: "payments", ...planned("payments"), access: "session", layout: "default", audience: "client" },
  { name: "pay", en: "pay", fr: "pay", ...planned("payments"), access: "public", layout: "default" },
  { name: "delegation", en: "delegation", fr: "delegation-acces", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
  { name: "gdpr", en: "gdpr", fr: "exercice-de-droit-rgpd", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
  // A shell until the KYC issue: the flag's step must lead somewhere (docs/decisions).
  { name: "kyc", en: "kyc", fr: "qualification", module: "kyc.tsx", access: "session", layout: "default", audience: "client" },
  { name: "profile", en: "profile", fr: "profile", module: "profile.tsx", access: "session", layout: "default", audience: "client" },
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
