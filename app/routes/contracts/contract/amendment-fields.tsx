import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/utils/i18n/use-translation";

/**
 * What the amendment's form posts: one markup for the lazy conform form and for its plain
 * fallback, kept free of conform and zod so the layout's first load stays without them.
 */
export type AmendmentFieldsProps = { amendmentId: string; busy?: boolean };

export function AmendmentFields({ amendmentId, busy = false }: AmendmentFieldsProps) {
  const { t } = useTranslation("contract");
  return (
    <>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="amendment" />
      <input type="hidden" name="amendment_id" value={amendmentId} />
      <Button type="submit" loading={busy}>
        {t("amendment.continue")}
      </Button>
    </>
  );
}
