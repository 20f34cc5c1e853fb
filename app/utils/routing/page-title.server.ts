import { pageFor, type PageArgs, type PageRef } from "~/utils/request/page.server";

/** `{ title }` in the page's language (its table entry's namespaces), for loaders of pages whose only data is their title. */
export async function pageTitle(args: PageArgs, page: PageRef, key: string): Promise<{ title: string }> {
  const { t } = await pageFor(args, page);
  return { title: t(key) };
}
