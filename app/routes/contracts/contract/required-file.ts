import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { contractIdOf } from "./contract-tabs.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contract-required-file");

/** The file the client sent for a required document, back as an attachment through the portal. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  return downloadOrBack(api.downloadRequiredDocument(user.clientId, contractId, args.params.requiredId ?? ""), {
    to: href("contract-required", { id: contractId }, locale),
    title: t("contract:documents.downloadFailed"),
    message: t("errors:generic.later"),
  });
});
