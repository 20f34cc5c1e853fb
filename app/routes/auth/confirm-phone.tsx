import { useLoaderData } from "@remix-run/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/i18n/use-translation";
import { smsCodeSchema } from "~/utils/forms/contact-fields";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "~/routes/auth/auth-page.css";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { pageFor } from "~/utils/request/page.server";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { afterStep, signedInUser } from "~/utils/session/auth.server";
import { sendPhoneCode } from "~/utils/session/phone-code.server";
import { updateSession } from "~/utils/session/session.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";

export const handle = pageHandle("login-confirm-phone");

// Its forms, with conform and zod, hydrate when their module arrives (decision 0151).
const phoneForms = formsOnDemand(() => import("~/components/phone-confirmation"));
const PhoneConfirmation = phoneForms.form("PhoneConfirmation");
export const clientLoader = formsWithData(phoneForms);

/** The step of the must_confirm_phone flag (SPEC section 6; its flow is not shown, docs/decisions). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, user, t, brand } = await pageFor(args, handle);
  if (!user.flags.must_confirm_phone) throw redirect(href("index", {}, locale));
  // A number without a country code is read in the brand country's format (the broker's phone rules): the hint names it.
  return { title: t("confirmPhone.title"), country: brand.country };
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
  const page = await pageFor(args, handle);
  const { request, locale, user, session, api, t } = page;
  if (!user.flags.must_confirm_phone) return redirect(href("index", {}, locale));
  const intent = await formIntent(request, formData, ["send", "confirm"]);

  switch (intent) {
    case "send":
      return sendPhoneCode(page, formData, intent, () => countAuthPost(args, "phone-send", user.accountId));
    case "confirm": {
      const submission = parseForm(formData, smsCodeSchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      await countAuthPost(args, "phone-confirm", user.accountId);
      const body = await attempt(api.confirmPhone(user.clientId, submission.value.code), onStatuses(formStatuses, "refused"));
      if (isRefusal(body)) {
        const reply = await refusalReply(body, request, { submission, t, fields: ["code"] });
        if (reply.error?.code) reply.error = { ...reply.error, code: [t("auth:confirmPhone.invalid")] };
        return formReply(intent, reply);
      }
      const flags = signedInUser(body).flags;
      const cookie = await updateSession(request, { user: { flags } });
      return redirect(afterStep({ ...session, flags }, locale), { headers: { "Set-Cookie": cookie } });
    }
  }
}

export default function ConfirmPhone() {
  const { t } = useTranslation("auth");
  const { country } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1>{t("confirmPhone.title")}</h1>
      <p>{t("confirmPhone.intro")}</p>
      <PhoneConfirmation country={country} />
    </div>
  );
}
