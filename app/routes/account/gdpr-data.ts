import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("gdpr-data");

/**
 * The client's data, the answer to an access or portability request:
 * `?format=pdf` a readable PDF in the page's language (decision 0090), else
 * JSON. Streamed from the broker; the broker failing goes back to the page
 * with SPEC section 8's PDF message.
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t, request } = await pageFor(args, handle);
  const format = new URL(request.url).searchParams.get("format") === "pdf" ? "pdf" : "json";
  return downloadOrBack(api.downloadRightsExport(user.clientId, args.params.requestId ?? "", format, locale.lang), {
    to: href("gdpr", {}, locale),
    title: t("rights:downloadFailed"),
    message: t("errors:pdf"),
  });
});
