/**
 * Asking to be called back (SPEC section 3 "Contact form" and "Support
 * request body", section 9 hours): by a client (clients/{client}/requests/contact)
 * or by anyone on the open contact page (requests/contact, no session). The
 * day must be one of the days offered (domain/holidays.ts callbackDays):
 * a working day of the brand's country, from the next one.
 */
import * as endpoints from "../../../contract/endpoints/client/requests";
import { parisDay, type IsoDate } from "../../domain/calendar";
import { CALLBACK_DAYS_OFFERED, callbackDays, isPublicHoliday } from "../../domain/holidays";
import { contactRequests } from "../../db/schema";
import { and, eq, gte, isNull } from "drizzle-orm";
import { notFound, validationFailed } from "../../http/errors";
import { ownedByClient } from "../../scope/ownership";
import { clientIp, rateLimit } from "../../http/rate-limit";
import { implement } from "../../http/registry";
import { callbackHours } from "../../../contract/wire/client-space";

import { rightsExerciseRoutes } from "./rights";

/** Throws the field error of a day that is not offered: a weekend, a public holiday, today or before, too far ahead. */
function checkCallbackDay(country: string, day: IsoDate, today: IsoDate): void {
  const offered = callbackDays(country, today);
  if (offered.includes(day)) return;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) throw validationFailed({ day: ["The day must be a Monday to Friday."] });
  if (isPublicHoliday(country, day)) throw validationFailed({ day: ["The day is a public holiday."] });
  if (day <= today) throw validationFailed({ day: ["The day must be after today."] });
  throw validationFailed({ day: [`The day must be one of the next ${CALLBACK_DAYS_OFFERED} working days.`] });
}

export const contactSlots = implement(endpoints.contactSlots, {
  handler: async ({ brand, now }) => ({ time_zone: "Europe/Paris" as const, days: callbackDays(brand.country, parisDay(now)), hours: [...callbackHours] }),
});

export const createContactRequest = implement(endpoints.createContactRequest, {
  middleware: [rateLimit({ name: "contact-request", limit: 10, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  handler: async ({ db, brand, session, body, now, deps, scope }) => {
    checkCallbackDay(brand.country, body.day, parisDay(now));
    const [row] = await db
      .insert(contactRequests)
      .values({
        ...scope,
        accountId: session.account.id,
        name: `${session.account.firstname} ${session.account.lastname}`,
        email: session.account.email,
        phone: body.phone,
        subject: body.subject,
        day: body.day,
        hour: body.hour,
        message: body.text,
      })
      .returning();
    deps.log.info("contact_request_created", { request: row.id });
    return { id: row.id, day: body.day, hour: body.hour, subject: body.subject, created_at: row.createdAt };
  },
});

export const createPublicContactRequest = implement(endpoints.createPublicContactRequest, {
  middleware: [rateLimit({ name: "public-contact-request", limit: 5, windowMs: 3_600_000, key: (c) => clientIp(c) })],
  handler: async ({ db, brand, body, now, deps }) => {
    checkCallbackDay(brand.country, body.day, parisDay(now));
    const [row] = await db
      .insert(contactRequests)
      .values({
        brandId: brand.id,
        name: body.name,
        companyId: body.company_id || null,
        email: body.email,
        phone: body.phone,
        subject: body.reason,
        day: body.day,
        hour: body.hour,
        message: body.message,
      })
      .returning();
    deps.log.info("public_contact_request_created", { request: row.id });
    return { id: row.id, day: body.day, hour: body.hour, created_at: row.createdAt };
  },
});

/**
 * The contact page's confirmation and its calendar file read the callback
 * asked for here, never from their address (issue 41, decision 0172): the
 * client's own request in its scope, or an open form's request of the
 * brand by its reference (80 random bits, an answer with no personal data)
 * until its callback day has passed. Anything else is 404.
 */
export const getContactRequest = implement(endpoints.getContactRequest, {
  handler: async ({ db, scope, params, now }) => {
    const [row] = await db
      .select()
      .from(contactRequests)
      .where(and(eq(contactRequests.id, params.request), ownedByClient(contactRequests, scope), gte(contactRequests.day, parisDay(now))));
    if (!row?.day || !isCallbackHour(row.hour)) throw notFound();
    return { id: row.id, day: row.day, hour: row.hour, subject: row.subject ?? "", created_at: row.createdAt };
  },
});

export const getPublicContactRequest = implement(endpoints.getPublicContactRequest, {
  handler: async ({ db, brand, params, now }) => {
    const [row] = await db
      .select()
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.id, params.reference),
          eq(contactRequests.brandId, brand.id),
          isNull(contactRequests.clientId),
          gte(contactRequests.day, parisDay(now)),
        ),
      );
    if (!row?.day || !isCallbackHour(row.hour)) throw notFound();
    return { id: row.id, day: row.day, hour: row.hour, created_at: row.createdAt };
  },
});

const isCallbackHour = (hour: string | null): hour is (typeof callbackHours)[number] => (callbackHours as readonly (string | null)[]).includes(hour);

export const clientRequestRoutes = [
  contactSlots,
  createContactRequest,
  createPublicContactRequest,
  getContactRequest,
  getPublicContactRequest,
  ...rightsExerciseRoutes,
];
