import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { contractIdOf } from "./contract-tabs.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contract-mandate-file");

/** The contract's SEPA mandate (PDF with its UMR and the creditor identifier), streamed from the broker. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  return downloadOrBack(api.downloadSepaMandate(user.clientId, contractId, locale.lang), {
    to: href("contract-payments", { id: contractId }, locale),
    title: t("payments:downloadFailed"),
    message: t("errors:pdf"),
  });
});
