import { randomBytes } from "node:crypto";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, useLoaderData } from "@remix-run/react";

/** What a real root loader does at minimum: the locale and a CSRF-like cookie. */
export async function loader({ request }: LoaderFunctionArgs) {
  const cookie = request.headers.get("cookie") ?? "";
  const lang = /(?:^|;\s*)lng=(en|fr)/.exec(cookie)?.[1] ?? (request.headers.get("accept-language")?.startsWith("en") ? "en" : "fr");
  const existing = /(?:^|;\s*)csrf=([\w-]+)/.exec(cookie)?.[1];
  const token = existing ?? randomBytes(24).toString("base64url");
  const headers = new Headers();
  if (!existing) headers.append("Set-Cookie", `csrf=${token}; Path=/; HttpOnly; SameSite=Lax`);
  return data({ lang, csrfToken: token }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { lang } = useLoaderData<typeof loader>();
  return (
    <main lang={lang}>
      <Outlet />
    </main>
  );
}
