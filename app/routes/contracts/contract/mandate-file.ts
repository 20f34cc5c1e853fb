import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireClientPage } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { contractIdOf } from "./contract-tabs.server";
import { withScreens } from "~/utils/request/file-route.server";

export const handle = { page: "contract-mandate-file" };

/** The contract's SEPA mandate (PDF with its UMR and the creditor identifier), streamed from the broker. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { v2, user, locale, t } = await requireClientPage(args, { ns: "payments" });
  const contractId = contractIdOf(args.params);
  try {
    return await v2.downloadSepaMandate(user.clientId, contractId);
  } catch {
    return redirectWithToast(href("contract-payments", { id: contractId }, locale), {
      type: "error",
      title: t("payments:downloadFailed"),
      message: t("errors:pdf"),
    });
  }
});
