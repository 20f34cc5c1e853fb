import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { parseActionForm, readForm } from "~/utils/forms/read-form.server";
import { formatDate } from "~/utils/i18n/date";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor, type PageContext } from "~/utils/request/page.server";
import { notFound } from "~/utils/request/not-found.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { attempt, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { dayText, publicFilingRows } from "~/utils/forms/termination.server";
import { terminationWithdrawSchema } from "~/utils/forms/termination-schema";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { FactsList } from "~/components/ui/facts-list";
import * as page from "./easy-termination.css";

export const handle = pageHandle("termination-withdrawal");

// Its form, with conform and zod, hydrates when its module arrives (decision 0151).
const withdrawForms = formsOnDemand(() => import("~/components/termination-forms"));
const TerminationConfirmForm = withdrawForms.form("TerminationConfirmForm");
export const clientLoader = formsWithData(withdrawForms);

/** The request the e-mail's token names, or the not-found screen. */
async function requestOf(context: PageContext, token: string) {
  const found = await attempt(context.api.publicTerminationWithdrawal(token), { 404: () => null, 400: () => null });
  if (!found) notFound(context.request);
  return found;
}

/**
 * The page the public termination's acknowledgement e-mail links to
 * (decision 0173): the request, who filed it and what matched it, and,
 * until it takes effect, a button that withdraws it. The token is the
 * only key; a wrong one is not found.
 */
export async function loader(args: LoaderFunctionArgs) {
  const context = await pageFor(args, handle);
  const { t, locale } = context;
  const request = await requestOf(context, args.params.token ?? "");
  return {
    title: t("termination:withdrawal.title"),
    reference: request.reference,
    rows: [
      { term: t("termination:state.reference"), value: request.reference },
      { term: t("termination:easy.number"), value: request.contract_number },
      ...publicFilingRows(t, request.filed_by, { at: request.received_at, lang: locale.lang }),
      { term: t("termination:state.endsOn"), value: dayText(request.effective_date, locale.lang) ?? t("termination:state.toConfirm") },
    ],
    withdrawable: request.withdrawable,
    withdrawnOn: request.withdrawn_at ? formatDate(request.withdrawn_at, locale.lang) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** `withdraw`: the broker withdraws it (once); back on this page, which then says so. */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const context = await pageFor(args, handle);
  const { request, api, locale, t } = context;
  await formIntent(request, formData, ["withdraw"]);
  const submission = await parseActionForm(request, formData, terminationWithdrawSchema());
  const token = args.params.token ?? "";
  const withdrawn = await attempt(api.withdrawPublicTermination(token), onStatuses([404, 422], "refused"));
  if (isRefusal(withdrawn)) {
    if (withdrawn.error.status === 404) notFound(request);
    return formReply("withdraw", submission.reply({ formErrors: [t("termination:withdrawal.closed")] }), 422);
  }
  return redirect(href("termination-withdrawal", { token }, locale));
}

export default function TerminationWithdrawal() {
  const { t } = useTranslation("termination");
  const view = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <h1>{view.title}</h1>
      <section aria-labelledby="withdrawal-request" className={page.card}>
        <h2 id="withdrawal-request">{t("state.title")}</h2>
        {view.withdrawnOn ? <p role="status">{t("withdrawal.withdrawnOn", { date: view.withdrawnOn })}</p> : <p>{t("withdrawal.intro")}</p>}
        <FactsList wholeNumbers facts={view.rows} />
        {view.withdrawable ? (
          <TerminationConfirmForm intent="withdraw" id="termination-withdrawal" hint={t("withdrawal.hint")} />
        ) : view.withdrawnOn ? null : (
          <p>{t("withdrawal.closed")}</p>
        )}
      </section>
    </div>
  );
}
