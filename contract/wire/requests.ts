/**
 * The open contact page's calls (no session) and the data-rights (GDPR)
 * history and export. The signed-in callback and the GDPR request itself
 * are in client-space.ts. Plain zod only: the portal imports these for its types.
 */
import { z } from "zod";
import { LocaleParam } from "./authentication";
import { callbackHours, gdprSubjects, RightsExerciseBody } from "./client-space";
import { ClientParams, isoDate, LangQuery, timestamp, singleLineString, multiLineString } from "./common";

// ---------------------------------------------------------------- callback slots and the open contact form

/** GET requests/contact/slots: the days a callback may be asked for (the brand's country's working days from the next one) and the hour ranges. */
export const ContactSlotsBody = z.object({
  time_zone: z.literal("Europe/Paris"),
  days: z.array(isoDate),
  hours: z.array(z.enum(callbackHours)),
});

/** POST requests/contact, without a session: SPEC section 3 "Contact form" (name, company id, e-mail, phone, reason, day, hour range, message). */
export const PublicContactInput = z.object({
  name: singleLineString().trim().min(1).max(200),
  company_id: singleLineString().trim().max(40).optional(),
  email: singleLineString().trim().toLowerCase().pipe(z.email().max(254)),
  phone: singleLineString()
    .trim()
    .regex(/^\+?[0-9 .()-]{6,20}$/, "Invalid phone number."),
  reason: singleLineString().trim().min(1).max(200),
  day: isoDate,
  hour: z.enum(callbackHours),
  message: multiLineString().trim().min(1).max(5000),
  /** The page's locale, kept with the request for the call centre. */
  locale: LocaleParam.optional(),
});
export const PublicContactBody = z.object({
  id: z.string(),
  day: isoDate,
  hour: z.enum(callbackHours),
  created_at: timestamp,
});

// ---------------------------------------------------------------- data-rights history and export

/** received → in_progress → answered | refused (decision 0116). */
export const rightsExerciseStates = ["received", "in_progress", "answered", "refused"] as const;

export const RightsExerciseItem = RightsExerciseBody.extend({
  status: z.enum(rightsExerciseStates),
  /** One month after receipt (GDPR art. 12(3)), Europe/Paris calendar day. */
  due_date: isoDate,
  answered_at: timestamp.nullable(),
  /** Access and portability, once answered: the client's data can be downloaded. */
  export_available: z.boolean(),
});
export const RightsExerciseList = z.array(RightsExerciseItem);
export const RightsExerciseParams = ClientParams.extend({ id: z.string().min(1) });
/** `?format=json|pdf&lang=` (decision 0090: the PDF in the page's language). */
export const RightsExportQuery = LangQuery.extend({ format: z.enum(["json", "pdf"]).default("json") });

export { gdprSubjects };
