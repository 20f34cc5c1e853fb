import type { EntryContext } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

/**
 * The status of a page that shows an error screen is that screen's (issue 41
 * point 10). After a post, Remix keeps the action's status even when a loader
 * then threw the screen the page shows: a form posted to a contract that does
 * not exist (or is another client's) got the form's 422 around the not-found
 * screen its layout's loader threw. Whichever form, the status and the screen
 * now agree: 404 with the not-found screen, 503 with maintenance, and so on.
 */
export function statusOfShownScreen(status: number, context: Pick<EntryContext, "staticHandlerContext">): number {
  const errors = context.staticHandlerContext.errors;
  if (!errors) return status;
  const [shown] = Object.values(errors);
  if (shown === undefined) return status;
  return isRouteErrorResponse(shown) ? shown.status : 500;
}
