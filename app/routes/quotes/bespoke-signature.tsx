import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { formIntent } from "~/utils/forms/form-intent.server";
import { readForm } from "~/utils/forms/read-form.server";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { maskedPhone } from "~/routes/contracts/contract/signature.server";
import { quoteIdOf } from "./quote-view.server";
import { startQuoteSigning } from "./signing.server";
import { normalisedMobile } from "./quote/mobile";
import * as tab from "~/routes/contracts/contract/tab.css";

export const handle = pageHandle("bespoke-quote-signature");

// The sign button's form hydrates when its module arrives, a plain post until then (decisions 0151, 0155).
const signForms = formsOnDemand(() => import("./quote/sign-form"));
const SignForm = signForms.form("SignForm");
export const clientLoader = formsWithData(signForms);

/**
 * `bespoke-quotes/{id}/signature`: the same signature as a quote's (docs/decisions/0097):
 * the reasons it is refused now next to the button, the broker's refusal
 * (`required-document-missing` while a required document is missing) after a post.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, t, brokerSession } = await pageFor(args, handle);
  const id = quoteIdOf(args.params);
  const [quote, { documents }] = await Promise.all([api.quote(user.clientId, id), api.quoteDocuments(user.clientId, id)]);
  const phone = normalisedMobile(brokerSession.account.phone) ? maskedPhone(brokerSession.account.phone) : null;
  const reasons = [
    ...(documents.some((doc) => doc.is_pre_contractual && !doc.downloaded_at) ? [t("quotes:refusal.documents")] : []),
    ...(quote.conditions_accepted_at ? [] : [t("quotes:refusal.conditions")]),
    ...(phone ? [] : [t("quotes:refusal.phone")]),
  ];
  // Its own page, not step 4 of the quote's documents tab: no number.
  return { title: t("quotes:signature.titleAlone"), signed: quote.is_signed, phone, reasons };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  await formIntent(page.request, formData, ["sign"]);
  return startQuoteSigning(page, quoteIdOf(args.params), formData);
}

export default function BespokeQuoteSignature() {
  const { t } = useTranslation("quotes");
  const { title, signed, phone, reasons } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title" className={tab.section}>
      <h2 id="tab-title" className={tab.heading}>
        {title}
      </h2>
      {signed ? (
        <p role="status" className={tab.outcome.positive}>
          {t("signature.alreadySigned")}
        </p>
      ) : (
        <>
          <p className={tab.value}>{phone ? t("signature.phone", { phone }) : t("signature.noPhone")}</p>
          <SignForm reasons={reasons} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
