import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { countAuthPost, readAuthForm } from "~/utils/forms/read-form.server";
import { afterStep, requireUser, signedInUser } from "~/utils/session/auth.server";
import { href } from "~/utils/routing/href";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { pageMeta } from "~/utils/routing/meta";
import { commitNewSession, readSession } from "~/utils/session/session.server";
import { requestScope } from "~/utils/request/scope.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { V2Error, v2ForRequest } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";
import * as styles from "./select-account.css";

export const handle = { i18n: ["auth"] };

/** SPEC section 2: only with has_multi_account. GET client-accounts/{token} lists the accounts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, brand } = requestScope(request);
  const user = await requireUser(request, locale);
  if (!user.flags.has_multi_account) throw redirect(href("index", {}, locale));
  try {
    const { accounts } = await v2Api(v2ForRequest(request, brand, locale, user.token)).clientAccounts(user.token);
    const t = await getFixedT(locale.lang, "auth");
    return { title: t("selectAccount.title"), accounts };
  } catch (error) {
    return throwV2Failure(error, request, locale);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * POST client-accounts/{token}/select: the broker answers with a new
 * session token bound to that account (the old one is revoked), so the
 * portal starts a new session too.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { formData, t, locale, brand } = await readAuthForm(request);
  const user = await requireUser(request, locale);
  if (!user.flags.has_multi_account) return redirect(href("index", {}, locale));
  await countAuthPost(request, "select-account", user.accountId);
  const clientId = formData.get("clientId");
  if (typeof clientId !== "string" || clientId === "") return data({ error: t("selectAccount.required") }, { status: 400 });
  try {
    const body = await v2Api(v2ForRequest(request, brand, locale, user.token)).selectClientAccount(user.token, clientId);
    const next = signedInUser(body, { manager: user.manager });
    const { state } = await readSession(request);
    const cookie = await commitNewSession(request, next, { returnTo: state.returnTo });
    return redirect(afterStep({ flags: next.flags, accountChoicePending: false, qualificationDeferred: state.qualificationDeferred, returnTo: state.returnTo }, locale), {
      headers: { "Set-Cookie": cookie },
    });
  } catch (error) {
    if (error instanceof V2Error && error.error.status === 404) return data({ error: t("selectAccount.unknown") }, { status: 400 });
    return throwV2Failure(error, request, locale);
  }
}

export default function SelectAccount() {
  const { t } = useTranslation("auth");
  const { accounts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const choosing = navigation.state !== "idle" ? navigation.formData?.get("clientId") : null;
  return (
    <div className={styles.page}>
      <h1>{t("selectAccount.title")}</h1>
      <p>{t("selectAccount.intro")}</p>
      <FormErrors errors={actionData?.error ? [actionData.error] : undefined} />
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.item}>
            <div>
              <p className={styles.name}>{account.name}</p>
              <p className={styles.details}>
                {[account.type === "prospect" ? t("selectAccount.prospect") : t(`selectAccount.role.${account.role}`, { defaultValue: account.role }), account.city, account.siret ? t("selectAccount.siret", { siret: account.siret }) : null]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {account.is_current ? <p className={styles.current}>{t("selectAccount.current")}</p> : null}
            </div>
            <Form method="post">
              <FormSecurityFields />
              <input type="hidden" name="clientId" value={account.id} />
              <Button type="submit" variant={account.is_current ? "secondary" : "primary"} loading={choosing === account.id} aria-label={t("selectAccount.chooseNamed", { name: account.name })}>
                {t("selectAccount.choose")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
