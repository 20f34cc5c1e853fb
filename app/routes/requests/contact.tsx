import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { formReply } from "~/utils/forms/form-intent.server";
import { idempotencyKeyFrom, newIdempotencyKey } from "~/utils/forms/form-fields";
import { caughtInHoneypot, honeypotInputProps } from "~/utils/forms/honeypot.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { useTranslation } from "~/utils/i18n/use-translation";
import { logger } from "~/utils/request/logger.server";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { callbackDayWords, callbackSlotOf } from "./callback-slot.server";
import { clientContactSchema, contactFieldNames, visitorContactSchema } from "./contact-schema";
import { callbackHourOptions } from "./callback-hours";
import * as styles from "./contact.css";
import { withWholeNumbers } from "~/components/ui/whole-number";

export const handle = pageHandle("contact");

// The callback form, with conform and zod, hydrates when its module arrives (decision 0151).
const contactForms = formsOnDemand(() => import("./contact-form"));
const ContactForm = contactForms.form("ContactForm");
export const clientLoader = formsWithData(contactForms);

/**
 * The contact page (open): the callback slots the broker offers for the
 * brand's country, the form (signed out: who you are; signed in as a
 * client: prefilled, only the request), and after a post the confirmation
 * with the slot in words and as a calendar file.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { request, api, user, brokerSession, t, locale } = page;
  const [slots, done] = await Promise.all([api.contactSlots(), callbackSlotOf(page, new URL(request.url))]);
  const signedIn = user?.kind === "client";
  const account = brokerSession?.account;
  return {
    title: t("contact:title"),
    signedIn,
    who: signedIn && account ? { name: user.fullName, email: account.email } : null,
    // A prospect has no client record: the open form, with what the session knows already.
    defaults: { name: user?.fullName ?? "", email: account?.email ?? "", phone: account?.phone ?? "" },
    days: slots.days,
    dayOptions: slots.days.map((day) => ({ value: day, label: callbackDayWords(day, locale.lang) })),
    done: done
      ? {
          ...done,
          dayWords: callbackDayWords(done.day, locale.lang),
          calendarHref: href("contact-calendar", {}, locale, { ref: done.reference }),
        }
      : null,
    idempotencyKey: newIdempotencyKey(),
    // The open form's trap (remix-utils' honeypot, decision 0213): its fields' names and the time the form was given.
    honeypot: signedIn ? null : honeypotInputProps(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  const { request, api, user, t, locale } = page;
  const signedIn = user?.kind === "client";
  // Signed-out posts count against the address, as sign-in forms do (429 page beyond); the broker limits them too.
  if (!signedIn) await countAuthPost(args, "contact");
  const { days } = await api.contactSlots();
  const key = idempotencyKeyFrom(formData);
  // The confirmation's address names the request; the broker says what it is (decision 0172).
  const back = (reference: string) => redirect(href("contact", {}, locale, { ref: reference }));
  const refused = async (refusal: Parameters<typeof refusalReply>[0], submission: Parameters<typeof refusalReply>[2]["submission"]) =>
    formReply("contact", await refusalReply(refusal, request, { submission, t, fields: [...contactFieldNames] }));

  if (signedIn) {
    const submission = parseForm(formData, clientContactSchema(t, days));
    if (submission.status !== "success") return formReply("contact", submission.reply());
    const { day, hour, reason, message, phone } = submission.value;
    const saved = await attempt(
      api.requestContact(user.clientId, { day, hour, subject: reason, text: message, phone }, key),
      onStatuses(formStatuses, "refused"),
    );
    if (isRefusal(saved)) return refused(saved, submission);
    return back(saved.id);
  }
  if (caughtInHoneypot(formData)) {
    // A robot, whatever else it filled: redirected as a person would be, never sent on, and shown no confirmation (there is no request to confirm).
    logger.info("contact.honeypot", {});
    return redirect(href("contact", {}, locale));
  }
  const submission = parseForm(formData, visitorContactSchema(t, days));
  if (submission.status !== "success") return formReply("contact", submission.reply());
  const saved = await attempt(api.requestPublicContact({ ...submission.value, locale: localeSegment(locale) }, key), onStatuses(formStatuses, "refused"));
  if (isRefusal(saved)) return refused(saved, submission);
  return back(saved.id);
}

export default function Contact() {
  const loaded = useLoaderData<typeof loader>();
  // A fresh form after each request: with JavaScript the form's state (values, messages) would outlive the redirect.
  return <ContactPage key={loaded.done?.reference ?? "new"} />;
}

function ContactPage() {
  const { t } = useTranslation("contact");
  const loaded = useLoaderData<typeof loader>();
  const hourOptions = callbackHourOptions(t);
  const done = loaded.done;
  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      {done ? (
        <section aria-labelledby="done-title" className={styles.done} role="status">
          <h2 id="done-title">{t("done.title")}</h2>
          <p>{t("done.slot", { day: done.dayWords, from: done.from, to: done.to })}</p>
          <p>{withWholeNumbers(t("done.reference", { reference: done.reference }))}</p>
          <a href={done.calendarHref} download className={styles.calendar}>
            {t("done.calendar")}
          </a>
        </section>
      ) : (
        <p>{t("intro")}</p>
      )}
      <section aria-labelledby="callback-title" className={styles.card}>
        <h2 id="callback-title">{t("callback.title")}</h2>
        <p>{t("callback.days")}</p>
        <ul className={styles.hours}>
          {hourOptions.map((option) => (
            <li key={option.value}>{option.label}</li>
          ))}
        </ul>
        <p>{loaded.who ? t("form.signedInAs", loaded.who) : t("form.intro")}</p>
        <ContactForm
          signedIn={loaded.signedIn}
          days={loaded.days}
          dayOptions={loaded.dayOptions}
          defaults={loaded.defaults}
          idempotencyKey={loaded.idempotencyKey}
          honeypot={loaded.honeypot}
        />
      </section>
      <section aria-labelledby="complaint-title" className={styles.card}>
        <h2 id="complaint-title">{t("complaint.title")}</h2>
        <p>
          {t("complaint.body")} <RouteLink to="complaints">{t("complaint.link")}</RouteLink>
        </p>
      </section>
    </div>
  );
}
