import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { parse } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { badge } from "~/components/ui/badge.css";
import { idempotencyKeyFrom } from "~/utils/forms/form-fields";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { formatDate } from "~/utils/i18n/date";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { proofFileErrors, proofFiles, refusalErrors } from "~/routes/requests/termination.server";
import { contractTerminationFields, contractTerminationSchema } from "~/routes/requests/termination-schema";
import { ConfirmTerminationForm, StepLine, SummaryList, useRequestRows, WithdrawTerminationForm } from "~/routes/requests/termination-parts";
import { contractIdOf } from "./contract-tabs.server";
import { terminationTabView } from "./termination.server";
import * as layout from "./layout.css";
import * as styles from "./tab.css";

export const handle = pageHandle("contract-termination");

// The form, with conform and zod, hydrates when its module arrives (decision 0151).
const terminationForms = formsOnDemand(() => import("./termination-form"));
const TerminationForm = terminationForms.form("TerminationForm");
export const clientLoader = formsWithData(terminationForms);

/** `contracts/{id}/resiliation`: the request in three steps (form, summary, confirmation), then its state and acknowledgement. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  const view = await terminationTabView(page, contractId, new URL(args.request.url));
  return { title: page.t("termination:tab.title"), ...view };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * Two forms post here. `draft` (multipart): the fields and files, checked by
 * the portal (count, size) then kept by the broker as a draft (type from the
 * bytes, PDF content), then the summary. `submit`: the draft sent, back on
 * the tab with a toast. Refusals come back next to their fields, the typed
 * values kept (the files are chosen again: a browser never gets them back).
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  const { request, api, user, locale, t } = page;
  const contractId = contractIdOf(args.params);
  const tab = href("contract-termination", { id: contractId }, locale);
  const intent = await formIntent(request, formData, ["draft", "submit", "withdraw"]);
  switch (intent) {
    case "draft": {
      const submission = parseForm(formData, contractTerminationSchema(t));
      const files = proofFiles(formData);
      const fileErrors = proofFileErrors(files, t, formData);
      if (submission.status !== "success" || fileErrors) {
        return formReply(intent, submission.reply({ fieldErrors: fileErrors ? { file: fileErrors } : undefined, hideFields: ["file"] }));
      }
      const { reason, date, details, draft } = submission.value;
      const saved = await attempt(
        api.saveTerminationDraft(user.clientId, contractId, { reason, date, details, draft, locale: localeSegment(locale) }, files),
        onStatuses([400, 404, 413, 422], "refused"),
      );
      if (isRefusal(saved)) {
        const { "": formErrors, ...fieldErrors } = await refusalErrors(saved, contractTerminationFields, locale.lang, t);
        return formReply(intent, submission.reply({ formErrors, fieldErrors, hideFields: ["file"] }), 422);
      }
      return redirect(`${tab}?${new URLSearchParams({ draft: saved.id })}`);
    }
    case "submit": {
      const draftId = String(formData.get("draft") ?? "");
      const sent = await attempt(
        api.submitTermination(user.clientId, contractId, draftId, localeSegment(locale), idempotencyKeyFrom(formData)),
        onStatuses([404, 422], "refused"),
      );
      if (isRefusal(sent)) {
        if (sent.error.status === 404) return redirectWithToast(tab, { type: "warning", message: t("termination:summary.expired") });
        const { "": formErrors = [], ...fieldErrors } = await refusalErrors(sent, [], locale.lang, t);
        const words = [...formErrors, ...Object.values(fieldErrors).flat()];
        return formReply(intent, parse(formData, { resolve: () => ({ error: { "": words } }) }).reply(), 422);
      }
      return redirectWithToast(tab, { type: "success", title: t("termination:sent.title"), message: t("termination:sent.message") });
    }
    case "withdraw": {
      // A public request the holder did not make (decision 0173): the broker says whether it may still be withdrawn.
      const withdrawn = await attempt(
        api.withdrawTermination(user.clientId, contractId, String(formData.get("request") ?? "")),
        onStatuses([404, 422], "refused"),
      );
      if (isRefusal(withdrawn)) {
        if (withdrawn.error.status === 404) return redirect(tab);
        return formReply(intent, parse(formData, { resolve: () => ({ error: { "": [t("termination:withdrawal.closed")] } }) }).reply(), 422);
      }
      return redirectWithToast(tab, { type: "success", message: t("termination:withdrawal.withdrawnOn", { date: formatDate(new Date(), locale.lang) }) });
    }
  }
}

export default function ContractTermination() {
  const { t } = useTranslation("termination");
  const view = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title" className={layout.panel}>
      <h2 id="tab-title" className={styles.heading}>
        {view.title}
      </h2>
      {view.step === "state" ? <RequestState latest={view.latest} /> : null}
      {view.step === "closed" ? <p className={styles.empty}>{t("tab.notTerminable")}</p> : null}
      {view.step === "notAllowed" ? <NotInYourAccess permission="contract-requests" /> : null}
      {view.step === "form" ? (
        view.reasonsFailed ? (
          <p role="alert" className={styles.warning}>
            {t("errors:terminationReasons")}
          </p>
        ) : (
          <TerminationForm reasons={view.reasons} detailsMax={view.detailsMax} prefill={view.prefill} kept={view.kept} />
        )
      ) : null}
      {view.step === "summary" ? <TerminationSummary summary={view.summary} idempotencyKey={view.idempotencyKey} /> : null}
    </section>
  );
}

type View = ReturnType<typeof useLoaderData<typeof loader>>;

function TerminationSummary({ summary, idempotencyKey }: Pick<Extract<View, { step: "summary" }>, "summary" | "idempotencyKey">) {
  const { t } = useTranslation("termination");
  const rows = useRequestRows(summary);
  return (
    <>
      <StepLine step={2} />
      <h3 className={styles.subheading}>{t("summary.title")}</h3>
      <SummaryList rows={rows} />
      <a href={summary.editHref} className={styles.inlineLink}>
        {t("summary.edit")}
      </a>
      <ConfirmTerminationForm id="termination-confirm" draft={summary.draftId} idempotencyKey={idempotencyKey} hint={t("summary.confirmHint")} />
    </>
  );
}

function RequestState({ latest }: Pick<Extract<View, { step: "state" }>, "latest">) {
  const { t } = useTranslation("termination");
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t("state.title")}</h3>
        <span className={badge[latest.tone]}>{latest.status}</span>
      </div>
      <SummaryList
        rows={[
          { term: t("state.reference"), value: latest.reference },
          { term: t("state.reason"), value: latest.reason },
          { term: t("state.sentOn"), value: latest.sentOn },
          { term: t("state.endsOn"), value: latest.endsOn },
          ...(latest.files.length > 0 ? [{ term: t("summary.files"), value: latest.files.join(", ") }] : []),
        ]}
      />
      {latest.publicFiling ? (
        <>
          <p>{latest.awaitingReview ? t("withdrawal.reviewNotice") : t("withdrawal.publicNotice")}</p>
          <SummaryList rows={latest.publicFiling.rows} />
        </>
      ) : null}
      {latest.acknowledgementHref ? (
        <a href={latest.acknowledgementHref} className={styles.download} download>
          {t("state.acknowledgement")}
        </a>
      ) : null}
      {latest.withdrawable ? <WithdrawTerminationForm id="termination-withdraw" request={latest.reference} hint={t("withdrawal.hint")} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
