import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { outcome, outcomeTitle } from "~/components/ui/outcome.css";
import { withWholeNumbers } from "~/components/ui/whole-number";
import { formIntent } from "~/utils/forms/form-intent.server";
import { readForm } from "~/utils/forms/read-form.server";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { payResultOf, payTargetOf, payView, settleReturn, startPayment } from "./pay.server";
import * as styles from "./pay.css";

export const handle = pageHandle("pay");

/**
 * `pay?contract=…&invoice=…`: what is paid, then the card provider's page,
 * then back here with the broker's word on the outcome.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const url = new URL(args.request.url);
  const target = payTargetOf(url);
  const settled = await settleReturn(page, target, url);
  if (settled) throw redirect(settled);
  const view = await payView(page, target, payResultOf(url), url.searchParams.get("intent"));
  const title = page.t("payments:pay.title");
  const outcomeTitle = view.state === "justPaid" ? page.t("errors:card.success") : view.failure ? page.t("payments:pay.refused") : null;
  return { title, pageTitle: outcomeTitle ? `${outcomeTitle} – ${title}` : title, ...view };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.pageTitle);

/** The page's one form, an action button (decision 0086): its hidden `intent` is all it posts; anything else is a 400 page. */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  await formIntent(args.request, formData, ["pay"]);
  return startPayment(page, payTargetOf(new URL(args.request.url)));
}

export default function Pay() {
  const { t } = useTranslation("payments");
  const loaded = useLoaderData<typeof loader>();
  const busy = useIntentPending("pay");
  const { state } = loaded;
  // Once paid, the summary says what was paid, not what to pay (issue 31).
  const paid = state === "justPaid" || state === "alreadyPaid";
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{loaded.title}</h1>

      {state === "justPaid" || state === "alreadyPaid" ? (
        <div role="status" className={outcome.positive}>
          <p className={outcomeTitle}>{state === "justPaid" ? t("errors:card.success") : t("pay.alreadyPaid")}</p>
          {state === "justPaid" ? <p className={styles.text}>{t("pay.receipt")}</p> : null}
        </div>
      ) : null}
      {state === "notPayable" ? (
        <div role="status" className={outcome.neutral}>
          <p className={outcomeTitle}>{t("pay.notPayable")}</p>
        </div>
      ) : null}
      {loaded.failure ? (
        <div role="alert" className={outcome.critical}>
          <p className={outcomeTitle}>{t("pay.refused")}</p>
          <p className={styles.text}>{loaded.failure}</p>
        </div>
      ) : null}
      {loaded.confirming ? (
        <div role="status" className={outcome.attention}>
          <p className={outcomeTitle}>{t("pay.confirming")}</p>
          <p className={styles.text}>{t("pay.confirmingDetails")}</p>
        </div>
      ) : null}
      {loaded.cancelled ? (
        <p role="status" className={outcome.neutral}>
          {t("pay.cancelled")}
        </p>
      ) : null}

      <section aria-labelledby="pay-what" className={styles.summary}>
        <h2 id="pay-what" className={styles.subtitle}>
          {paid ? t("pay.summaryPaid") : t("pay.summary")}
        </h2>
        <dl className={styles.facts}>
          {loaded.facts.map((fact) => (
            <div key={fact.term} className={styles.factRow}>
              <dt className={styles.term}>{fact.term}</dt>
              <dd className={styles.value}>{withWholeNumbers(fact.value)}</dd>
            </div>
          ))}
          <div className={styles.factRow}>
            <dt className={styles.totalTerm}>{paid ? t("pay.totalPaid") : t("pay.total")}</dt>
            <dd className={styles.totalValue}>{loaded.total}</dd>
          </div>
        </dl>
      </section>

      {state === "toPay" ? (
        <Form method="post" className={styles.form}>
          <FormSecurityFields />
          <input type="hidden" name="intent" value="pay" />
          <p className={styles.text}>{t("pay.provider")}</p>
          <div>
            <Button type="submit" loading={busy}>
              {loaded.failure || loaded.cancelled ? t("pay.tryAgain", { amount: loaded.total }) : t("pay.submit", { amount: loaded.total })}
            </Button>
          </div>
        </Form>
      ) : null}

      <p className={styles.links}>
        <a href={loaded.invoiceFileHref} className={styles.link}>
          {t("invoice.download")}
        </a>
        <a href={loaded.paymentsHref} className={styles.link}>
          {t("pay.backToPayments")}
        </a>
      </p>
    </div>
  );
}
