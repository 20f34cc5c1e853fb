import type { SubmissionResult } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { RouteLink } from "~/components/route-link";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, FormStatus, formClassName } from "~/components/ui/field";
import { phoneSchema, smsCodeSchema } from "~/routes/auth/auth-schemas";
import { CodeField } from "~/routes/auth/code-field";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { useFormReply } from "~/utils/forms/form-reply";
import { errorSummary } from "~/utils/forms/error-summary";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
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
 * Two forms post here, told apart by `intent` (any other is a 400 page):
 * `send`: POST clients/{client}/phone-confirmations (an SMS code to the
 * number), whose success reply shows the code form; `confirm`: PUT with the
 * code; the broker answers the session with the flag cleared, and the user
 * goes on to the next step or home. Every other answer is `{ intent, reply }`.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, user, session, api, t } = await pageFor(args, handle);
  if (!user.flags.must_confirm_phone) return redirect(href("index", {}, locale));
  const intent = await formIntent(request, formData, ["send", "confirm"]);

  switch (intent) {
    case "send": {
      const submission = parseForm(formData, phoneSchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      await countAuthPost(args, "phone-send", user.accountId);
      const sent = await attempt(
        api.requestPhoneConfirmation(user.clientId, submission.value.phone, localeSegment(locale)),
        onStatuses(formStatuses, "refused"),
      );
      if (isRefusal(sent)) {
        const reply = await replyWithV2Error(sent, request, { submission, t, fields: ["phone"] });
        if (reply.error?.phone) reply.error = { ...reply.error, phone: [t("auth:confirmPhone.phoneFormat")] };
        return formReply(intent, reply);
      }
      // Sent: the code form follows, with the number it went to (the reply's values).
      return formReply(intent, submission.reply({ resetForm: false }), 200);
    }
    case "confirm": {
      const submission = parseForm(formData, smsCodeSchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      await countAuthPost(args, "phone-confirm", user.accountId);
      const body = await attempt(api.confirmPhone(user.clientId, submission.value.code), onStatuses(formStatuses, "refused"));
      if (isRefusal(body)) {
        const reply = await replyWithV2Error(body, request, { submission, t, fields: ["code"] });
        if (reply.error?.code) reply.error = { ...reply.error, code: [t("auth:confirmPhone.invalid")] };
        return formReply(intent, reply);
      }
      const flags = signedInUser(body).flags;
      const cookie = await updateSession(request, { user: { flags } });
      return redirect(afterStep({ ...session, flags }, locale), { headers: { "Set-Cookie": cookie } });
    }
  }
}

/** The number the code was sent to: the sent form's values, then carried by the code form. */
function sentTo(reply: SubmissionResult<string[]> | undefined): string | null {
  const phone = reply?.initialValue?.phone;
  return typeof phone === "string" ? phone.trim() : null;
}

function PhoneForm() {
  const { t } = useTranslation("auth");
  const schema = useMemo(() => phoneSchema(t), [t]);
  const parts = useSchemaForm({ id: "phone", schema, lastResult: useFormReply("send") });
  const busy = useIntentPending("send");
  const phone = parts.field("phone");
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="send" />
      <FormErrors errors={errorSummary(parts.errors, [phone.errors], t)} id={parts.errorId} />
      <Field field={phone} label={t("confirmPhone.phone")} hint={t("confirmPhone.phoneHint")} type="tel" autoComplete="tel" required />
      <Button type="submit" loading={busy}>
        {t("confirmPhone.send")}
      </Button>
    </Form>
  );
}

function CodeForm({ phone, lastResult }: { phone: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("auth");
  const schema = useMemo(() => smsCodeSchema(t), [t]);
  const parts = useSchemaForm({ id: "phone-code", schema, lastResult });
  const busy = useIntentPending("confirm");
  const code = parts.field("code");
  return (
    <>
      <FormStatus>{t("confirmPhone.sentTo", { phone })}</FormStatus>
      <Form method="post" {...parts.props} className={formClassName} noValidate>
        <FormSecurityFields />
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="phone" value={phone} />
        <FormErrors errors={errorSummary(parts.errors, [code.errors], t)} id={parts.errorId} />
        <CodeField field={code} label={t("confirmPhone.code")} hint={t("confirmPhone.codeHint")} />
        <Button type="submit" loading={busy}>
          {t("confirmPhone.confirm")}
        </Button>
      </Form>
      <p>
        <RouteLink to="login-confirm-phone">{t("confirmPhone.changeNumber")}</RouteLink>
      </p>
    </>
  );
}

export default function ConfirmPhone() {
  const { t } = useTranslation("auth");
  const sent = useFormReply("send");
  const confirmReply = useFormReply("confirm");
  // The code form once a code went out (the send form's success), and while its code is refused.
  const phone = confirmReply ? sentTo(confirmReply) : sent?.status === "success" ? sentTo(sent) : null;
  return (
    <div className={styles.page}>
      <h1>{t("confirmPhone.title")}</h1>
      <p>{t("confirmPhone.intro")}</p>
      {phone !== null ? <CodeForm phone={phone} lastResult={confirmReply} /> : <PhoneForm />}
    </div>
  );
}
