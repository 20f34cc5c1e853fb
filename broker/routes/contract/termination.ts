/**
 * Logged-in termination of a contract (SPEC section 5 "Termination"):
 * the reasons the form loads, and the multipart request, either in one call
 * or as the portal's three steps: a draft holding the fields and the files
 * (the form), read back (the summary), then sent (the confirmation).
 * Rules: domain/termination.ts; files: files/uploads.ts (0 to 5, pdf or jpg).
 * Reading requests back and the acknowledgement PDF: termination-read.ts.
 */
import * as endpoints from "../../../contract/endpoints/contract/termination";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contracts, terminationRequestFiles, terminationRequests } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { isContractStatus, isInForce } from "../../domain/contract-kind";
import { checkTerminationRequest, terminationSettings, type TerminationContract } from "../../domain/termination";
import { acceptAll, uploadLimits, type AcceptedUpload } from "../../files/uploads";
import type { Brand, Client, CurrentSession } from "../../http/context";
import { notFound, validationFailed } from "../../http/errors";
import { implement } from "../../http/registry";
import { ownedByClient } from "../../scope/ownership";
import type { Scope } from "../../scope/contract";
import { rateLimit } from "../../http/rate-limit";
import { enqueueAcknowledgement } from "../../termination/acknowledgement";
import { toTerminationRequestBody, type ContractRow } from "../../views/contracts";
import { pdfClient } from "./files";
import { terminationRequested } from "./menus";
import { clientTypeOf, discardStoredFile, fileStoreFor, filesField, uploadBodyLimit, uploadFailure, withStoredFiles } from "./shared";

function terminationContract(row: ContractRow, requested: boolean): TerminationContract {
  return {
    type: row.type,
    status: isContractStatus(row.status) ? row.status : "project",
    start_date: row.startDate ?? parisDay(row.createdAt),
    due_date: row.dueDate,
    termination_requested: requested,
  };
}

export const getTerminationSettings = implement(endpoints.getTerminationSettings, {
  loads: "contract",
  handler: async ({ db, client, now, scope, contract: row }) => {
    const contract = terminationContract(row, await terminationRequested(db, scope, row));
    const settings = terminationSettings({
      contract,
      clientType: clientTypeOf(client),
      today: parisDay(now),
    });
    return {
      ...settings,
      accepted_types: [...settings.accepted_types],
      can_request: isInForce(contract.status) && !contract.termination_requested,
    };
  },
});

type Fields = { reason?: string; date?: string | null; details?: string | null; event_date?: string | null };

