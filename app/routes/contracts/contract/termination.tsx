import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { idempotencyKeyFrom } from "~/utils/forms/form-fields";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { parseActionForm, parseForm, readForm } from "~/utils/forms/read-form.server";
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
import { withFilesAgain, type ReplyOptions } from "~/utils/forms/files-again.server";
import { leftOutProofFiles, terminationFileWords } from "~/utils/forms/termination.server";
import { contractTerminationFields, contractTerminationSchema, terminationSubmitSchema, terminationWithdrawSchema } from "~/utils/forms/termination-schema";
import { contractIdOf } from "./contract-tabs.server";
import { terminationTabView } from "./termination.server";
import * as layout from "~/components/detail-layout.css";
import * as styles from "~/components/tab-panel.css";

export const handle = pageHandle("contract-termination");

// The form, with conform and zod, hydrates when its module arrives (decision 0151).
const terminationForms = formsOnDemand(() => import("./termination-form"));
const TerminationForm = terminationForms.form("TerminationForm");
// The request's state (with its withdraw form) and the summary (with its confirm form) show on other steps
// than the form: their module stays out of the first load of the form step (the page's own 110 KB gzip, issue 43).
const terminationPanes = formsOnDemand(() => import("./termination-panes"));
const RequestState = terminationPanes.form("RequestState");
const TerminationSummary = terminationPanes.form("TerminationSummary");
export const clientLoader = formsWithData(terminationForms, terminationPanes);

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
      const submission = parseForm(formData, contractTerminationSchema(t), [leftOutProofFiles(formData, t)]);
      // Refused, the form comes back without its files (files-again.server.ts): it says which to choose again.
      const filesAgain = (options: ReplyOptions) =>
        withFilesAgain(t, formData, ["file"], { ...options, hideFields: ["file"] }, submission.status === "error" ? submission.error : null);
      if (submission.status !== "success") return formReply(intent, submission.reply(filesAgain({})));
      const { reason, date, details, draft, file: files } = submission.value;
      const saved = await attempt(
        api.saveTerminationDraft(user.clientId, contractId, { reason, date, details, draft, locale: localeSegment(locale) }, files),
        onStatuses([400, 404, 413, 422], "refused"),
      );
      if (isRefusal(saved)) {
        const reply = await refusalReply(saved, request, {
          submission: { reply: (options) => submission.reply(filesAgain(options)) },
          t,
          fields: contractTerminationFields,
          words: terminationFileWords,
        });
        return formReply(intent, reply, 422);
      }
      return redirect(`${tab}?${new URLSearchParams({ draft: saved.id })}`);
    }
    case "submit": {
      const submission = await parseActionForm(request, formData, terminationSubmitSchema());
      const sent = await attempt(
        api.submitTermination(user.clientId, contractId, submission.value.draft, localeSegment(locale), idempotencyKeyFrom(formData)),
        onStatuses([404, 422], "refused"),
      );
      if (isRefusal(sent)) {
        if (sent.error.status === 404) return redirectWithToast(tab, { type: "warning", message: t("termination:summary.expired") });
        return formReply(intent, await refusalReply(sent, request, { submission, t, fields: [], words: terminationFileWords, onForm: true }), 422);
      }
      return redirectWithToast(tab, { type: "success", title: t("termination:sent.title"), message: t("termination:sent.message") });
    }
    case "withdraw": {
      // A public request the holder did not make (decision 0173): the broker says whether it may still be withdrawn.
      const submission = await parseActionForm(request, formData, terminationWithdrawSchema().required({ request: true }));
      const withdrawn = await attempt(api.withdrawTermination(user.clientId, contractId, submission.value.request), onStatuses([404, 422], "refused"));
      if (isRefusal(withdrawn)) {
        if (withdrawn.error.status === 404) return redirect(tab);
        return formReply(intent, submission.reply({ formErrors: [t("termination:withdrawal.closed")] }), 422);
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

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
