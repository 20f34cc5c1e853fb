/**
 * Easy termination without logging in (SPEC section 1, "termination in three
 * clicks"): the reasons, and the request in one call or as the portal's
 * three steps (a draft with the fields and files, read back for the
 * summary, then sent). The answer is the same whether the contract number
 * exists or not; the request is matched to a contract when sent, and the
 * acknowledgement (e-mail with its PDF) goes to the address given only when
 * it is the contract holder's (decision 0126).
 */
import * as endpoints from "../../contract/endpoints/termination-requests";
import { and, asc, eq, gt, ne, sql, TransactionRollbackError } from "drizzle-orm";
import { type z } from "zod";
import type { Database } from "../db/client";
import { accountClients, accounts, clients, contracts, terminationRequestFiles, terminationRequests } from "../db/schema";
import { maxDate, parisDay } from "../domain/calendar";
import { isContractStatus, isInForce } from "../domain/contract-kind";
import {
  checkPublicTerminationRequest,
  earliestEffectiveDate,
  isTerminationReason,
  matchPublicTerminationDetails,
  normalizeContractNumber,
  publicTerminationReasons,
  terminationDetailsMaxLength,
  terminationFileLimits,
  type PublicMatchDetails,
  type PublicTerminationRequest,
} from "../domain/termination";
import { acceptAll, uploadLimits } from "../files/uploads";
import type { AppDeps, Brand } from "../http/context";
import { notFound, validationFailed } from "../http/errors";
import { clientIp, rateLimit } from "../http/rate-limit";
import { implement } from "../http/registry";
import { ownedByClient } from "../scope/ownership";
import { brandPageLink } from "../auth/links";
import { enqueueAcknowledgement } from "../termination/acknowledgement";
import { isWithdrawable, newWithdrawalToken, requestByWithdrawalToken, withdrawTermination } from "../termination/withdrawal";
import { type PublicTerminationInput } from "../../contract/wire/client-space";
import { fileStoreFor, filesField, uploadBodyLimit, uploadFailure, withStoredFiles } from "./contract/shared";

/** A public draft is a step of one visit: past a day it is gone (404), and the visitor starts again. */
const draftLifetimeMs = 24 * 3_600_000;

export const getPublicTerminationSettings = implement(endpoints.getPublicTerminationSettings, {
  handler: async () => ({
    reasons: publicTerminationReasons(),
    max_files: terminationFileLimits.maxFiles,
    accepted_types: [...terminationFileLimits.types],
    details_max_length: terminationDetailsMaxLength,
  }),
});

/** The identity fields of the form, as the draft keeps them (`identity` column). */
function identityOf(form: PublicTerminationRequest) {
  return {
    phone: form.phone ?? null,
    birth_date: form.birth_date ?? null,
    postal_code: form.postal_code ?? null,
    company_name: form.company_name ?? null,
    requested_date: form.date ?? null,
  };
}

function checkedForm(body: z.output<typeof PublicTerminationInput>, now: Date): PublicTerminationRequest {
  const checked = checkPublicTerminationRequest({ ...body, details: body.details ?? body.description }, parisDay(now));
  if (!checked.ok) throw validationFailed(checked.errors);
  return checked.value;
}

async function acceptedFiles(body: { "file[]"?: unknown; file?: unknown }) {
  const { value, field } = filesField(body);
  return acceptAll(value, uploadLimits.termination, field).catch(uploadFailure);
}

/** Stores the visitor's fields and files as a draft (status `draft`, no contract yet). */
async function saveDraft(deps: AppDeps, db: Database, brand: Brand, form: PublicTerminationRequest, body: z.output<typeof PublicTerminationInput>) {
  const files = await acceptedFiles(body);
  return withStoredFiles(fileStoreFor(deps), files, (stored) =>
    db.transaction(async (tx) => {
      const [draft] = await tx
        .insert(terminationRequests)
        .values({
          brandId: brand.id,
          isPublic: true,
          contractNumber: form.contract_number,
          reason: form.reason,
          description: form.details ?? null,
          effectiveDate: form.date ?? null,
          firstname: form.firstname ?? null,
          lastname: form.lastname ?? null,
          email: form.email,
          identity: identityOf(form),
          status: "draft",
        })
        .returning();
      const fileRows = stored.length
        ? await tx
            .insert(terminationRequestFiles)
            .values(
              stored.map((s) => ({ brandId: brand.id, terminationRequestId: draft.id, name: s.originalName, mime: s.mime, size: s.size, storageKey: s.key })),
            )
            .returning()
        : [];
      return { draft, files: fileRows };
    }),
  );
}

