import { useTranslation } from "~/utils/i18n/use-translation";
import type { Permission } from "../../contract/codes/delegate-access";
import { FormStatus } from "~/components/ui/field";

type Refusable = "sign" | "contract-requests" | "payment-method" | "profile";

/**
 * In place of a form the person's access does not allow (decision 0170):
 * one sentence, in the page's language, before anything is typed, saying
 * who does it instead. The broker would refuse the form (decision 0120).
 */
export function NotInYourAccess({ permission }: { permission: Extract<Permission, Refusable> }) {
  const { t } = useTranslation("common");
  return <FormStatus>{t(`common:access.notAllowed.${permission}`)}</FormStatus>;
}
