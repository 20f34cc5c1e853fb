import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadJson, uploadRequiredDocument } from "~/utils/forms/required-documents.server";
import { sendToContract } from "./required.server";
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
  return uploadJson(await uploadRequiredDocument(args, handle, sendToContract, args.params.requiredId ?? ""));
});
