import { redirect, type AppLoadContext } from "@remix-run/node";
import { bindResponseHeaders } from "~/utils/request/response-headers.server";
import { notFound } from "~/utils/request/not-found.server";
import type { TFunction } from "i18next";
import type { BrandTheme } from "../../../brands/types";
import { audienceOf, getRouteEntry, permissionOf, type RouteName, type routeTable } from "~/route-table";
import { permissions as allPermissions, type Permission } from "../../../contract/codes/delegate-access";
import { throwForbidden } from "~/utils/request/forbidden.server";
import type { Namespace } from "~/utils/i18n/config";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { perRequest } from "~/utils/request/per-request.server";
import { scopeOf } from "~/utils/request/scope.server";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { checkLiveness } from "~/utils/session/liveness.server";
import { formerProspectOf, hasOwnQuotes } from "~/utils/session/quote-holder";
import { admits, type Audience } from "~/utils/routing/route-entry";
import { anonymousSession, destroySessionCookie, readSession, updateSession, type SessionState, type SignedInUser } from "~/utils/session/session.server";
import { v2Api, type Session, type V2Api } from "~/utils/v2/api/index.server";
import { v2ForRequest, type V2Error } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";
import { withFailureScreens } from "~/utils/v2/attempt.server";

/** What Remix gives every loader and action. */
export type PageArgs = { request: Request; context: AppLoadContext; params?: Record<string, string | undefined> };

export type PageOptions = {
  /** Namespaces of `t` besides `common` and `errors`; the first is the default one. */
  ns?: Namespace | readonly Namespace[];
};

/**
 * Everything a page's loader or action works with. `api`: the broker's
 * calls, whose failures become the SPEC section 8 screens (401 → login,
 * 429, 404, maintenance…); a page that answers some failure itself says so
 * at the call with `attempt` (app/utils/v2/attempt.server.ts). Built on first
 * use, so pages that never call the broker never need its configuration.
 */
export type PageContext<User extends SignedInUser | null = SignedInUser | null> = {
  request: Request;
  locale: Locale;
  brand: BrandTheme;
  user: User;
  session: SessionState;
  /**
   * The broker's own view of the signed-in session (GET clients/{client}/session),
   * at most a few seconds old (docs/decisions/0028): read it instead of asking again.
   */
  brokerSession: User extends SignedInUser ? Session : Session | null;
  t: TFunction;
  api: V2Api;
  /**
   * What the signed-in person may do for the client (decision 0120), from the
   * broker's session answer read once for the request: every form and link
   * of an action asks here, as the navigation does (decision 0170). A
   * prospect acts for themself: everything. Nobody signed in: nothing.
   */
  may: (permission: Permission) => boolean;
};

/** The permissions of the broker's session answer: a client's listed ones, a prospect's all (the broker checks none for them). */
export function permissionsOfSession(brokerSession: Session | null): readonly Permission[] {
  if (!brokerSession) return [];
  if (!brokerSession.client) return allPermissions;
  return brokerSession.access?.permissions ?? [];
}

export type SessionRead = {
  /** Signed in only when the cookie is valid and the broker still knows its v2 session. */
  state: SessionState;
  /** The refreshed cookie, or the destroyed one when the session ended. */
  setCookie: string | null;
  brokerSession: Session | null;
  /** The broker could not say whether the session lives (down, timeout): why. */
  unverified: V2Error | null;
};

/**
 * The visitor's session, read once per request: every page, open or
 * protected, and every action gets the visitor from here. A signed-in cookie
 * counts only while the broker still knows its v2 session (asked at most
 * every few seconds, docs/decisions/0028): a dead one is destroyed and the
 * visitor is anonymous. When the broker cannot answer, the visitor is
 * anonymous for this request but keeps the cookie; protected pages show the
 * maintenance screen instead (`unverified`).
 */
export function sessionOf(args: Pick<PageArgs, "request" | "context">): Promise<SessionRead> {
  // Every page helper reads the session first: from here on, a broker failure can set headers on the answer.
  bindResponseHeaders(args.request, args.context);
  return perRequest(args.context, "session", () => readLiveSession(args));
}

async function readLiveSession(args: Pick<PageArgs, "request" | "context">): Promise<SessionRead> {
  const read = await readSession(args.request);
  const user = read.state.user;
  if (!user) return { ...read, brokerSession: null, unverified: null };
  const { brand, locale } = scopeOf(args);
  // Signed in on another brand or country of the same host: signed out here,
  // and the cookie, which is the visitor's session there, is left alone.
  if (read.state.scope && read.state.scope !== `${brand.code}:${locale.country}`) {
    return { state: anonymousSession, setCookie: null, brokerSession: null, unverified: null };
  }
  const liveness = await checkLiveness(args.request, brand, locale, user);
  switch (liveness.kind) {
    case "alive": {
      const learned = await withLearnedClient(args.request, read, liveness.session);
      return { ...learned, state: withQuoteHolding(learned.state, liveness.session), brokerSession: liveness.session, unverified: null };
    }
    case "dead":
      return { state: anonymousSession, setCookie: await destroySessionCookie(args.request), brokerSession: null, unverified: null };
    case "unverified":
      return { state: anonymousSession, setCookie: null, brokerSession: null, unverified: liveness.failure };
  }
}

