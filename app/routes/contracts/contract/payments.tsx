import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { FactsList } from "~/components/ui/facts-list";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { newIdempotencyKey } from "~/utils/forms/form-fields";
import { formRequestKey } from "~/utils/forms/request-key.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { cardChangeOutcome, settleCardChange, startCardChange } from "./card-change.server";
import { contractIdOf } from "./contract-tabs.server";
import { contractPaymentsView } from "./payments-tab.server";
import { frequencySchema } from "./frequency-schema";
import { sepaFieldNames, sepaSchema } from "~/utils/forms/sepa-schema";
import { sepaChecks } from "~/utils/forms/sepa-checks.server";
import * as layout from "~/components/detail-layout.css";
import * as styles from "~/components/tab-panel.css";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import * as outcomeStyles from "~/components/ui/outcome.css";

export const handle = pageHandle("contract-payments");

// Its forms, with conform and zod, hydrate when their module arrives (decision 0151).
const frequencyForms = formsOnDemand(() => import("./frequency-form"));
const FrequencyForm = frequencyForms.form("FrequencyForm");
const sepaForms = formsOnDemand(() => import("~/components/sepa-form"));
const SepaForm = sepaForms.form("SepaForm");
// The card's one button as well: its module out of the tab's first load (decision 0155).
const cardForms = formsOnDemand(() => import("./card-change-form"));
const CardChangeForm = cardForms.form("CardChangeForm");
// The payments made, the schedule and the timeline: no script of their own (links and <details>), so their
// module follows the page's first load and hydrates them when it arrives (issue 43: the tab's 110 KB gzip).
const historyPanes = formsOnDemand(() => import("./payments-history"));
const PaymentsHistory = historyPanes.form("PaymentsHistory");
export const clientLoader = formsWithData(frequencyForms, sepaForms, cardForms, historyPanes);

/** `contracts/{id}/paiements`: payments, schedule, dispute, missing payment, and how the contract is paid. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  const url = new URL(args.request.url);
  const settled = await settleCardChange(page, contractId, url);
  if (settled) throw redirect(settled);
  const [view, cardOutcome] = await Promise.all([contractPaymentsView(page, contractId), cardChangeOutcome(page, contractId, url)]);
  // A delegate without `payment-method` (decision 0120) is not offered the forms the broker would refuse.
  const mayChangeMethod = page.may("payment-method");
  const tabHref = href("contract-payments", { id: contractId }, page.locale);
  // The SEPA form's key: a double post of one form gives one mandate (decision 0280).
  const sepaKey = newIdempotencyKey();
  return { title: page.t("payments:tab.title"), creditor: page.brand.brandName, cardOutcome, mayChangeMethod, tabHref, sepaKey, ...view };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * Three forms post here, told apart by `intent`: pay by card (to the
 * provider's card page), change to SEPA direct debit (PUT mandate/sepa) and
 * change the debit frequency; any other intent is a 400 page. Success: back
 * on the tab with a toast; refusal: the form's reply (`{ intent, reply }`),
 * its messages and values kept.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  const { request, user, api, locale, t } = page;
  const contractId = contractIdOf(args.params);
  const backToTab = href("contract-payments", { id: contractId }, locale);

  const intent = await formIntent(request, formData, ["card", "sepa", "frequency"]);
  switch (intent) {
    case "card":
      return startCardChange(page, contractId);
    case "frequency": {
      const submission = parseForm(formData, frequencySchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      const refusal = await attempt(api.choosePeriodicity(user.clientId, contractId, submission.value.periodicity), onStatuses(formStatuses, "refused"));
      if (isRefusal(refusal)) return formReply(intent, await refusalReply(refusal, request, { submission, t, fields: ["periodicity"] }));
      return redirectWithToast(backToTab, { type: "success", title: t("payments:frequency.saved"), message: t("payments:frequency.savedDetails") });
    }
    case "sepa": {
      const submission = parseForm(formData, sepaSchema(t), sepaChecks(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      const { holder, iban, bic } = submission.value;
      const mandate = { holder, iban, bic: bic ?? null, legal: true as const };
      const refusal = await attempt(
        api.saveSepaMandate(user.clientId, contractId, mandate, formRequestKey(formData, mandate)),
        onStatuses(formStatuses, "refused"),
      );
      if (isRefusal(refusal)) return formReply(intent, await refusalReply(refusal, request, { submission, t, fields: sepaFieldNames }));
      return redirectWithToast(backToTab, { type: "success", title: t("payments:sepa.saved"), message: t("payments:sepa.savedDetails") });
    }
  }
}

export default function ContractPayments() {
  const { t } = useTranslation("payments");
  const loaded = useLoaderData<typeof loader>();
  const { next, payments, schedule, method, timeline } = loaded;
  return (
    <section aria-labelledby="tab-title" className={layout.panel}>
      <h2 id="tab-title" className={styles.heading}>
        {loaded.title}
      </h2>

      {loaded.missingPayment ? (
        <div role="status" className={outcomeStyles.outcome.critical}>
          <p className={outcomeStyles.outcomeTitle}>{t("tab.missingPayment")}</p>
          <a href={loaded.paymentsHref} className={styles.inlineLink}>
            {t("tab.seeInvoices")}
          </a>
        </div>
      ) : null}

      <p className={styles.value}>{next ? t("tab.next", next) : t("tab.noNext")}</p>

      <section aria-labelledby="payment-method" className={styles.section}>
        <h3 id="payment-method" className={styles.subheading}>
          {t("method.title")}
        </h3>
        <div className={styles.card}>
          <p className={styles.cardTitle}>{method.summary}</p>
          {method.details.length > 0 ? <FactsList facts={method.details} /> : null}
          {method.mandateHref ? (
            <a href={method.mandateHref} className={styles.download}>
              {t("mandate.download")}
            </a>
          ) : null}
        </div>
        {loaded.mayChangeMethod ? (
          <>
            <CardChangeForm replacing={method.kind === "card"} outcome={loaded.cardOutcome} />
            <SepaForm
              key={method.mandateId ?? "none"}
              idempotencyKey={loaded.sepaKey}
              creditor={loaded.creditor}
              replacing={method.kind === "sepa"}
              cancelHref={loaded.tabHref}
            />
          </>
        ) : (
          <NotInYourAccess permission="payment-method" />
        )}
      </section>

      {loaded.frequency && loaded.mayChangeMethod ? <FrequencyForm frequency={loaded.frequency} /> : null}

      <PaymentsHistory payments={payments} schedule={schedule} scheduleAwaitsIssue={loaded.scheduleAwaitsIssue} timeline={timeline} />
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