/**
 * Sends a draft: matched against the brand's contracts (number without case
 * or separators, then last name or company name, and the holder's contact
 * or sign-in e-mail), recorded on the contract and acknowledged by e-mail
 * only on a full match. Who filed it (the identity typed) and what matched
 * are kept on the request (issue 41).
 *
 * A full match must not answer slower than a mismatch (the answer is the
 * same; its timing must not tell either): both paths run the same
 * statements. The effects of a match (the contract marked, the
 * acknowledgement's PDF drawn and e-mailed) run in a savepoint that a
 * mismatch rolls back, drawn from what was typed (decision 0173).
 */
async function sendDraft(deps: AppDeps, db: Database, brand: Brand, draft: typeof terminationRequests.$inferSelect, now: Date, locale?: string) {
  const today = parisDay(now);
  const identity = draft.identity as { company_name?: string | null };
  const form = {
    contract_number: draft.contractNumber ?? "",
    lastname: draft.lastname ?? undefined,
    email: draft.email ?? "",
    company_name: identity.company_name ?? undefined,
  };
  const normalized = normalizeContractNumber(form.contract_number);
  // The addresses the holder signs in with (owner or holder of the client), beside the client's contact address.
  const signInEmails = sql<
    string[] | null
  >`(select array_agg(${accounts.email}) from ${accountClients} inner join ${accounts} on ${accounts.id} = ${accountClients.accountId} where ${accountClients.clientId} = ${clients.id} and ${accountClients.brandId} = ${clients.brandId} and ${accountClients.role} in ('holder', 'owner'))`;
  const candidates = await db
    .select({ contract: contracts, holder: clients, signInEmails })
    .from(contracts)
    .innerJoin(clients, and(eq(clients.id, contracts.clientId), eq(clients.brandId, contracts.brandId)))
    .where(and(eq(contracts.brandId, brand.id), sql`upper(regexp_replace(${contracts.number}, '[[:space:]._/-]+', '', 'g')) = ${normalized}`))
    .orderBy(asc(contracts.createdAt), asc(contracts.id))
    .limit(20);
  // Several clients may hold the same number (numbers come from different insurers): keep the best match.
  const rank = { matched: 2, needs_review: 1, unmatched: 0 } as const;
  let candidate: (typeof candidates)[number] | undefined;
  let details: PublicMatchDetails = { match: "unmatched", name: null, email: null };
  for (const c of candidates) {
    const d = matchPublicTerminationDetails(form, {
      contract_number: c.contract.number,
      lastname: c.holder.ownerLastname ?? "",
      email: c.holder.email ?? "",
      company: c.holder.name,
      sign_in_emails: c.signInEmails ?? [],
    });
    if (rank[d.match] > rank[details.match]) [candidate, details] = [c, d];
  }
  const match = details.match;
  const matched = match === "matched" && candidate ? candidate : null;
  const requested = draft.effectiveDate;
  const effectiveDate = (() => {
    const status = matched?.contract.status;
    if (!matched || !isContractStatus(status) || !isTerminationReason(draft.reason)) return requested;
    const c = matched.contract;
    const earliest = earliestEffectiveDate({
      reason: draft.reason,
      contract: { type: c.type, status, start_date: c.startDate ?? today, due_date: c.dueDate },
      requestDay: today,
    });
    return requested ? maxDate(requested, earliest) : earliest;
  })();
  const withdrawal = newWithdrawalToken();
  const person = personOf(draft) || (identity.company_name ?? "");
  const marksContract = Boolean(matched && isContractStatus(matched.contract.status) && isInForce(matched.contract.status) && !matched.contract.termination);

  return db.transaction(async (tx) => {
    const [sent] = await tx
      .update(terminationRequests)
      .set({
        // A partial match is the holder's to see and withdraw too (issue 41 point 4): it names their contract, so it is filed under them.
        clientId: match === "unmatched" ? null : (candidate?.contract.clientId ?? null),
        contractId: match === "unmatched" ? null : (candidate?.contract.id ?? null),
        effectiveDate,
        identity: {
          ...(draft.identity as Record<string, unknown>),
          match,
          matched_on: { contract_number: match !== "unmatched", name: details.name, email: details.email },
          withdrawal_token_hash: matched ? withdrawal.hash : null,
        },
        status: match === "matched" ? "received" : "needs_review",
        submittedAt: now,
      })
      .where(and(eq(terminationRequests.id, draft.id), eq(terminationRequests.brandId, brand.id)))
      .returning();
    await tx
      .transaction(async (effects) => {
        await effects
          .update(contracts)
          .set({
            termination: { request_id: sent.id, source: "public", reason: sent.reason, effective_date: effectiveDate, requested_at: now.toISOString() },
            updatedAt: now,
          })
          .where(
            and(
              eq(contracts.id, marksContract && matched ? matched.contract.id : sent.id),
              ownedByClient(contracts, { brandId: brand.id, clientId: matched?.contract.clientId ?? sent.id }),
            ),
          );
        // The address given is the holder's (a full match): the acknowledgement, with its PDF and the link to withdraw, goes there.
        await enqueueAcknowledgement(effects, {
          brand,
          locale,
          to: sent.email ?? "",
          name: person,
          // A request that matched nothing has no end date yet: the stand-in PDF says today's.
          request: { ...sent, effectiveDate: sent.effectiveDate ?? today },
          holder: { name: person, company: personOf(sent) ? (identity.company_name ?? null) : null },
          contract: matched ? { number: matched.contract.number, label: matched.contract.label } : { number: form.contract_number, label: "" },
          now,
          template: "termination-public-acknowledgement",
          withdrawalLink: withdrawalLink(deps, brand, withdrawal.token, locale),
        });
        if (!matched) effects.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    deps.log.info("public_termination_received", { request: sent.id, match });
    return { status: "received" as const, reference: sent.id, received_at: sent.submittedAt ?? now };
  });
}

/** The portal's withdrawal page for the e-mail, in the words of its locale. */
function withdrawalLink(deps: AppDeps, brand: Brand, token: string, locale?: string) {
  return brandPageLink(deps.config, brand, "termination-withdrawal", { params: { token }, locale });
}

const personOf = (row: { firstname: string | null; lastname: string | null }) => [row.firstname, row.lastname].filter(Boolean).join(" ");

const publicLimit = () => rateLimit({ name: "public-termination", limit: 10, windowMs: 3_600_000, key: (c) => clientIp(c) });

export const createPublicTermination = implement(endpoints.createPublicTermination, {
  bodyLimit: uploadBodyLimit(uploadLimits.termination, "file"),
  middleware: [publicLimit()],
  handler: async ({ db, brand, body, now, deps }) => {
    const form = checkedForm(body, now);
    const { draft } = await saveDraft(deps, db, brand, form, body);
    return sendDraft(deps, db, brand, draft, now, body.locale);
  },
});

export const savePublicTerminationDraft = implement(endpoints.savePublicTerminationDraft, {
  bodyLimit: uploadBodyLimit(uploadLimits.termination, "file"),
  middleware: [publicLimit()],
  handler: async ({ db, brand, body, now, deps }) => {
    const form = checkedForm(body, now);
    const { draft, files } = await saveDraft(deps, db, brand, form, body);
    return draftBody(draft, files);
  },
});

function draftBody(draft: typeof terminationRequests.$inferSelect, files: (typeof terminationRequestFiles.$inferSelect)[]) {
  const identity = draft.identity as { company_name?: string | null };
  return {
    reference: draft.id,
    firstname: draft.firstname ?? "",
    lastname: draft.lastname ?? "",
    company_name: identity.company_name ?? null,
    email: draft.email ?? "",
    contract_number: draft.contractNumber ?? "",
    reason: draft.reason,
    date: draft.effectiveDate,
    details: draft.description,
    files: files.map((f) => ({ name: f.name, mime: f.mime, size: f.size })),
  };
}

/** A draft of this brand, still a draft and less than a day old: its reference is the visitor's only key. */
async function publicDraft(db: Database, brandId: string, reference: string, now: Date) {
  const [draft] = await db
    .select()
    .from(terminationRequests)
    .where(
      and(
        eq(terminationRequests.brandId, brandId),
        eq(terminationRequests.id, reference),
        eq(terminationRequests.isPublic, true),
        eq(terminationRequests.status, "draft"),
        gt(terminationRequests.createdAt, new Date(now.getTime() - draftLifetimeMs)),
      ),
    );
  if (!draft) throw notFound();
  return draft;
}

export const getPublicTerminationDraft = implement(endpoints.getPublicTerminationDraft, {
  handler: async ({ db, brand, params, now }) => {
    const draft = await publicDraft(db, brand.id, params.reference, now);
    const files = await db
      .select()
      .from(terminationRequestFiles)
      .where(and(eq(terminationRequestFiles.brandId, brand.id), eq(terminationRequestFiles.terminationRequestId, draft.id)));
    return draftBody(draft, files);
  },
});

export const submitPublicTerminationDraft = implement(endpoints.submitPublicTerminationDraft, {
  middleware: [publicLimit()],
  handler: async ({ db, brand, params, body, now, deps }) => {
    const draft = await publicDraft(db, brand.id, params.reference, now);
    return sendDraft(deps, db, brand, draft, now, body.locale);
  },
});

/**
 * The confirmation page (step 3) reads what it says here, not from its
 * address (issue 41): a sent public request of this brand, by its
 * reference, for a day after it was sent. The same body whether it matched.
 */
export const getPublicTerminationReceived = implement(endpoints.getPublicTerminationReceived, {
  handler: async ({ db, brand, params, now }) => {
    const [sent] = await db
      .select({ id: terminationRequests.id, submittedAt: terminationRequests.submittedAt })
      .from(terminationRequests)
      .where(
        and(
          eq(terminationRequests.brandId, brand.id),
          eq(terminationRequests.id, params.reference),
          eq(terminationRequests.isPublic, true),
          ne(terminationRequests.status, "draft"),
          gt(terminationRequests.submittedAt, new Date(now.getTime() - draftLifetimeMs)),
        ),
      );
    if (!sent?.submittedAt) throw notFound();
    return { status: "received" as const, reference: sent.id, received_at: sent.submittedAt };
  },
});

function withdrawalBody(row: typeof terminationRequests.$inferSelect, now: Date) {
  const identity = row.identity as { company_name?: string | null; withdrawn_at?: string };
  return {
    reference: row.id,
    contract_number: row.contractNumber ?? "",
    received_at: row.submittedAt ?? row.createdAt,
    effective_date: row.effectiveDate,
    status: row.status,
    filed_by: { name: personOf(row), company_name: identity.company_name ?? null, email: row.email ?? "" },
    withdrawable: isWithdrawable(row, parisDay(now)),
    withdrawn_at: identity.withdrawn_at ? new Date(identity.withdrawn_at) : null,
  };
}

async function requestOfToken(db: Database, brand: Brand, token: string) {
  const row = await requestByWithdrawalToken(db, brand.id, token);
  if (!row || row.status === "draft") throw notFound();
  return row;
}

export const getPublicTerminationWithdrawal = implement(endpoints.getPublicTerminationWithdrawal, {
  handler: async ({ db, brand, params, now }) => withdrawalBody(await requestOfToken(db, brand, params.token), now),
});

export const withdrawPublicTermination = implement(endpoints.withdrawPublicTermination, {
  middleware: [publicLimit()],
  handler: async ({ db, brand, params, now, deps }) => {
    const row = await requestOfToken(db, brand, params.token);
    if (row.status === "withdrawn") return withdrawalBody(row, now);
    if (!isWithdrawable(row, parisDay(now))) throw validationFailed({ request: ["termination.not-withdrawable"] });
    const withdrawn = await withdrawTermination(db, row, "email_link", now);
    deps.log.info("public_termination_withdrawn", { request: row.id, by: "email_link" });
    return withdrawalBody(withdrawn, now);
  },
});

export const terminationRequestRoutes = [
  getPublicTerminationSettings,
  createPublicTermination,
  savePublicTerminationDraft,
  getPublicTerminationDraft,
  submitPublicTerminationDraft,
  getPublicTerminationReceived,
  getPublicTerminationWithdrawal,
  withdrawPublicTermination,
];
