import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";
import { emailField, phoneField } from "~/utils/forms/contact-fields";
import { callbackHourRanges } from "./callback-hours";

export const contactFieldNames = ["name", "company_id", "email", "phone", "reason", "day", "hour", "message"] as const;

/**
 * The contact form (SPEC section 3 "Contact form"). `days`: the days the
 * broker offers (working days of the brand's country from the next one): a
 * day posted by hand outside them (a Saturday, a holiday) is refused here,
 * next to the field, before the broker is asked. Signed in, the person is
 * known: only the phone, reason, slot and message are asked (the support
 * request body, SPEC section 3).
 */
export function contactSchema(t: TFunction, { days, signedIn }: { days: readonly string[]; signedIn: boolean }) {
  return signedIn ? clientContactSchema(t, days) : visitorContactSchema(t, days);
}

function fields(t: TFunction, days: readonly string[]) {
  const required = { error: t("common:validation.required") };
  const max = (count: number) => t("common:validation.maxLength", { count });
  const text = (limit: number, message: string) => z.string({ error: message }).trim().min(1, message).max(limit, max(limit));
  const common = {
    phone: phoneField(t, t("contact:form.errors.phone"), t("contact:form.errors.phone")),
    reason: text(200, t("contact:form.errors.reason")),
    day: z.string({ error: t("contact:form.errors.day") }).refine((day) => days.includes(day), t("contact:form.errors.day")),
    hour: z.enum(callbackHourRanges, { error: t("contact:form.errors.hour") }),
    message: text(5000, t("contact:form.errors.message")),
  };
  return {
    common,
    visitor: {
      name: text(200, t("contact:form.errors.name")),
      company_id: z.string(required).trim().max(40, max(40)).optional(),
      email: emailField(t),
    },
  };
}

/** Signed in as a client: the support request body (day, hour, subject, text, phone). */
export function clientContactSchema(t: TFunction, days: readonly string[]) {
  return z.object(fields(t, days).common);
}

/** Signed out (or a prospect): who is asking too (the trap's fields are remix-utils' honeypot's, checked before). */
export function visitorContactSchema(t: TFunction, days: readonly string[]) {
  const { common, visitor } = fields(t, days);
  return z.object({ ...visitor, ...common });
}
