import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadJson, uploadRequiredDocument } from "~/utils/forms/required-documents.server";
import { withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";
import { sendToQuote } from "./required.server";

export const handle = pageHandle("bespoke-quote-required-upload");

/** The contract's upload address (its JSON answer for the page's progress bar), for a bespoke quote's required document. */
export const action = withScreens(async (args: ActionFunctionArgs) =>
  uploadJson(await uploadRequiredDocument(args, handle, sendToQuote, args.params.requiredId ?? "")),
);
