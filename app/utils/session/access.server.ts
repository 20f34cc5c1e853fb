import { redirect } from "@remix-run/node";
import type { RouteEntry, RouteName } from "~/route-table";
import { entryForPath, href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import type { FeatureFlags, SessionState } from "~/utils/session/session.server";
import { pendingStep, stepPageAllowed } from "~/utils/session/sign-in-steps";
import { checkRedirect } from "~/utils/routing/redirect-guard";
import { admits } from "~/utils/routing/route-entry";

/** A `redirectTo` the portal may follow: an internal path, nothing else. */
function safeInternalPath(raw: string | null): string | null {
  const verdict = checkRedirect(raw);
  return verdict.ok && verdict.target.startsWith("/") && !verdict.target.startsWith("//") ? verdict.target : null;
}

/** Whether the page at this path is shown only to a signed-in visitor (route table access "session"). */
export function needsSession(pathname: string, locale: Locale): boolean {
  return entryForPath(pathname, locale)?.access === "session";
}

export type AccessDecision =
  { kind: "allow" } | { kind: "login" } | { kind: "redirect"; to: RouteName } | { kind: "redirect-path"; to: string } | { kind: "not-found" };

/**
 * Route access from the table and the session (SPEC sections 2 and 6), as a
 * pure rule:
 * - a page that needs a session sends an anonymous visitor to login;
 * - the steps the session flags impose come first (forced password change,
 *   account choice, phone confirmation, qualification);
 * - a step page without its flag goes home;
 * - a client never sees prospect pages and a prospect never client pages;
 *   quotes pages are a prospect's, and a client's who was one (decision 0251);
 * - a signed-in visitor who opens the login page goes where the login would
 *   have sent them (its safe `redirectTo`), or home.
 */
export function accessDecision(
  entry: RouteEntry | null,
  session: SessionState,
  options: { hasCredential?: boolean; returnTo?: string | null } = {},
): AccessDecision {
  if (!entry) return { kind: "allow" };
  const user = session.user;
  if (entry.name === "login") {
    if (!user || options.hasCredential) return { kind: "allow" };
    return options.returnTo ? { kind: "redirect-path", to: options.returnTo } : { kind: "redirect", to: "index" };
  }
  if (entry.access !== "session") return { kind: "allow" };
  if (!user) return { kind: "login" };
  if (!stepPageAllowed(entry.name as RouteName, user.flags)) return { kind: "redirect", to: "index" };
  const step = pendingStep({ flags: user.flags, accountChoicePending: session.accountChoicePending, qualificationDeferred: session.qualificationDeferred });
  // During a step, its own page and the pages before it in the list stay reachable.
  if (step && entry.name !== step && !isEarlierStepPage(entry.name, step, user.flags)) return { kind: "redirect", to: step };
  if (entry.audience && !admits(entry.audience, user)) return { kind: "not-found" };
  return { kind: "allow" };
}

const stepOrder: readonly string[] = ["login-create-password", "login-select-account", "login-confirm-phone", "kyc"];

function isEarlierStepPage(name: string, step: string, flags: FeatureFlags): boolean {
  // Switching account stays possible while a later step (phone, KYC) waits.
  const index = stepOrder.indexOf(name);
  return index !== -1 && index < stepOrder.indexOf(step) && stepPageAllowed(name as RouteName, flags);
}

/** Applies the decision for a page load: redirects and 404s are thrown. */
export function enforceAccess(request: Request, pathname: string, locale: Locale, session: SessionState, notFound: () => never) {
  const url = new URL(request.url);
  const entry = entryForPath(pathname, locale);
  const hasCredential = ["magic", "code", "token"].some((name) => url.searchParams.has(name));
  const decision = accessDecision(entry, session, { hasCredential, returnTo: safeInternalPath(url.searchParams.get("redirectTo")) });
  switch (decision.kind) {
    case "allow":
      return;
    case "login":
      throw redirect(href("login", {}, locale, { redirectTo: `${pathname}${url.search}` }));
    case "redirect":
      throw redirect(href(decision.to, {}, locale));
    case "redirect-path":
      throw redirect(decision.to);
    case "not-found":
      notFound();
  }
}
