import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "~/routes/auth/auth-page.css";
import { readForm } from "~/utils/forms/read-form.server";
import { pageFor } from "~/utils/request/page.server";
import { afterStep } from "~/utils/session/auth.server";
import { updateSession } from "~/utils/session/session.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("kyc");

export async function loader(args: LoaderFunctionArgs) {
  const { user, t } = await pageFor(args, handle);
  return { title: t("kyc.title"), required: Boolean(user.flags.must_do_qualification) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * The qualification step (SPEC section 1: optional, before access). The
 * questionnaire itself comes with the KYC issue; until then the page says so
 * and lets the user continue, so the must_do_qualification flag never
 * locks anyone out (docs/decisions). Its form is an action button with no
 * field, hence no schema (docs/decisions/0084).
 */
export async function action(args: ActionFunctionArgs) {
  await readForm(args);
  const { request, locale, user, session } = await pageFor(args, handle);
  const cookie = await updateSession(request, { qualificationDeferred: true, returnTo: null });
  const next = afterStep(
    { flags: user.flags, accountChoicePending: session.accountChoicePending, qualificationDeferred: true, returnTo: session.returnTo },
    locale,
  );
  return redirect(next, { headers: { "Set-Cookie": cookie } });
}

export default function Qualification() {
  const { t } = useTranslation("account");
  const { required } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1>{t("kyc.title")}</h1>
      <p>{required ? t("kyc.intro") : t("kyc.done")}</p>
      <div role="note" className={styles.notice}>
        <p>{t("kyc.unavailable")}</p>
      </div>
      <Form method="post">
        <FormSecurityFields />
        <Button type="submit">{t("kyc.continue")}</Button>
      </Form>
    </div>
  );
}
