/** What the client asks of the broker: a callback (contact) and a data-rights (GDPR) request. */
import { compareDates, parisDay } from "../../domain/calendar";
import { contactRequests, gdprRequests } from "../../db/schema";
import { validationFailed } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { defineRoute } from "../../http/registry";
import { enqueueEmail } from "../../outbox/outbox";
import { rightsExerciseMessages } from "../../outbox/client-messages";
import { messageLanguage } from "../../auth/messages";
import { ContactRequestBody, ContactRequestInput, RightsExerciseBody, RightsExerciseInput } from "../../wire/client-space";
import { ClientParams } from "../../wire/common";

export const createContactRequest = defineRoute({
  method: "post",
  path: "/v2/clients/{client}/requests/contact",
  summary: "Ask to be called back (Monday to Friday, in one of the hour ranges)",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  body: ContactRequestInput,
  response: ContactRequestBody,
  status: 201,
  middleware: [rateLimit({ name: "contact-request", limit: 10, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  handler: async ({ db, session, body, now, deps, scope }) => {
    const weekday = new Date(`${body.day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) throw validationFailed({ day: ["The day must be a Monday to Friday."] });
    if (compareDates(body.day, parisDay(now)) < 0) throw validationFailed({ day: ["The day must be today or later."] });
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

const gdprSubjectToDb = {
  access: "access",
  rectification: "rectification",
  portability: "data_portability",
  erasure: "erasure",
  objection: "objection",
  restriction: "restriction_of_processing",
} as const;

export const createRightsExercise = defineRoute({
  method: "post",
  path: "/v2/clients/{client}/rights-exercise",
  summary: "Data-rights (GDPR) request; sends an acknowledgement e-mail",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  body: RightsExerciseInput,
  response: RightsExerciseBody,
  status: 201,
  middleware: [rateLimit({ name: "rights-exercise", limit: 10, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  handler: async ({ db, brand, session, body, now, deps, scope }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(gdprRequests)
        .values({
          ...scope,
          accountId: session.account.id,
          subject: gdprSubjectToDb[body.subject],
          comment: body.comment || null,
          acceptedAt: now,
        })
        .returning();
      await enqueueEmail(tx, {
        brandId: brand.id,
        to: session.account.email,
        ...rightsExerciseMessages[messageLanguage(brand.country, body.locale)]({
          brand: brand.name,
          name: `${session.account.firstname} ${session.account.lastname}`,
          subject: body.subject,
          reference: row.id,
        }),
        template: "rights-exercise-acknowledgement",
      });
      deps.log.info("rights_exercise_created", { request: row.id, subject: body.subject });
      return { id: row.id, subject: body.subject, status: row.status, created_at: row.createdAt };
    }),
});

export const clientRequestRoutes = [createContactRequest, createRightsExercise];
