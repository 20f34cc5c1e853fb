import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { contractIdOf } from "./contract-tabs.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contract-planning-notice");

/** A scheduled debit's notice (PDF), streamed from the broker; the broker failing goes back to the tab with SPEC section 8's PDF message. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  return downloadOrBack(api.downloadPlanningNotice(user.clientId, contractId, args.params.planningId ?? "", locale.lang), {
    to: href("contract-payments", { id: contractId }, locale),
    title: t("payments:downloadFailed"),
    message: t("errors:pdf"),
  });
});
