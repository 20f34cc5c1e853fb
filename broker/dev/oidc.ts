/**
 * Built-in DEV identity provider for the open-id login (not in production):
 *
 *   GET /dev/oidc/authorize?client_id=<brand>&redirect_uri=<portal url>&state=<opaque>
 *     → a page listing the brand's demo accounts;
 *   GET /dev/oidc/authorize/confirm?client_id&redirect_uri&state&account=<uuid>
 *     → 302 to redirect_uri?code=<one-time code>&state=<state>
 *
 * The portal then posts the code to POST /v2/clients/authentication/open-id
 * (same brand). Codes are single use and live 2 minutes (auth/oidc.ts).
 * redirect_uri must be on the brand's portal origin (PORTAL_URL, `{brand}`
 * replaced by client_id) or on a loopback/.localhost host: no open redirect.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { portalUrlFor } from "../auth/links";
import { issueDevOidcCode } from "../auth/oidc";
import { isProduction } from "../config";
import { BRAND_CODES } from "../../contract/wire/brands";
import { DEMO_EMAILS, demoLogins } from "../db/demo/logins";
import { accounts, brands } from "../db/schema";
import { notFound, validationFailed } from "../http/errors";
import { binary, defineRoute } from "../http/registry";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const AuthorizeQuery = z.object({
  client_id: z.enum(BRAND_CODES),
  redirect_uri: z.url(),
  state: z.string().max(500).optional(),
});
const ConfirmQuery = AuthorizeQuery.extend({ account: z.uuid() });

/**
 * Loopback and *.localhost are always fine in dev (these pages are 404 in
 * production); otherwise the portal's own origin. `portalUrl` is the brand's
 * base (portalUrlFor), so a `{brand}` template is compared once substituted.
 */
export function isAllowedRedirect(uri: string, portalUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || url.hostname.endsWith(".localhost")) return true;
  try {
    return url.origin === new URL(portalUrl).origin;
  } catch {
    return false;
  }
}

const demoEmails = [...new Set(Object.values(DEMO_EMAILS))];

export const devOidcAuthorize = defineRoute({
  method: "get",
  path: "/dev/oidc/authorize",
  summary: "DEV identity provider: choose a demo account (not in production)",
  tags: ["dev"],
  auth: "public",
  query: AuthorizeQuery,
  response: binary("text/html"),
  handler: async ({ c, db, deps, query }) => {
    if (isProduction(deps.config)) throw notFound();
    if (!isAllowedRedirect(query.redirect_uri, portalUrlFor(deps.config, query.client_id)))
      throw validationFailed({ redirect_uri: ["Not an allowed redirect URI"] });
    const [brand] = await db.select().from(brands).where(eq(brands.id, query.client_id));
    if (!brand) throw notFound();
    const rows = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.brandId, brand.id), inArray(accounts.email, demoEmails)))
      .orderBy(asc(accounts.email));
    const labelOf = (email: string) => demoLogins.find((l) => l.login === email)?.label ?? "";
    const items = rows
      .map((a) => {
        const confirm = new URLSearchParams({ client_id: brand.id, redirect_uri: query.redirect_uri, account: a.id });
        if (query.state) confirm.set("state", query.state);
        return `<li><a href="/dev/oidc/authorize/confirm?${escapeHtml(confirm.toString())}">${escapeHtml(a.firstname)} ${escapeHtml(a.lastname)} · ${escapeHtml(a.email)}</a> <small>${escapeHtml(labelOf(a.email))}</small></li>`;
      })
      .join("\n");
    c.header("Cache-Control", "no-store");
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev identity provider · ${escapeHtml(brand.name)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}li{margin:.5rem 0}small{color:#666}</style></head>
<body><h1>Dev identity provider</h1><p>Sign in to <strong>${escapeHtml(brand.name)}</strong> as:</p>
<ul>${items || "<li>No demo accounts on this brand.</li>"}</ul></body></html>`);
  },
});

export const devOidcConfirm = defineRoute({
  method: "get",
  path: "/dev/oidc/authorize/confirm",
  summary: "DEV identity provider: issue a one-time code and redirect (not in production)",
  tags: ["dev"],
  auth: "public",
  query: ConfirmQuery,
  response: binary("text/html"),
  handler: async ({ c, db, deps, query, now }) => {
    if (isProduction(deps.config)) throw notFound();
    if (!isAllowedRedirect(query.redirect_uri, portalUrlFor(deps.config, query.client_id)))
      throw validationFailed({ redirect_uri: ["Not an allowed redirect URI"] });
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, query.account), eq(accounts.brandId, query.client_id)));
    if (!account) throw notFound();
    const code = await issueDevOidcCode(db, query.client_id, account.id, now);
    const target = new URL(query.redirect_uri);
    target.searchParams.set("code", code);
    if (query.state) target.searchParams.set("state", query.state);
    c.header("Cache-Control", "no-store");
    return c.redirect(target.toString(), 302);
  },
});

export const devOidcRoutes = [devOidcAuthorize, devOidcConfirm];
