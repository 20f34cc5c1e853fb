import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireClientPage } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { contractIdOf } from "./contract-tabs.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";

export const handle = { page: "contract-mandate-file" };

/** The contract's SEPA mandate (PDF with its UMR and the creditor identifier), streamed from the broker. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await requireClientPage(args, { ns: "payments" });
  const contractId = contractIdOf(args.params);
  return downloadOrBack(api.downloadSepaMandate(user.clientId, contractId), {
    to: href("contract-payments", { id: contractId }, locale),
    title: t("payments:downloadFailed"),
    message: t("errors:pdf"),
  });
});
