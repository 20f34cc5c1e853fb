import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FullPageError } from "~/components/full-page-error";
import { ModalHost } from "~/components/modal-host";
import { ToastRegion } from "~/components/toast-region";
import { shellNamespaces } from "~/i18n";
import "~/styles/global.css";
import { brandStylesheet } from "~/utils/brand-style";
import { enforceAccess } from "~/utils/access.server";
import { commitCsrfToken } from "~/utils/csrf.server";
import { languageTags } from "~/utils/locale";
import { analyticsAdapter, identifyClient } from "~/utils/analytics.client";
import { useNonce } from "~/utils/nonce";
import { readSession } from "~/utils/session.server";
import { enforceCanonicalUrl, shellContext, type Shell } from "~/utils/shell.server";
import { readToast } from "~/utils/toast.server";
import { serializeInitialTranslations, useReadGroups } from "~/utils/initial-translations";
import { rootErrorShell, useOptionalRootData } from "~/utils/root-data";

export const handle = { i18n: [...shellNamespaces] };

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await shellContext(request);
  enforceCanonicalUrl(request, context);
  const [{ state: session, setCookie: sessionCookie }, [csrfToken, csrfCookie], { toast, headers: toastHeaders }] = await Promise.all([
    readSession(request),
    commitCsrfToken(request),
    readToast(request),
  ]);
  const headers = new Headers();
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  if (context.hasLocalePrefix) {
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
        /** Account id for the analytics adapter's identification (type 'client'). */
        analyticsId: user?.accountId ?? null,
      },
      csrfToken,
      toast,
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.shell.siteTitle ?? "" }, { name: "description", content: data?.shell.description ?? "" }];

export const links: LinksFunction = () => [];

function useShell(): Shell | null {
  const data = useOptionalRootData();
  const error = useRouteError();
  return data?.shell ?? rootErrorShell(error);
}

/** Namespaces the matched routes declared, for the browser's i18next. */
function useDeclaredNamespaces(): Set<string> {
  const matches = useMatches();
  const ns = new Set<string>(shellNamespaces);
  for (const match of matches) {
    const declared = (match.handle as { i18n?: string | string[] } | undefined)?.i18n;
    for (const name of Array.isArray(declared) ? declared : declared ? [declared] : []) ns.add(name);
  }
  return ns;
}

const serverInitialTranslations = typeof document === "undefined" ? new Map<string, string>() : null;

/**
 * The translations the browser starts with. Rendered after the page, so on the
 * server it knows which keys the page read and inlines only those groups
 * (app/utils/initial-translations.tsx).
 */
function InitialTranslations({ nonce }: { nonce: string }) {
  const { i18n } = useTranslation();
  const namespaces = useDeclaredNamespaces();
  const read = useReadGroups();
  const lng = i18n.language;
  const json = serializeInitialTranslations(lng, namespaces, (ns) => i18n.getResourceBundle(lng, ns) as Record<string, unknown> | undefined, read, serverInitialTranslations ?? undefined);
  return <script id="i18n-initial" type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  const nonce = useNonce();
  const lang = shell?.locale.lang ?? "fr";
  return (
    <html lang={languageTags[lang]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {shell ? <link rel="icon" type="image/svg+xml" href={shell.brand.favicon} /> : null}
        <Links />
        {shell ? <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: brandStylesheet(shell.brand) }} /> : null}
      </head>
      <body>
        {children}
        <InitialTranslations nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** SPEC section 6: once signed in, analytics labels the user with the type 'client' (adapter off by default). */
function useAnalyticsIdentity(data: ReturnType<typeof useOptionalRootData>) {
  const mode = data?.shell.env.ANALYTICS ?? "off";
  const id = data?.session.analyticsId ?? null;
  useEffect(() => {
    if (mode !== "off" && id) identifyClient(analyticsAdapter(mode), id);
  }, [mode, id]);
}

export default function App() {
  const data = useOptionalRootData();
  useAnalyticsIdentity(data);
  return (
    <ModalHost>
      <ToastRegion initial={data?.toast ?? null}>
        <Outlet />
      </ToastRegion>
    </ModalHost>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useShell();
  return <FullPageError error={error} shell={shell} />;
}
