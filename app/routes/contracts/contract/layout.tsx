import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Outlet, useLoaderData } from "@remix-run/react";
import { lazy, memo, Suspense } from "react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { pageHandle } from "~/utils/routing/handle";
import { href, isBuiltRoute } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { contractIdOf, contractMenu, contractTabs } from "./contract-tabs.server";
import { NotificationList } from "~/components/notification-list";
import { contractHeader, notificationView } from "~/utils/ui/contract-summary.server";
import { AmendmentFields } from "./amendment-fields";
import { afterTranslations } from "~/utils/i18n/translations-complete";
import { amendmentSchema } from "./amendment-schema";
import * as styles from "~/components/detail-layout.css";

// Only a contract with a pending amendment shows its form: conform and zod load with it, not with every tab.
const AmendmentForm = lazy(() => afterTranslations(import("./amendment-form")));
import { attempt, isRefusal } from "~/utils/v2/attempt.server";
import { withWholeNumbers } from "~/components/ui/whole-number";
import { TabBar } from "~/components/ui/tab-bar";
import * as badgeStyles from "~/components/ui/badge.css";

export const handle = pageHandle("contract");

/**
 * `contracts/{id}`: the contract, its menu and its pending amendment, loaded
 * once for every tab below (SPEC section 2). Another client's contract is the
 * broker's 404, shown as the not-found screen.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const contractId = contractIdOf(args.params);
  const [contract, menu] = await Promise.all([api.contract(user.clientId, contractId), contractMenu(page, contractId)]);
  const amendments = contract.amendment_available ? await api.pendingAmendments(user.clientId, contractId) : [];
  const amendment = amendments[0] ?? null;
  return {
    contract: contractHeader(contract, locale, t),
    tabs: contractTabs(menu, contractId, locale, t),
    // Approving an amendment is a signature (decision 0120): without "sign" the notice says who does it (decision 0170).
    amendment: amendment ? { id: amendment.id, label: contract.amendment_label ?? amendment.label, maySign: page.may("sign") } : null,
    // The amendment's own notification is the notice above: listed once, not twice.
    notifications: (contract.notifications ?? [])
      .filter((n) => n.status !== "done" && !(amendment && n.button_action === "amendment"))
      .map((n) => notificationView(n, locale, t, page.may)),
    listHref: isBuiltRoute("contracts") ? href("contracts", {}, locale) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.contract.label);

/**
 * "Continue approval" of the pending amendment (POST amendments); the page
 * shows the outcome as a toast. The layout's one form (`intent` "amendment");
 * any other intent is a 400 page. A refusal is the form's reply, its message
 * next to the button.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, api, user, t } = await pageFor(args, handle);
  const intent = await formIntent(request, formData, ["amendment"]);
  const contractId = contractIdOf(args.params);
  const submission = parseForm(formData, amendmentSchema(t));
  if (submission.status !== "success") return formReply(intent, submission.reply({ formErrors: [t("contract:amendment.failed")] }));
  // Already approved elsewhere (422) is told next to the button; anything else is its error screen.
  const approved = await attempt(api.approveAmendment(user.clientId, contractId, submission.value.amendment_id), { 422: "refused" });
  if (isRefusal(approved)) return formReply(intent, submission.reply({ formErrors: [t("contract:amendment.notPending")] }), 422);
  return redirectWithToast(new URL(request.url).pathname, {
    type: "success",
    title: t("contract:amendment.approvedTitle"),
    message: t("contract:amendment.approved"),
  });
}

export default function ContractLayout() {
  const { t } = useTranslation("contract");
  const { contract, tabs, amendment, notifications, listHref } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      {listHref ? (
        <nav aria-label={t("breadcrumb.label")} className={styles.breadcrumb}>
          <a href={listHref}>{t("breadcrumb.contracts")}</a>
        </nav>
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{contract.label}</h1>
        <p className={styles.meta}>
          <span className={styles.number}>{withWholeNumbers(t("header.number", { number: contract.number }))}</span>
          <span className={badgeStyles.badge[contract.tone]}>{contract.statusText}</span>
          {contract.pendingTermination ? (
            <span className={badgeStyles.badge.attention} data-pending-termination>
              {contract.pendingTermination}
            </span>
          ) : null}
          {contract.price ? <span>{contract.price}</span> : null}
        </p>
      </header>

      {amendment ? (
        <section className={styles.notice} aria-labelledby="amendment-title">
          <h2 id="amendment-title" className={styles.noticeTitle}>
            {t("amendment.title")}
          </h2>
          <p>{t("amendment.text", { label: amendment.label })}</p>
          {amendment.maySign ? <AmendmentApproval amendmentId={amendment.id} /> : <NotInYourAccess permission="sign" />}
        </section>
      ) : null}

      {notifications.length > 0 ? (
        <section aria-labelledby="contract-notifications" className={styles.notifications}>
          <h2 id="contract-notifications" className={styles.sectionTitle}>
            {t("notifications.title")}
          </h2>
          <NotificationList notifications={notifications} />
        </section>
      ) : null}

      <TabBar label={t("tabs.label")} tabs={tabs} unavailable={t("tabs.unavailable")} />
      <div className={styles.panel}>
        <Outlet />
      </div>
    </div>
  );
}

/** The contract cannot be shown (another client's, unknown, broker down): its error screen inside the shell. */
export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}

/**
 * The amendment form, on demand. Until its module arrives, the same form as a plain post: never a moment without
 * the button. Memoised: the layout drawn again (new strings arriving, decision 0151) must not reach a boundary
 * still waiting for its module, or React drops the server's form and logs error 421.
 */
const AmendmentApproval = memo(function AmendmentApproval({ amendmentId }: { amendmentId: string }) {
  return (
    <Suspense fallback={<PlainAmendmentForm amendmentId={amendmentId} />}>
      <AmendmentForm amendmentId={amendmentId} Fields={AmendmentFields} />
    </Suspense>
  );
});

/**
 * The amendment form without conform: a plain post the action answers as it does without JavaScript.
 * Remix's Form names this layout in its action; a bare form would post to the tab's index route (405).
 */
function PlainAmendmentForm({ amendmentId }: { amendmentId: string }) {
  return (
    <Form method="post" id="amendment" className={styles.noticeForm} noValidate>
      <AmendmentFields amendmentId={amendmentId} />
    </Form>
  );
}
