import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { commitCsrfToken } from "~/utils/forms/csrf.server";
import { permissionsOfSession, sessionOf } from "~/utils/request/page.server";
import { scopeOf } from "~/utils/request/scope.server";
import { fatalPage, isDataWithResponseInit, rejectionPage } from "~/utils/request/rejection-page.server";
import { enforceCanonicalUrl, shellContext } from "~/utils/request/scope.server";
import { enforceAccess, needsSession } from "~/utils/session/access.server";
import { isFormlessPage } from "~/utils/routing/formless-page";
import { readToast } from "~/utils/ui/toast.server";
import { bespokeQuotesOf, quoteHolderOf } from "~/utils/session/quote-holder";
import { refusedTitle } from "~/utils/forms/refused-post.server";

/**
 * The root route's loader: the frame of every page (brand, locale, titles),
 * the canonical address, who may see the page (route table access and
 * audience, sign-in steps), the visitor as the page may know them, the CSRF
 * token and a pending toast.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  // A request server.ts refused (bad host, path, origin, body…): its page, before any other work.
  const { rejection } = args.context;
  if (rejection) throw await rejectionPage(request, rejection.status, rejection.status === 404 ? { notFoundPath: rejection.path } : {});
  const context = await shellContext(scopeOf(args));
  try {
    return await framedPage(args, context);
  } catch (thrown) {
    // A page answer (a redirect, a refusal's screen) goes on; anything else is the 500 screen in this page's frame.
    if (thrown instanceof Response || isDataWithResponseInit(thrown)) throw thrown;
    throw fatalPage(context.shell, thrown);
  }
}

const noCsrfToken: [string | null, string | null] = [null, null];

async function framedPage(args: LoaderFunctionArgs, context: Awaited<ReturnType<typeof shellContext>>) {
  const { request } = args;
  enforceCanonicalUrl(request, context);
  const sessionRead = sessionOf(args);
  const [{ state: session, setCookie: sessionCookie, unverified, brokerSession }, [csrfToken, csrfCookie], { toast, headers: toastHeaders }, refused] =
    await Promise.all([
      sessionRead,
      // Bound to the session the page is shown in (docs/decisions/0069); none on a page without forms (formless-page.ts).
      sessionRead.then((read): [string | null, string | null] | Promise<[string | null, string | null]> =>
        read.state.user === null && isFormlessPage(context.pathname) ? noCsrfToken : commitCsrfToken(request, read.state.sid),
      ),
      readToast(request),
      refusedTitle(args.context, context.locale.lang),
    ]);
  const headers = new Headers();
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  if (context.hasLocalePrefix) {
    // The broker cannot say whether the session lives: a protected page shows its outage screen
    // (SPEC section 8, maintenance for 502–504) rather than login; open pages go on, anonymous.
    if (unverified && needsSession(context.pathname, context.locale)) {
      const { status, title, details, code } = unverified.error;
      throw data({ shell: context.shell, title, details, code }, { status });
    }
    try {
      enforceAccess(request, context.pathname, context.locale, session, () => {
        throw data({ shell: context.shell, notFoundPath: context.pathname }, { status: 404 });
      });
    } catch (thrown) {
      // A timed-out session is cleared on the way to login.
      if (thrown instanceof Response && sessionCookie) thrown.headers.append("Set-Cookie", sessionCookie);
      throw thrown;
    }
  }
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  toastHeaders?.forEach((value, name) => headers.append(name, value));
  const user = session.user;
  const holder = user ? quoteHolderOf(user) : null;
  return data(
    {
      shell: context.shell,
      // Only what the page needs to know about the visitor: never the v2 token.
      session: {
        signedIn: user !== null,
        kind: user?.kind ?? null,
        fullName: user?.fullName ?? null,
        flags: user?.flags ?? {},
        manager: user?.manager ?? false,
        /**
         * The customer account acted for (the company, or the person for an individual client), for a person with
         * several (decision 0278): from the broker's session answer of this request, so never stale after a switch.
         */
        clientName: user?.flags.has_multi_account ? (brokerSession?.client?.name ?? null) : null,
        /** Account id for the analytics adapter's identification (type 'client'). */
        analyticsId: user?.accountId ?? null,
        /** What the signed-in person may do for the client (decision 0120): the portal hides the rest; the broker refuses it. */
        permissions: user ? [...permissionsOfSession(brokerSession)] : null,
        /** Quotes of their own: a prospect, a client who was one (decision 0251) or has its own (0262); the menu's "Quotes" shows. */
        quotes: holder !== null,
        /** Bespoke quotes among them: their menu entry shows (the broker's session answer counts them). */
        bespokeQuotes: bespokeQuotesOf(holder, brokerSession) > 0,
      },
      csrfToken,
      toast,
      ...refused,
    },
    { headers },
  );
}
