import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { FactsList } from "~/components/ui/facts-list";
import { FormErrors } from "~/components/ui/field";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { useFormReply } from "~/utils/forms/form-reply";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, isRefusal } from "~/utils/v2/attempt.server";
import { AmendmentForm } from "./amendment-form";
import { amendmentFacts } from "./amendment.server";
import { amendmentSchema } from "./amendment-schema";
import { contractIdOf, firstTabHref } from "./contract-tabs.server";
import * as layout from "~/components/detail-layout.css";
import * as styles from "~/components/tab-panel.css";

export const handle = pageHandle("contract-amendment");

/**
 * `contracts/{id}/amendment` (decision 0283): where "continue approval" leads. The pending amendment as the
 * customer approves it (what changes, from when, the premium before and after) and the approval form; without
 * the "sign" function (decision 0170), the same content and who approves. Nothing pending (approved meanwhile):
 * the page says so and leads back to the contract, and a refused approval shows its summary there.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const contractId = contractIdOf(args.params);
  const [amendment] = await api.pendingAmendments(user.clientId, contractId);
  const common = { title: t("contract:amendment.page.title"), contractHref: href("contract", { id: contractId }, locale) };
  if (!amendment) return { ...common, amendment: null };
  // Approving an amendment is a signature (decision 0120).
  return { ...common, amendment: { id: amendment.id, ...amendmentFacts(amendment, locale.lang, t) }, maySign: page.may("sign") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * "Approve the amendment" (POST amendments): the contract with the toast on success. The page's one form
 * (`intent` "amendment"); any other intent is a 400 page. Already dealt with (422) is the form's refusal.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  const { request, api, user, locale, t } = page;
  const intent = await formIntent(request, formData, ["amendment"]);
  const contractId = contractIdOf(args.params);
  const submission = parseForm(formData, amendmentSchema(t));
  if (submission.status !== "success") return formReply(intent, submission.reply({ formErrors: [t("contract:amendment.failed")] }));
  const approved = await attempt(api.approveAmendment(user.clientId, contractId, submission.value.amendment_id), { 422: "refused" });
  if (isRefusal(approved)) return formReply(intent, submission.reply({ formErrors: [t("contract:amendment.notPending")] }), 422);
  // Straight to the contract's first tab, as its root would go: the toast is read by the page that shows it.
  return redirectWithToast((await firstTabHref(page, contractId)) ?? href("contract", { id: contractId }, locale), {
    type: "success",
    title: t("contract:amendment.approvedTitle"),
    message: t("contract:amendment.approved"),
  });
}

export default function AmendmentPage() {
  const { t } = useTranslation("contract");
  const loaded = useLoaderData<typeof loader>();
  const reply = useFormReply("amendment");
  const { amendment } = loaded;
  return (
    <section aria-labelledby="tab-title" className={layout.panel}>
      <h2 id="tab-title" className={styles.heading}>
        {loaded.title}
      </h2>
      {amendment ? (
        <>
          <p className={styles.value}>{t("amendment.page.intro")}</p>
          <FactsList facts={amendment.facts} wholeNumbers />
          {amendment.appliesFrom ? <p className={styles.value}>{amendment.appliesFrom}</p> : null}
          {loaded.maySign ? <AmendmentForm amendmentId={amendment.id} /> : <NotInYourAccess permission="sign" />}
        </>
      ) : reply?.error?.[""] ? (
        <FormErrors errors={reply.error[""] ?? undefined} id="amendment-error" />
      ) : (
        <p role="status" className={styles.value}>
          {t("amendment.notPending")}
        </p>
      )}
      <a href={loaded.contractHref} className={styles.inlineLink}>
        {t("amendment.page.back")}
      </a>
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
