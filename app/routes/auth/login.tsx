import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { LegalModalLink } from "~/components/legal-modal-link";
import { RouteLink } from "~/components/route-link";
import { Button } from "~/components/ui/button";
import { FormErrors, FormStatus, formClassName } from "~/components/ui/field";
import { emailOnlySchema, loginSchema } from "~/routes/auth/auth-schemas";
import { returnToSchema } from "~/routes/auth/return-to-schema.server";
import { authenticate, authenticator, completeSignIn, internalReturnTo, type Credentials } from "~/utils/session/auth.server";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { consumeOpenIdState, openIdAvailable, openIdRedirectUri, startOpenId } from "~/routes/auth/open-id.server";
import { useRootData } from "~/utils/routing/root-data";
import * as styles from "./login.css";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { parseForm, parseFormPart, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { pageFor, type PageContext } from "~/utils/request/page.server";
import { requireCanonicalUrl } from "~/utils/request/scope.server";
import { countAuthPost, releaseAuthPostOf } from "~/utils/session/rate-limit/auth-posts.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { attempt, formStatuses, isRefusal, onStatuses, screened } from "~/utils/v2/attempt.server";

export const handle = pageHandle("login");

// The password and e-mail forms, with conform and zod, hydrate when their module arrives (decision 0151).
const loginForms = formsOnDemand(() => import("./login-forms"));
const PasswordForm = loginForms.form("PasswordForm");
const EmailRequestForm = loginForms.form("EmailRequestForm");
export const clientLoader = formsWithData(loginForms);

/** Login kinds that show a disclaimer (SPEC section 2): amendment and cross-sell logins. */
const disclaimers = ["amendment", "cross-sell"] as const;
type Disclaimer = (typeof disclaimers)[number];
const sentKinds = ["magic-link", "manager-password"] as const;
type LinkError = "magic-link" | "open-id" | "sso" | "session" | "withdrawn";

/** A credential that arrived in the address (magic link, open-id callback) is exchanged right away. */
async function signInFromAddress({ request, locale }: PageContext, url: URL): Promise<{ response?: Response; linkError?: LinkError }> {
  let credentials: Credentials | null = null;
  let returnTo = url.searchParams.get("redirectTo");
  let extraCookie: string | null = null;
  let failure: LinkError = "magic-link";
  const magic = url.searchParams.get("magic");
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (magic) {
    credentials = { method: "magic-link", token: magic };
  } else if (code && state) {
    failure = "open-id";
    const checked = await consumeOpenIdState(request, state);
    extraCookie = checked.clearCookie;
    if (!checked.ok) return { linkError: failure };
    returnTo = checked.returnTo;
    credentials = { method: "open-id", code, redirectUri: openIdRedirectUri(request, locale) };
  }
  if (!credentials) return {};
  // An expired or used link is the user's everyday case: say so on the form, not on an error page.
  const user = await attempt(
    screened(authenticate(request, credentials), { request, locale }),
    // 403: the account's only access, a delegation, was withdrawn; the broker opened no session (decision 0169).
    { ...onStatuses([400, 401, 404, 422], () => null), 403: () => "withdrawn" as const },
  );
  if (user === "withdrawn") return { linkError: user };
  if (!user) return { linkError: failure };
  const response = await completeSignIn(request, user, { locale, returnTo });
  if (extraCookie) response.headers.append("Set-Cookie", extraCookie);
  return { response };
}

export async function loader(args: LoaderFunctionArgs) {
  requireCanonicalUrl(args.request);
  const page = await pageFor(args, handle);
  const url = new URL(args.request.url);
  const { response, linkError } = await signInFromAddress(page, url);
  if (response) throw response;
  const { t } = page;
  const kind = url.searchParams.get("type");
  const sent = url.searchParams.get("sent");
  const failed = url.searchParams.get("failed");
  return {
    title: t("login.title"),
    disclaimer: (disclaimers as readonly string[]).includes(kind ?? "") ? (kind as Disclaimer) : null,
    space: url.searchParams.get("space") === "manager" ? ("manager" as const) : ("customer" as const),
    sent: (sentKinds as readonly string[]).includes(sent ?? "") ? (sent as (typeof sentKinds)[number]) : null,
    linkError: linkError ?? (failed === "sso" || failed === "session" ? failed : null),
    redirectTo: internalReturnTo(url.searchParams.get("redirectTo")),
    openId: openIdAvailable(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * Four forms and the open-id button post here, told apart by `intent`; any
 * other intent is a 400 page. A refusal answers `{ intent, reply }`.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, brand, api, t } = await pageFor(args, handle);
  const intent = await formIntent(request, formData, ["open-id", "password", "manager", "magic-link", "manager-password"]);
  const returnTo = internalReturnTo(parseFormPart(formData, returnToSchema).value?.redirectTo);

  switch (intent) {
    case "open-id":
      await countAuthPost(args, "open-id");
      return startOpenId(request, brand, locale, returnTo);
    case "password":
    case "manager": {
      const submission = parseForm(formData, loginSchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields: ["password"] }));
      const form = intent === "manager" ? "manager-login" : "login";
      await countAuthPost(args, form, submission.value.login);
      // remix-auth-form's FormStrategy reads the form the action has already read and checked.
      const signIn = authenticator(request).authenticate("password", request, { context: { ...args.context, formData } });
      // 403 too: a revoked delegate is told on the form that the access was withdrawn (decision 0169).
      const user = await attempt(screened(signIn, { request, locale }), onStatuses([...formStatuses, 403], "refused"));
      if (isRefusal(user)) {
        const reply = await refusalReply(user, request, {
          submission,
          t,
          fields: ["login", "password"],
          hideFields: ["password"],
          badCredentialsField: "password",
        });
        return formReply(intent, reply, 401);
      }
      await releaseAuthPostOf(args, form, submission.value.login);
      return completeSignIn(request, user, { locale, returnTo });
    }
    case "magic-link":
    case "manager-password": {
      const submission = parseForm(formData, emailOnlySchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      await countAuthPost(args, intent, submission.value.login);
      const asked =
        intent === "magic-link"
          ? api.requestMagicLink({ login: submission.value.login, locale: localeSegment(locale) })
          : api.requestManagerPassword(submission.value.login, localeSegment(locale));
      const refusal = await attempt(asked, onStatuses(formStatuses, "refused"));
      if (isRefusal(refusal)) return formReply(intent, await refusalReply(refusal, request, { submission, t, fields: ["login"] }));
      // The same answer whether or not the address is known (SPEC: nothing reveals an account).
      const query: Record<string, string> = { sent: intent };
      if (intent === "manager-password") query.space = "manager";
      return redirect(href("login", {}, locale, query));
    }
  }
}

/** The login page: password, magic link, open-id, and the manager space (SPEC section 2). */
export default function Login() {
  const { t } = useTranslation("auth");
  const { disclaimer, space, sent, linkError, redirectTo, openId } = useLoaderData<typeof loader>();
  const { shell } = useRootData();
  const manager = space === "manager";
  return (
    <div className={styles.page}>
      <h1>{manager ? t("login.managerTitle") : t("login.title")}</h1>
      <p>{manager ? t("login.managerIntro") : t("login.intro", { brand: shell.brand.name })}</p>
      {disclaimer ? (
        <p className={styles.disclaimer} role="note">
          {t(`login.disclaimer.${disclaimer}`)}
        </p>
      ) : null}
      {sent ? <FormStatus>{t(`login.sent.${sent}`)}</FormStatus> : null}
      {linkError ? <FormErrors errors={[linkError === "withdrawn" ? t("login.accessWithdrawn") : t(`login.linkError.${linkError}`)]} /> : null}

      <section aria-labelledby="password-title" className={styles.section}>
        <h2 id="password-title" className={styles.sectionTitle}>
          {manager ? t("login.managerPasswordTitle") : t("login.passwordTitle")}
        </h2>
        <PasswordForm manager={manager} redirectTo={redirectTo} />
        {manager ? null : (
          <p>
            <RouteLink to="login-reset-password-root">{t("login.forgotPassword")}</RouteLink>
          </p>
        )}
      </section>

      {manager ? (
        <section aria-labelledby="manager-forgot-title" className={styles.section}>
          <h2 id="manager-forgot-title" className={styles.sectionTitle}>
            {t("login.managerForgotTitle")}
          </h2>
          <p>{t("login.managerForgotIntro")}</p>
          <EmailRequestForm intent="manager-password" label={t("login.email")} submit={t("login.managerForgotSubmit")} />
        </section>
      ) : (
        <section aria-labelledby="magic-title" className={styles.section}>
          <h2 id="magic-title" className={styles.sectionTitle}>
            {t("login.magicTitle")}
          </h2>
          <p>{t("login.magicIntro")}</p>
          <EmailRequestForm intent="magic-link" label={t("login.email")} submit={t("login.magicSubmit")} />
        </section>
      )}

      {openId && !manager ? (
        <section aria-labelledby="open-id-title" className={styles.section}>
          <h2 id="open-id-title" className={styles.sectionTitle}>
            {t("login.openIdTitle")}
          </h2>
          {/* The same box as the forms above, so its button has their width. */}
          <Form method="post" className={formClassName}>
            <FormSecurityFields />
            <input type="hidden" name="intent" value="open-id" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <Button type="submit" variant="secondary">
              {t("login.openIdSubmit")}
            </Button>
          </Form>
        </section>
      ) : null}

      <p>
        {manager ? (
          <RouteLink to="login">{t("login.customerSpaceLink")}</RouteLink>
        ) : (
          <RouteLink to="login" query={{ space: "manager" }}>
            {t("login.managerSpaceLink")}
          </RouteLink>
        )}
      </p>
      {/* Loi 2022-1158: terminating needs no account, so the login page offers it too. */}
      <p>
        <RouteLink to="easy-termination">{t("common:footer.terminate")}</RouteLink>
      </p>
      <p className={styles.terms}>
        {t("login.terms")} <LegalModalLink page="eula" />
      </p>
      {shell.brand.login.subscriptionHome ? (
        <p>
          {t("login.notCustomer")}{" "}
          <a href={shell.brand.login.subscriptionHome} rel="noopener noreferrer">
            {t("login.subscribe")}
          </a>
        </p>
      ) : null}
    </div>
  );
}
