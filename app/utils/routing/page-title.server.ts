import type { Namespace } from "~/utils/i18n/config";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { requestScope } from "~/utils/request/scope.server";

/** `{ title }` in the page's language, for loaders of pages whose only data is their title. */
export async function pageTitle(request: Request, ns: Namespace, key: string): Promise<{ title: string }> {
  const t = await getFixedT(requestScope(request).locale.lang, ns);
  return { title: t(key) };
}
