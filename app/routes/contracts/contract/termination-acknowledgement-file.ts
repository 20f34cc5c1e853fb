import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { contractIdOf } from "./contract-tabs.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contract-termination-acknowledgement");

/** A termination request's acknowledgement (PDF, in the page's language: decision 0090), streamed from the broker. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  return downloadOrBack(api.downloadTerminationAcknowledgement(user.clientId, contractId, args.params.requestId ?? "", locale.lang), {
    to: href("contract-termination", { id: contractId }, locale),
    title: t("termination:state.acknowledgement"),
    message: t("errors:pdf"),
  });
});
