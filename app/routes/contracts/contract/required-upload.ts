import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadRequiredDocument } from "./required.server";
import { withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contract-required-upload");

/**
 * The same upload as the required-documents page's action, answered in JSON
 * for the page's script, which posts with XMLHttpRequest to show the
 * progress of the bytes sent (fetch cannot). The toast cookie rides on the
 * answer; the script then reloads the page's data.
 */
export const action = withScreens(async (args: ActionFunctionArgs) => {
  const outcome = await uploadRequiredDocument(args, handle, args.params.requiredId ?? "");
  if (outcome.ok) return Response.json({ ok: true, errors: [] }, { headers: outcome.headers });
  return Response.json({ ok: false, errors: outcome.errors }, { status: 422 });
});
