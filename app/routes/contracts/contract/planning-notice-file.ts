import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireClientPage } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { contractIdOf } from "./contract-tabs.server";
import { withScreens } from "~/utils/request/file-route.server";

export const handle = { page: "contract-planning-notice" };

/** A scheduled debit's notice (PDF), streamed from the broker; a failed fetch goes back to the tab with SPEC section 8's PDF message. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { v2, user, locale, t } = await requireClientPage(args, { ns: "payments" });
  const contractId = contractIdOf(args.params);
  try {
    return await v2.downloadPlanningNotice(user.clientId, contractId, args.params.planningId ?? "");
  } catch {
    return redirectWithToast(href("contract-payments", { id: contractId }, locale), {
      type: "error",
      title: t("payments:downloadFailed"),
      message: t("errors:pdf"),
    });
  }
});
