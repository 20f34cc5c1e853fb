import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { bespokeQuoteIdOf } from "./bespoke.server";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("bespoke-quote-required-file");

/** The file the prospect sent for a bespoke quote's required document, back as an attachment through the portal. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const quoteId = bespokeQuoteIdOf(args.params);
  return downloadOrBack(api.downloadQuoteRequiredDocument(quoteHolder(user), quoteId, args.params.requiredId ?? ""), {
    to: href("bespoke-quote-required", { id: quoteId }, locale),
    title: t("documents.downloadFailed"),
    message: t("errors:generic.later"),
  });
});