/** The form's fields checked against the contract as it is today (a draft is checked again when sent). */
async function checked(db: Database, scope: Scope, client: Client, row: ContractRow, fields: Fields, now: Date) {
  const contract = terminationContract(row, await terminationRequested(db, scope, row));
  const result = checkTerminationRequest(
    { reason: fields.reason, date: fields.date ?? undefined, details: fields.details ?? undefined, event_date: fields.event_date ?? undefined },
    { contract, clientType: clientTypeOf(client), today: parisDay(now) },
  );
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

async function uploadedFiles(body: { "file[]"?: unknown; file?: unknown }): Promise<AcceptedUpload[]> {
  const { value, field } = filesField(body);
  return acceptAll(value, uploadLimits.termination, field).catch(uploadFailure);
}

async function filesOf(db: Database, brandId: string, requestId: string) {
  return db
    .select()
    .from(terminationRequestFiles)
    .where(and(eq(terminationRequestFiles.brandId, brandId), eq(terminationRequestFiles.terminationRequestId, requestId)));
}

/**
 * A request becomes sent: its state, the date of the notification, the
 * contract marked, the acknowledgement e-mailed with its PDF. Inside the
 * caller's transaction.
 */
async function send(
  tx: Database,
  input: { brand: Brand; client: Client; session: CurrentSession; scope: Scope; row: ContractRow; requestId: string; now: Date; locale?: string },
) {
  const { brand, client, session, scope, row, now } = input;
  const [sent] = await tx
    .update(terminationRequests)
    .set({ status: "received", submittedAt: now })
    .where(and(eq(terminationRequests.id, input.requestId), ownedByClient(terminationRequests, scope)))
    .returning();
  await tx
    .update(contracts)
    .set({
      termination: {
        request_id: sent.id,
        source: "client",
        reason: sent.reason,
        effective_date: sent.effectiveDate,
        requested_at: now.toISOString(),
      },
      updatedAt: now,
    })
    .where(and(eq(contracts.id, row.id), ownedByClient(contracts, scope)));
  await enqueueAcknowledgement(tx, {
    brand,
    locale: input.locale,
    to: session.account.email,
    name: `${session.account.firstname} ${session.account.lastname}`,
    request: sent,
    holder: pdfClient(client),
    contract: { number: row.number, label: row.label },
    now,
  });
  return sent;
}

export const createTerminationRequest = implement(endpoints.createTerminationRequest, {
  bodyLimit: uploadBodyLimit(uploadLimits.termination, "file"),
  middleware: [rateLimit({ name: "termination-request", limit: 20, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  loads: "contract",
  handler: async ({ db, brand, client, session, body, now, deps, scope, contract: row }) => {
    const request = await checked(db, scope, client, row, body, now);
    const files = await uploadedFiles(body);
    const result = await withStoredFiles(fileStoreFor(deps), files, (stored) =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(terminationRequests)
          .values({
            ...scope,
            contractId: row.id,
            contractNumber: row.number,
            reason: request.reason,
            description: request.details,
            effectiveDate: request.effective_date,
            firstname: session.account.firstname,
            lastname: session.account.lastname,
            email: session.account.email,
            identity: { event_date: request.event_date, account_id: session.account.id },
            status: "draft",
          })
          .returning();
        const fileRows = await insertFiles(tx, brand.id, created.id, stored);
        const sent = await send(tx, { brand, client, session, scope, row, requestId: created.id, now, locale: body.locale });
        return toTerminationRequestBody(sent, fileRows);
      }),
    );
    deps.log.info("termination_requested", { request: result.id, contract: row.id, files: files.length });
    return result;
  },
});

async function insertFiles(tx: Database, brandId: string, requestId: string, stored: { originalName: string; mime: string; size: number; key: string }[]) {
  if (stored.length === 0) return [];
  return tx
    .insert(terminationRequestFiles)
    .values(stored.map((s) => ({ brandId, terminationRequestId: requestId, name: s.originalName, mime: s.mime, size: s.size, storageKey: s.key })))
    .returning();
}

/** The client's draft on this contract, or a 404. */
async function draftOf(db: Database, scope: Scope, contractId: string, id: string) {
  const [draft] = await db
    .select()
    .from(terminationRequests)
    .where(
      and(
        ownedByClient(terminationRequests, scope),
        eq(terminationRequests.id, id),
        eq(terminationRequests.contractId, contractId),
        eq(terminationRequests.status, "draft"),
      ),
    );
  if (!draft) throw notFound();
  return draft;
}

export const saveTerminationDraft = implement(endpoints.saveTerminationDraft, {
  bodyLimit: uploadBodyLimit(uploadLimits.termination, "file"),
  middleware: [rateLimit({ name: "termination-request", limit: 20, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  loads: "contract",
  handler: async ({ db, brand, client, session, body, now, deps, scope, contract: row }) => {
    const request = await checked(db, scope, client, row, body, now);
    const previous = body.draft ? await draftOf(db, scope, row.id, body.draft) : null;
    const files = await uploadedFiles(body);
    const fields = {
      reason: request.reason,
      description: request.details,
      effectiveDate: request.effective_date,
      identity: { event_date: request.event_date, account_id: session.account.id },
    };
    const store = fileStoreFor(deps);
    const replaced: string[] = [];
    const result = await withStoredFiles(store, files, (stored) =>
      db.transaction(async (tx) => {
        const [draft] = previous
          ? await tx
              .update(terminationRequests)
              .set(fields)
              .where(and(eq(terminationRequests.id, previous.id), ownedByClient(terminationRequests, scope)))
              .returning()
          : await tx
              .insert(terminationRequests)
              .values({
                ...scope,
                ...fields,
                contractId: row.id,
                contractNumber: row.number,
                firstname: session.account.firstname,
                lastname: session.account.lastname,
                email: session.account.email,
                status: "draft",
              })
              .returning();
        if (previous && stored.length > 0) {
          const old = await tx
            .delete(terminationRequestFiles)
            .where(and(eq(terminationRequestFiles.brandId, brand.id), eq(terminationRequestFiles.terminationRequestId, previous.id)))
            .returning();
          replaced.push(...old.map((f) => f.storageKey));
        }
        await insertFiles(tx, brand.id, draft.id, stored);
        return toTerminationRequestBody(draft, await filesOf(tx, brand.id, draft.id));
      }),
    );
    for (const key of replaced) await discardStoredFile(store, key, deps.log);
    return result;
  },
});

export const submitTerminationDraft = implement(endpoints.submitTerminationDraft, {
  loads: "contract",
  handler: async ({ db, brand, client, session, body, params, now, deps, scope, contract: row }) => {
    const draft = await draftOf(db, scope, row.id, params.request);
    const identity = draft.identity as { event_date?: string | null };
    await checked(
      db,
      scope,
      client,
      row,
      { reason: draft.reason, date: draft.effectiveDate, details: draft.description, event_date: identity.event_date },
      now,
    );
    const result = await db.transaction(async (tx) => {
      const sent = await send(tx, { brand, client, session, scope, row, requestId: draft.id, now, locale: body.locale });
      return toTerminationRequestBody(sent, await filesOf(tx, brand.id, draft.id));
    });
    deps.log.info("termination_requested", { request: result.id, contract: row.id, files: result.files.length });
    return result;
  },
});

export const contractTerminationRoutes = [getTerminationSettings, createTerminationRequest, saveTerminationDraft, submitTerminationDraft];
