import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { rejectionPage, screenPage } from "~/utils/request/rejection-page.server";
import { stripDataSuffix } from "~/utils/routing/locale";

/**
 * Where server.ts renders a request it refused (app/utils/request/remix-handler.server.ts):
 * GET and HEAD through the loader, any other method through the action, so a
 * JavaScript submission gets an answer its router can read. The root loader
 * refuses first on GET; on a post this action is the only code that runs.
 * Asked for directly, this address is simply not found.
 */
async function refuse({ request, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<never> {
  if (context.screen) throw await screenPage(request, context.screen);
  const rejection = context.rejection;
  if (!rejection) throw await rejectionPage(request, 404, { notFoundPath: stripDataSuffix(new URL(request.url).pathname) });
  throw await rejectionPage(request, rejection.status, rejection.status === 404 ? { notFoundPath: rejection.path } : {});
}

export const loader = refuse;
export const action = refuse;

export default function Rejected() {
  return null;
}
