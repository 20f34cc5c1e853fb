import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";

export const handle = pageHandle("claim-proof-file");

/** A proof file of the claim, back as an attachment through the portal; another client's claim or file is the broker's 404, the not-found screen. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const claimId = args.params.id ?? "";
  return downloadOrBack(api.downloadClaimProofFile(user.clientId, claimId, args.params.fileId ?? ""), {
    to: href("claim", { id: claimId }, locale),
    title: t("contract:documents.downloadFailed"),
    message: t("errors:generic.later"),
  });
});
