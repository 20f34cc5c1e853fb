import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { idempotencyKeyFrom } from "~/utils/forms/form-fields";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { parseActionForm, parseForm, readForm } from "~/utils/forms/read-form.server";
import { useTranslation } from "~/utils/i18n/use-translation";
import { clientAddress } from "~/utils/request/client-address.server";
import { pageFor } from "~/utils/request/page.server";
import { scopeOf } from "~/utils/request/scope.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { enforceAuthRateLimit } from "~/utils/session/rate-limit/limiter.server";
import { attempt, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { easyTerminationView } from "./easy-termination.server";
import { withFilesAgain, type ReplyOptions } from "~/utils/forms/files-again.server";
import { leftOutProofFiles, terminationFileWords } from "~/utils/forms/termination.server";
import { easyTerminationFields, easyTerminationSchema, terminationSubmitSchema } from "~/utils/forms/termination-schema";
import { StepLine, useRequestRows } from "~/components/termination-parts";
import { FactsList } from "~/components/ui/facts-list";
import * as page from "./easy-termination.css";
import { withWholeNumbers } from "~/components/ui/whole-number";

export const handle = pageHandle("easy-termination");

// The form, with conform and zod, hydrates when its module arrives (decision 0151).
const easyForms = formsOnDemand(() => import("./easy-termination-form"));
const EasyTerminationForm = easyForms.form("EasyTerminationForm");
const terminationForms = formsOnDemand(() => import("~/components/termination-forms"));
const TerminationConfirmForm = terminationForms.form("TerminationConfirmForm");
export const clientLoader = formsWithData(easyForms, terminationForms);

/**
 * `resiliation-trois-clics` (loi 2022-1158, décret 2023-182): terminate a
 * contract without an account, in three steps: the form, its summary, the
 * confirmation. Reached from every page's footer and from the login page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const context = await pageFor(args, handle);
  const view = await easyTerminationView(context, new URL(args.request.url));
  return { title: context.t("termination:easy.title"), ...view };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * `draft` (multipart): fields and files checked, kept by the broker, then
 * the summary. `submit`: the draft sent; the broker answers the same
 * whether the contract matched or not, and so does the page. Both posts are
 * counted per address and per e-mail (the sign-in forms' Redis counters):
 * the form is no way to try contract numbers.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const context = await pageFor(args, handle);
  const { request, api, locale, t } = context;
  const self = href("easy-termination", {}, locale);
  const intent = await formIntent(request, formData, ["draft", "submit"]);
  const limit = (email: unknown) =>
    enforceAuthRateLimit(args, {
      form: "easy-termination",
      brand: scopeOf(args).brand.code,
      account: typeof email === "string" ? email.trim().toLowerCase() : null,
      clientAddress: clientAddress(request),
    });
  switch (intent) {
    case "draft": {
      const submission = parseForm(formData, easyTerminationSchema(t), [leftOutProofFiles(formData, t)]);
      // Counted whatever the fields say: the e-mail as posted (conform's payload), the address.
      await limit(submission.payload?.email);
      // Refused, the form comes back without its files (files-again.server.ts): it says which to choose again.
      const filesAgain = (options: ReplyOptions) =>
        withFilesAgain(t, formData, ["file"], { ...options, hideFields: ["file"] }, submission.status === "error" ? submission.error : null);
      if (submission.status !== "success") return formReply(intent, submission.reply(filesAgain({})));
      const { intent: _intent, draft: _draft, file: files, ...fields } = submission.value;
      const saved = await attempt(api.savePublicTerminationDraft({ ...fields, locale: localeSegment(locale) }, files), onStatuses([400, 413, 422], "refused"));
      if (isRefusal(saved)) {
        const reply = await refusalReply(saved, request, {
          submission: { reply: (options) => submission.reply(filesAgain(options)) },
          t,
          fields: easyTerminationFields,
          words: terminationFileWords,
        });
        return formReply(intent, reply, 422);
      }
      return redirect(`${self}?${new URLSearchParams({ draft: saved.reference })}`);
    }
    case "submit": {
      await limit(null);
      const submission = await parseActionForm(request, formData, terminationSubmitSchema());
      const sent = await attempt(
        api.submitPublicTermination(submission.value.draft, localeSegment(locale), idempotencyKeyFrom(formData)),
        onStatuses([404, 422], "refused"),
      );
      if (isRefusal(sent)) {
        if (sent.error.status === 404) throw redirect(self);
        return formReply(intent, submission.reply({ formErrors: [t("errors:generic.verify")] }), 422);
      }
      return redirect(`${self}?${new URLSearchParams({ sent: sent.reference })}`);
    }
  }
}

type View = ReturnType<typeof useLoaderData<typeof loader>>;

export default function EasyTermination() {
  const { t } = useTranslation("termination");
  const view = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <h1>{view.title}</h1>
      {view.step === "form" ? (
        <>
          <p>{t("easy.intro")}</p>
          <StepLine step={1} />
          {view.reasonsFailed ? (
            <p role="alert">{t("errors:terminationReasons")}</p>
          ) : (
            <EasyTerminationForm reasons={view.reasons} detailsMax={view.detailsMax} prefill={view.prefill} />
          )}
          <p>
            {t("easy.signIn")} <RouteLink to="login">{t("common:nav.login")}</RouteLink>
          </p>
        </>
      ) : null}
      {view.step === "summary" ? <EasyTerminationSummary summary={view.summary} idempotencyKey={view.idempotencyKey} /> : null}
      {view.step === "done" ? (
        <section aria-labelledby="termination-done" className={page.card}>
          <StepLine step={3} />
          <h2 id="termination-done">{t("easy.doneTitle")}</h2>
          <p role="status">{withWholeNumbers(t("easy.done", { date: view.date, time: view.time, reference: view.reference }))}</p>
          <p>{t("easy.doneNext")}</p>
          <RouteLink to="easy-termination">{t("easy.again")}</RouteLink>
        </section>
      ) : null}
    </div>
  );
}

function EasyTerminationSummary({ summary, idempotencyKey }: Pick<Extract<View, { step: "summary" }>, "summary" | "idempotencyKey">) {
  const { t } = useTranslation("termination");
  const requestRows = useRequestRows(summary);
  return (
    <section aria-labelledby="termination-summary" className={page.card}>
      <StepLine step={2} />
      <h2 id="termination-summary">{t("summary.title")}</h2>
      <FactsList
        wholeNumbers
        facts={[
          ...(summary.identity ? [{ term: t("easy.identity"), value: summary.identity }] : []),
          ...(summary.company ? [{ term: t("easy.company_name"), value: summary.company }] : []),
          { term: t("easy.email"), value: summary.email },
          { term: t("easy.number"), value: summary.contractNumber },
          ...requestRows,
        ]}
      />
      <a href={summary.editHref}>{t("summary.edit")}</a>
      <TerminationConfirmForm
        intent="submit"
        id="easy-termination-confirm"
        draft={summary.reference}
        idempotencyKey={idempotencyKey}
        hint={t("easy.confirmHint")}
      />
    </section>
  );
}
