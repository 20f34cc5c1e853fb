import type { Namespace } from "~/utils/i18n/config";
import { openPage, type PageArgs } from "~/utils/request/page.server";

/** `{ title }` in the page's language, for loaders of pages whose only data is their title. */
export async function pageTitle(args: PageArgs, ns: Namespace, key: string): Promise<{ title: string }> {
  const { t } = await openPage(args, { ns });
  return { title: t(key) };
}
