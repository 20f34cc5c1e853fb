import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireClientPage } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { contractIdOf } from "./contract-tabs.server";
import { withScreens } from "~/utils/request/file-route.server";

export const handle = { page: "contract-required-file" };

/** The file the client sent for a required document, back as an attachment through the portal. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { v2, user, locale, t } = await requireClientPage(args, { ns: "contract" });
  const contractId = contractIdOf(args.params);
  try {
    return await v2.downloadRequiredDocument(user.clientId, contractId, args.params.requiredId ?? "");
  } catch {
    return redirectWithToast(href("contract-required", { id: contractId }, locale), {
      type: "error",
      title: t("contract:documents.downloadFailed"),
      message: t("errors:generic.later"),
    });
  }
});
