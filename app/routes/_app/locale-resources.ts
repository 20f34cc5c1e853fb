import { type LoaderFunctionArgs } from "@remix-run/node";
import { isNamespace } from "~/utils/i18n/config";
import { resourceBundle } from "~/utils/i18n/i18n.server";
import { isLanguage } from "~/utils/routing/locale";

/** Translation namespaces for the browser, fetched when a page needs one it has not got. */
export function loader({ params }: LoaderFunctionArgs) {
  const { lng, ns } = params;
  const bundle = isLanguage(lng) && isNamespace(ns) ? resourceBundle(lng, ns) : null;
  if (!bundle) return new Response("Not Found", { status: 404 });
  return new Response(JSON.stringify(bundle), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" },
  });
}
