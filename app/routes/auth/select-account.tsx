import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { attempt } from "~/utils/v2/attempt.server";
import * as styles from "./select-account.css";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { formReply } from "~/utils/forms/form-intent.server";
import { useFormReply } from "~/utils/forms/form-reply";
import { accountChoiceSchema } from "~/routes/auth/auth-schemas";
import { pageFor } from "~/utils/request/page.server";
import { countAuthPost, releaseAuthPostOf } from "~/utils/session/rate-limit/auth-posts.server";
import { afterStep, signedInUser } from "~/utils/session/auth.server";
import { livenessCache } from "~/utils/session/liveness.server";
import { commitNewSession } from "~/utils/session/session.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("login-select-account");

/** SPEC section 2: only with has_multi_account. GET client-accounts/{token} lists the accounts. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, user, api, t, brand } = await pageFor(args, handle);
  if (!user.flags.has_multi_account) throw redirect(href("index", {}, locale));
  const { accounts } = await api.clientAccounts(user.token);
  // A client's company number is its brand's country's (decision 0140): named as the profile form names it (decision 0282).
  return { title: t("selectAccount.title"), accounts, companyNumber: t(`account:profile.country.${brand.country}.identifier`) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * POST client-accounts/{token}/select: the broker answers with a new
 * session token bound to that account (the old one is revoked), so the
 * portal starts a new session too. Each account's button is a form of its
 * own posting that account's id (docs/decisions/0084: choice buttons); a
 * refusal is `{ intent: "select-account", reply }`, shown above the list.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, user, session, api, t } = await pageFor(args, handle);
  if (!user.flags.has_multi_account) return redirect(href("index", {}, locale));
  await countAuthPost(args, "select-account", user.accountId);
  const submission = parseForm(formData, accountChoiceSchema(t));
  if (submission.status !== "success") return formReply("select-account", submission.reply());
  const body = await attempt(api.selectClientAccount(user.token, submission.value.clientId), { 404: () => null });
  if (!body) return formReply("select-account", submission.reply({ formErrors: [t("auth:selectAccount.unknown")] }));
  // A switch that went through is no failed attempt: only refused choices count (decision 0019), or a person working
  // for two companies would be locked out after ten switches.
  await releaseAuthPostOf(args, "select-account", user.accountId);
  // The broker revoked the old token: a copy of the old cookie must not live on in the cache.
  livenessCache.evict(user.token);
  const next = signedInUser(body, { manager: user.manager });
  const cookie = await commitNewSession(request, next, { returnTo: session.returnTo });
  return redirect(
    afterStep({ flags: next.flags, accountChoicePending: false, qualificationDeferred: session.qualificationDeferred, returnTo: session.returnTo }, locale),
    {
      headers: { "Set-Cookie": cookie },
    },
  );
}

export default function SelectAccount() {
  const { t } = useTranslation("auth");
  const { accounts, companyNumber } = useLoaderData<typeof loader>();
  const reply = useFormReply("select-account");
  const errors = reply?.error ? Object.values(reply.error).flatMap((messages) => messages ?? []) : undefined;
  const navigation = useNavigation();
  const choosing = navigation.state !== "idle" ? navigation.formData?.get("clientId") : null;
  return (
    <div className={styles.page}>
      <h1>{t("selectAccount.title")}</h1>
      <p>{t("selectAccount.intro")}</p>
      <FormErrors errors={errors} />
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.item}>
            <div>
              <p className={styles.name}>{account.name}</p>
              <p className={styles.details}>
                {[
                  account.type === "prospect" ? t("selectAccount.prospect") : t(`selectAccount.role.${account.role}`, { defaultValue: account.role }),
                  account.city,
                  account.siret ? t("selectAccount.siret", { label: companyNumber, siret: account.siret }) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {account.is_current ? <p className={styles.current}>{t("selectAccount.current")}</p> : null}
            </div>
            <Form method="post">
              <FormSecurityFields />
              <input type="hidden" name="clientId" value={account.id} />
              <Button
                type="submit"
                variant={account.is_current ? "secondary" : "primary"}
                loading={choosing === account.id}
                aria-label={t("selectAccount.chooseNamed", { name: account.name })}
              >
                {t("selectAccount.choose")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
