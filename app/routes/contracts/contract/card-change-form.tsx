import { Form } from "@remix-run/react";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/components/tab-panel.css";
import * as outcomeStyles from "~/components/ui/outcome.css";

type Props = {
  /** The contract is already paid by card: the form replaces it. */
  replacing: boolean;
  outcome: { tone: "positive" | "attention" | "neutral" | "critical"; title: string; message: string | null } | null;
};

/** Pay by card: one button to the provider's card page (a 0 EUR check), and what came of it. */
export function CardChangeForm({ replacing, outcome }: Props) {
  const { t } = useTranslation("payments");
  const busy = useIntentPending("card");
  return (
    <div className={styles.section}>
      {outcome ? (
        <div role={outcome.tone === "critical" ? "alert" : "status"} className={outcomeStyles.outcome[outcome.tone]}>
          <p className={outcomeStyles.outcomeTitle}>{outcome.title}</p>
          {outcome.message ? <p className={styles.value}>{outcome.message}</p> : null}
        </div>
      ) : null}
      <Form method="post" className={styles.signForm}>
        <FormSecurityFields />
        <input type="hidden" name="intent" value="card" />
        <p className={styles.mandateText}>{t("card.explain")}</p>
        <div>
          <Button type="submit" variant="secondary" loading={busy}>
            {outcome?.tone === "critical" ? t("card.tryAgain") : replacing ? t("card.replace") : t("card.open")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
