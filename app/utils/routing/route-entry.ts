/**
 * The shape of one row of the route table (SPEC section 2). A plain data
 * module shared by `app/route-table.ts` and the per-feature slices
 * (`app/routes/<feature>/route-table.ts`); `app/routes.ts` reads it at build
 * time, `href()` at run time, so it must never import `@remix-run/route-config`
 * (that package breaks the browser bundle).
 *
 * Paths are relative to the `/{lang}-{country}/` prefix and to the parent
 * entry. French uses `fr`, every other language `en`. An empty path is the
 * parent's index.
 */

import type { Namespace } from "../i18n/config";
import { quoteHolderOf, type QuoteHolderFacts } from "../session/quote-holder";
import type { Permission } from "../../../contract/codes/delegate-access";
import type { Operation } from "../../../broker/domain/route-permissions";

export type Access =
  /** Needs a signed-in session (the default for a route). */
  | "session"
  /** Anyone, signed in or not: legal pages, contact, health. */
  | "open"
  /** Flows meant for signed-out visitors (login, reset, public termination). */
  | "public";

export type Layout = "dashboard" | "default" | "fullscreen" | "legals" | "login";

/**
 * Session pages for one kind of customer only (SPEC section 6): a client
 * never sees prospect pages and a prospect never sees client pages (404).
 * `quote-holder`: a prospect, or a client who was one and keeps their
 * quotes (docs/decisions/0251).
 */
export type Audience = "client" | "prospect" | "quote-holder";

/** Whether a signed-in person is of a page's audience. */
export function admits(audience: Audience, user: QuoteHolderFacts): boolean {
  return audience === "quote-holder" ? quoteHolderOf(user) !== null : audience === user.kind;
}

export type RouteEntry = {
  name: string;
  en: string;
  fr: string;
  /**
   * Route module under `app/routes/` (`<feature>/<page>.tsx`), or null while
   * the page is not built yet: such entries are named (so the table is
   * complete) but not served, linked or shown in navigation.
   */
  module: string | null;
  access: Access;
  layout: Layout;
  /** Name of the parent entry for nested pages (tabs, wizard steps). */
  parent?: string;
  /** Issue that builds the page, for entries that are not built yet. */
  plannedIn?: string;
  /**
   * Who sees a session page (SPEC section 6); a nested entry without one
   * takes its parent's. Read by the page helper (`pageFor`), written nowhere else.
   */
  audience?: Audience;
  /**
   * The locale namespaces the page reads besides `common` and `errors`, the
   * first being its default: the page helper's `t` and, through the module's
   * `handle` (`pageHandle`), what remix-i18next loads and the root inlines.
   */
  ns?: readonly Namespace[];
  /**
   * What the person must be allowed to do for the client to open the page at
   * all (decision 0120's permissions, from the broker's session answer): the
   * navigation leaves the page out, and the page answers the translated
   * "not part of your access" screen (decision 0170). A nested entry takes its parent's.
   */
  permission?: Permission;
  /**
   * The forms that post to this page, by intent ("" for a page's one form
   * without an intent field), each with the broker operation it calls: the
   * permission comes from the broker's own table (broker/domain/route-permissions.ts).
   * `null`: the form calls nothing a function could refuse. The role × page
   * test (tests/e2e/permissions.spec.ts) fails on a form offered that is not declared here.
   */
  actions?: Readonly<Record<string, Operation | null>>;
  /** Namespaces only the page's server reads and never sends to the browser (the legal texts). */
  serverNs?: readonly Namespace[];
};

/** An entry named now and built by a later issue. */
export const planned = (issue: string) => ({ module: null, plannedIn: issue }) as const;
