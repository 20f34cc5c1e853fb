import type { EntryContext } from "@remix-run/node";
import { isFormReply } from "~/utils/forms/form-reply";
import { refusedTitleKey } from "~/utils/routing/meta";

/**
 * A page that answers a refused post (a form's reply in error, or any 4xx answer to a post that
 * renders the page again) starts its title with "Error: " (decision 0130, GOV.UK pattern): the
 * first thing a screen reader reads of the page that came back without JavaScript. The root's
 * data carries the translated word to the page titles (pageMeta) and, serialised with it, to the
 * browser, which hydrates the same title.
 */
export function markRefusedPost(request: Request, status: number, context: EntryContext, prefix: string): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const handler = context.staticHandlerContext;
  const actionData = handler.actionData;
  if (!actionData) return;
  const replies = Object.values(actionData as Record<string, unknown>);
  const refused = (status >= 400 && status < 500) || replies.some((value) => isFormReply(value) && value.reply.status === "error");
  const root: unknown = handler.loaderData.root;
  if (refused && root && typeof root === "object") handler.loaderData.root = { ...root, [refusedTitleKey]: prefix };
}
