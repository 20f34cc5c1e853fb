import { badge } from "~/components/ui/badge.css";
import { TerminationConfirmForm } from "~/components/termination-forms";
import { StepLine, useRequestRows } from "~/components/termination-parts";
import { FactsList } from "~/components/ui/facts-list";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { terminationTabView } from "./termination.server";
import * as styles from "~/components/tab-panel.css";

/**
 * The termination tab's panes other than the form: the request sent (its state, the withdraw form) and
 * the summary before sending (the confirm form). Loaded on demand by the tab (decision 0151): the server
 * renders them whole, the plain forms post without JavaScript, and the form step's first load goes without them.
 */
type View = Awaited<ReturnType<typeof terminationTabView>>;

export function TerminationSummary({ summary, idempotencyKey }: Pick<Extract<View, { step: "summary" }>, "summary" | "idempotencyKey">) {
  const { t } = useTranslation("termination");
  const rows = useRequestRows(summary);
  return (
    <>
      <StepLine step={2} />
      <h3 className={styles.subheading}>{t("summary.title")}</h3>
      <FactsList wholeNumbers facts={rows} />
      <a href={summary.editHref} className={styles.inlineLink}>
        {t("summary.edit")}
      </a>
      <TerminationConfirmForm
        intent="submit"
        id="termination-confirm"
        draft={summary.draftId}
        idempotencyKey={idempotencyKey}
        hint={t("summary.confirmHint")}
      />
    </>
  );
}

export function RequestState({ latest }: Pick<Extract<View, { step: "state" }>, "latest">) {
  const { t } = useTranslation("termination");
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t("state.title")}</h3>
        <span className={badge[latest.tone]}>{latest.status}</span>
      </div>
      <FactsList
        wholeNumbers
        facts={[
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
          <FactsList wholeNumbers facts={latest.publicFiling.rows} />
        </>
      ) : null}
      {latest.acknowledgementHref ? (
        <a href={latest.acknowledgementHref} className={styles.download} download>
          {t("state.acknowledgement")}
        </a>
      ) : null}
      {latest.withdrawable ? (
        <TerminationConfirmForm intent="withdraw" id="termination-withdraw" request={latest.reference} hint={t("withdrawal.hint")} />
      ) : null}
    </div>
  );
}