/**
 * A prospect whose quote was signed is a client now (decision 0095): the broker's session answer
 * carries the client record, and the cookie learns it on the first request that sees it, whatever
 * the page (the signature's return page, or any other when the person never came back through it),
 * so their contract is theirs at once, without signing in again (issue 45 section 2).
 */
async function withLearnedClient(request: Request, read: Awaited<ReturnType<typeof readSession>>, broker: Session) {
  const user = read.state.user;
  if (!user || user.kind !== "prospect" || !broker.client) return read;
  const learned: SignedInUser = { ...user, kind: "client", clientId: broker.client.id };
  return { state: { ...read.state, user: learned }, setCookie: await updateSession(request, { user: { kind: "client", clientId: broker.client.id } }) };
}

/**
 * Whose quotes a client reads, as the broker's session answer says this request: the prospect they were before
 * their first signed quote (docs/decisions/0251), whose other quotes stay theirs, or the quotes made for the client
 * itself (decision 0262). Kept out of the cookie, so never stale.
 */
function withQuoteHolding(state: SessionState, broker: Session): SessionState {
  const user = state.user;
  if (!user || user.kind !== "client") return state;
  const formerProspectId = formerProspectOf(user.clientId, broker.prospects);
  const ownQuotes = hasOwnQuotes(broker.client_quotes, permissionsOfSession(broker));
  return formerProspectId || ownQuotes ? { ...state, user: { ...user, formerProspectId, ownQuotes } } : state;
}

function namespaces(options: PageOptions): Namespace[] {
  const own = options.ns === undefined ? [] : typeof options.ns === "string" ? [options.ns] : [...options.ns];
  return [...new Set<Namespace>([...own, "common", "errors"])];
}

async function pageContext<User extends SignedInUser | null>(args: PageArgs, user: User, read: SessionRead, options: PageOptions): Promise<PageContext<User>> {
  const session = read.state;
  const { locale, brand } = scopeOf(args);
  const t = await getFixedT(locale.lang, namespaces(options));
  let api: V2Api | null = null;
  const granted = permissionsOfSession(read.brokerSession);
  return {
    may: (permission) => granted.includes(permission),
    request: args.request,
    locale,
    brand,
    user,
    session,
    brokerSession: read.brokerSession as PageContext<User>["brokerSession"],
    t,
    get api() {
      return (api ??= withFailureScreens(v2Api(v2ForRequest(args.request, brand, locale, user?.token ?? null)), args.request, locale));
    },
  };
}

/** Open and public pages: whoever comes, signed in or not. */
async function openPage(args: PageArgs, options: PageOptions = {}): Promise<PageContext> {
  const read = await sessionOf(args);
  return pageContext(args, read.state.user, read, options);
}

/**
 * Session pages for either kind of customer (home, the sign-in steps): the
 * signed-in user, or a redirect to login that brings the visitor back here.
 */
async function requireUserPage(args: PageArgs, options: PageOptions = {}): Promise<PageContext<SignedInUser>> {
  const read = await sessionOf(args);
  const { state, setCookie, unverified } = read;
  // The broker cannot say whether this session lives: its outage screen, not a login the visitor does not need.
  if (unverified) await throwV2Failure(unverified, args.request, scopeOf(args).locale);
  if (!state.user) {
    const { locale } = scopeOf(args);
    const url = new URL(args.request.url);
    const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
    throw redirect(href("login", {}, locale, { redirectTo: back }), setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  }
  return pageContext(args, state.user, read, options);
}

function requireKind(page: PageContext<SignedInUser>, audience: Audience) {
  // SPEC section 6: a client never sees prospect pages, a prospect never client pages; quotes are their holder's (decision 0251).
  if (!admits(audience, page.user)) notFound(page.request);
  return page;
}

/** A route module's handle (`pageHandle(name)`), or the name of its table entry. */
export type PageRef = { page: RouteName } | RouteName;

/** Session pages give a signed-in user; open and public pages whoever comes. */
type PageOf<Name extends RouteName> = Extract<(typeof routeTable)[number], { name: Name }>["access"] extends "session"
  ? PageContext<SignedInUser>
  : PageContext;

/**
 * How every loader and action opens (docs/decisions/0074): the page's table
 * entry says who sees it (`access`, `audience`, a nested page's taken from its
 * parent) and which namespaces its `t` reads (`ns`, `serverNs`), so the module
 * writes neither: `const page = await pageFor(args, handle)`.
 */
export async function pageFor<Name extends RouteName>(args: PageArgs, ref: { page: Name } | Name): Promise<PageOf<Name>> {
  const name = typeof ref === "string" ? ref : ref.page;
  const entry = getRouteEntry(name);
  if (!entry) throw new Error(`No route table entry named ${name}`);
  const options: PageOptions = { ns: [...(entry.serverNs ?? []), ...(entry.ns ?? [])] };
  if (entry.access !== "session") return (await openPage(args, options)) as PageOf<Name>;
  const page = await requireUserPage(args, options);
  const audience = audienceOf(entry);
  if (audience) requireKind(page, audience);
  // A page whose every use the person's function refuses (decision 0170): said in the page's language, with a way back.
  const permission = permissionOf(entry);
  if (permission && !page.may(permission)) throwForbidden(page.t, args.request);
  return page as PageOf<Name>;
}
