/**
 * Data-rights (GDPR) requests (SPEC section 3 "GDPR request", section 9
 * subjects): ask, list the earlier ones with their state and due date, and
 * for access and portability, once answered, download the data (JSON or PDF).
 * A prospect is a data subject too (decision 0191): the same calls, scoped to
 * the prospect record; its answer is the prospect's data, as JSON.
 * A request belongs to the person who made it (decision 0275): each account
 * lists and downloads only its own, so a delegate never reads the holder's
 * requests or export, nor the holder a delegate's.
 */
import * as endpoints from "../../../contract/endpoints/client/rights";
import { and, desc, eq } from "drizzle-orm";
import { addMonths, parisDay } from "../../domain/calendar";
import { gdprRequests } from "../../db/schema";
import { notFound } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { implement } from "../../http/registry";
import { enqueueEmail } from "../../outbox/outbox";
import { rightsExerciseMessages } from "../../outbox/client-messages";
import { messageLanguage } from "../../auth/messages";
import { found, ownedBy } from "../../scope/ownership";
import { rightsExerciseStates } from "../../../contract/wire/requests";
import type { Owner } from "../../http/context";
import { fileResponse, languageFor } from "../contract/shared";
import { clientDataExport, prospectDataExport, renderClientDataPdf } from "./rights-export";

/** GDPR art. 12(3): the answer is due within one month of receipt (same day next month, clamped to the month's end). */
export function rightsDueDate(receivedAt: Date): string {
  return addMonths(parisDay(receivedAt), 1);
}

/** Subjects whose answer is the client's data. */
const exportSubjects = new Set(["access", "portability"]);

type Row = typeof gdprRequests.$inferSelect;
const stateOf = (row: Row) =>
  (rightsExerciseStates as readonly string[]).includes(row.status) ? (row.status as (typeof rightsExerciseStates)[number]) : "received";
const exportAvailable = (row: Row) => exportSubjects.has(row.subject) && row.status === "answered";

/** The session's own requests on the client or prospect: the data subject is the account that asked. */
const madeBy = (brandId: string, owner: Owner, accountId: string) => and(ownedBy(gdprRequests, brandId, owner), eq(gdprRequests.accountId, accountId));

export const createRightsExercise = implement(endpoints.createRightsExercise, {
  middleware: [rateLimit({ name: "rights-exercise", limit: 10, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  handler: async ({ db, brand, session, body, now, deps, owner }) =>
    db.transaction(async (tx) => {
      const dueDate = rightsDueDate(now);
      const subjectOf = owner.kind === "client" ? { clientId: owner.id } : { prospectId: owner.id };
      const [row] = await tx
        .insert(gdprRequests)
        .values({
          brandId: brand.id,
          ...subjectOf,
          accountId: session.account.id,
          subject: body.subject,
          comment: body.comment || null,
          acceptedAt: now,
          createdAt: now,
          dueDate,
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
          due: dueDate,
        }),
        template: "rights-exercise-acknowledgement",
      });
      deps.log.info("rights_exercise_created", { request: row.id, subject: body.subject });
      return { id: row.id, subject: body.subject, status: row.status, created_at: row.createdAt, due_date: row.dueDate };
    }),
});

export const listRightsExercises = implement(endpoints.listRightsExercises, {
  handler: async ({ db, brand, owner, session }) => {
    const rows = await db
      .select()
      .from(gdprRequests)
      .where(madeBy(brand.id, owner, session.account.id))
      .orderBy(desc(gdprRequests.createdAt), desc(gdprRequests.id));
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: stateOf(row),
      created_at: row.createdAt,
      due_date: row.dueDate,
      answered_at: row.answeredAt,
      export_available: exportAvailable(row),
    }));
  },
});

export const downloadRightsExport = implement(endpoints.downloadRightsExport, {
  handler: async ({ db, brand, owner, session, params, query, now }) => {
    const request = found(
      await db
        .select()
        .from(gdprRequests)
        .where(and(eq(gdprRequests.id, params.id), madeBy(brand.id, owner, session.account.id)))
        .limit(1),
    );
    if (!exportAvailable(request)) throw notFound();
    if (owner.kind === "prospect") {
      if (query.format === "pdf") throw notFound();
      const data = await prospectDataExport(db, { brand, prospect: owner.prospect, request, now });
      return fileResponse(new TextEncoder().encode(JSON.stringify(data, null, 2)), "application/json", `personal-data-${request.id}.json`);
    }
    const client = owner.client;
    const scope = { brandId: brand.id, clientId: client.id };
    const data = await clientDataExport(db, { brand, client, scope, request, now });
    if (query.format === "pdf") {
      const bytes = await renderClientDataPdf(data, { brandName: brand.name, lang: languageFor(brand, query.lang), generatedAt: now });
      return fileResponse(bytes, "application/pdf", `personal-data-${request.id}.pdf`);
    }
    return fileResponse(new TextEncoder().encode(JSON.stringify(data, null, 2)), "application/json", `personal-data-${request.id}.json`);
  },
});

export const rightsExerciseRoutes = [createRightsExercise, listRightsExercises, downloadRightsExport];
