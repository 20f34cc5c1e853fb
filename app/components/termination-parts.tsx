import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/components/tab-panel.css";

/**
 * The pieces both termination journeys show after their form (from a contract and the public easy
 * termination): the step line, the summary's list and the confirmation. Their form's fields are in
 * the forms loaded on demand (decision 0151).
 */

export function StepLine({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation("termination");
  return <p className={styles.itemMeta}>{t("tab.step", { step })}</p>;
}

/** The request's own rows of the summary, the same from a contract and from the public form. */
export function useRequestRows(summary: { reason: string; date: string | null; details: string | null; files: string[] }) {
  const { t } = useTranslation("termination");
  return [
    { term: t("summary.reason"), value: summary.reason },
    { term: t("summary.date"), value: summary.date ?? t("summary.dateEarliest") },
    { term: t("summary.details"), value: summary.details ?? t("summary.none") },
    { term: t("summary.files"), value: summary.files.length > 0 ? summary.files.join(", ") : t("summary.none") },
  ];
}
