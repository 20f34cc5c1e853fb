import { Form } from "@remix-run/react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "../quote/quote.css";

/**
 * The sign button, and next to it why signing is refused now (documents not
 * downloaded, conditions not accepted, no mobile phone). The server checks
 * again on submit: the broker's refusal comes back as this form's errors.
 */
export function SignForm({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation("quotes");
  const reply = useFormReply("sign");
  const busy = useIntentPending("sign");
  const refused = reply?.error?.[""] ?? undefined;
  const shown = refused ?? (reasons.length > 0 ? reasons : undefined);
  return (
    <Form method="post" id="sign" className={styles.steps}>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="sign" />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} aria-describedby={shown ? "sign-reasons" : undefined}>
          {t("signature.start")}
        </Button>
      </div>
      {refused ? <FormErrors errors={refused} id="sign-reasons" /> : <Reasons reasons={reasons} id="sign-reasons" />}
    </Form>
  );
}

/**
 * Why a button is refused now, before anything was sent: a plain list tied to
 * the button, not the error summary, which is the answer to a refused post
 * and takes the focus (decision 0130): a page must not open on it.
 */
export function Reasons({ reasons, id }: { reasons: string[]; id: string }) {
  if (reasons.length === 0) return null;
  return (
    <ul id={id} className={styles.reasons}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
