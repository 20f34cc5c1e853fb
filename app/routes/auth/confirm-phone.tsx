import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { RouteLink } from "~/components/route-link";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, FormStatus, formClassName } from "~/components/ui/field";
import { phoneSchema, smsCodeSchema } from "~/routes/auth/auth-schemas";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "~/routes/auth/auth-page.css";
import { parseForm, readForm, replyWithV2Error } from "~/utils/forms/read-form.server";
import { pageFor } from "~/utils/request/page.server";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { afterStep, signedInUser } from "~/utils/session/auth.server";
import { updateSession } from "~/utils/session/session.server";
import { pageHandle } from "~/utils/routing/handle";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useMemo } from "react";

export const handle = pageHandle("login-confirm-phone");

/** The step of the must_confirm_phone flag (SPEC section 6; its flow is not shown, docs/decisions). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, user, t } = await pageFor(args, handle);
  if (!user.flags.must_confirm_phone) throw redirect(href("index", {}, locale));
  return { title: t("confirmPhone.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * `send`: POST clients/{client}/phone-confirmations (an SMS code to the
 * number). `confirm`: PUT with the code; the broker answers the session with
 * the flag cleared, and the user goes on to the next step or home.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, user, session, api, t } = await pageFor(args, handle);
  if (!user.flags.must_confirm_phone) return redirect(href("index", {}, locale));
  const intent = formData.get("intent");

  if (intent === "confirm") {
    const phone = String(formData.get("phone") ?? "");
    const submission = parseForm(formData, smsCodeSchema(t));
    if (submission.status !== "success") return data({ step: "code" as const, phone, result: submission.reply() }, { status: 400 });
    await countAuthPost(args, "phone-confirm", user.accountId);
    const body = await attempt(api.confirmPhone(user.clientId, submission.value.code), onStatuses(formStatuses, "refused"));
    if (isRefusal(body)) {
      const result = await replyWithV2Error(body, request, { submission, t, fields: ["code"] });
      if (result.error?.code) result.error = { ...result.error, code: [t("auth:confirmPhone.invalid")] };
      return data({ step: "code" as const, phone, result }, { status: 400 });
    }
    const flags = signedInUser(body).flags;
    const cookie = await updateSession(request, { user: { flags } });
    return redirect(afterStep({ ...session, flags }, locale), { headers: { "Set-Cookie": cookie } });
  }

  const submission = parseForm(formData, phoneSchema(t));
  if (submission.status !== "success") return data({ step: "phone" as const, phone: "", result: submission.reply() }, { status: 400 });
  await countAuthPost(args, "phone-send", user.accountId);
  const sent = await attempt(api.requestPhoneConfirmation(user.clientId, submission.value.phone, localeSegment(locale)), onStatuses(formStatuses, "refused"));
  if (isRefusal(sent)) {
    const result = await replyWithV2Error(sent, request, { submission, t, fields: ["phone"] });
    if (result.error?.phone) result.error = { ...result.error, phone: [t("auth:confirmPhone.phoneFormat")] };
    return data({ step: "phone" as const, phone: "", result }, { status: 400 });
  }
  return data({ step: "code" as const, phone: submission.value.phone, result: undefined });
}

export default function ConfirmPhone() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const step = actionData?.step ?? "phone";
  const phoneSchemaHere = useMemo(() => phoneSchema(t), [t]);
  const codeSchema = useMemo(() => smsCodeSchema(t), [t]);
  const phoneParts = useSchemaForm({ id: "phone", schema: phoneSchemaHere, lastResult: step === "phone" ? actionData?.result : undefined });
  const codeParts = useSchemaForm({ id: "phone-code", schema: codeSchema, lastResult: step === "code" ? actionData?.result : undefined });
  return (
    <div className={styles.page}>
      <h1>{t("confirmPhone.title")}</h1>
      <p>{t("confirmPhone.intro")}</p>
      {step === "code" ? (
        <>
          <FormStatus>{t("confirmPhone.sentTo", { phone: actionData?.phone })}</FormStatus>
          <Form method="post" {...codeParts.props} className={formClassName} noValidate>
            <FormSecurityFields />
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="phone" value={actionData?.phone ?? ""} />
            <FormErrors errors={codeParts.errors} id={codeParts.errorId} />
            <Field
              field={codeParts.field("code")}
              label={t("confirmPhone.code")}
              hint={t("confirmPhone.codeHint")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            <Button type="submit" loading={navigation.state === "submitting"}>
              {t("confirmPhone.confirm")}
            </Button>
          </Form>
          <p>
            <RouteLink to="login-confirm-phone">{t("confirmPhone.changeNumber")}</RouteLink>
          </p>
        </>
      ) : (
        <Form method="post" {...phoneParts.props} className={formClassName} noValidate>
          <FormSecurityFields />
          <input type="hidden" name="intent" value="send" />
          <FormErrors errors={phoneParts.errors} id={phoneParts.errorId} />
          <Field field={phoneParts.field("phone")} label={t("confirmPhone.phone")} hint={t("confirmPhone.phoneHint")} type="tel" autoComplete="tel" required />
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("confirmPhone.send")}
          </Button>
        </Form>
      )}
    </div>
  );
}
