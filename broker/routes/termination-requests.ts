/**
 * Easy termination without logging in (SPEC section 1, "termination in three
 * clicks"): the answer and the e-mail are the same whether the contract
 * number exists or not; the request is matched to a contract afterwards.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { clients, contracts, terminationRequestFiles, terminationRequests } from "../db/schema";
import { maxDate, parisDay } from "../domain/calendar";
import { isContractStatus, isInForce } from "../domain/contract-kind";
import { checkPublicTerminationRequest, earliestEffectiveDate, matchPublicTermination, normalizeContractNumber, type PublicMatch } from "../domain/termination";
import { acceptAll, uploadLimits } from "../files/uploads";
import { validationFailed } from "../http/errors";
import { clientIp, rateLimit } from "../http/rate-limit";
import { defineRoute } from "../http/registry";
import { ownedByClient } from "../scope/ownership";
import { enqueueEmail } from "../outbox/outbox";
import { publicTerminationMessages } from "../outbox/client-messages";
import { messageLanguage } from "../auth/messages";
import { PublicTerminationBody, PublicTerminationInput } from "../wire/client-space";
import { fileStoreFor, filesField, uploadBodyLimit, uploadFailure, withStoredFiles } from "./contract/shared";

export const createPublicTermination = defineRoute({
  method: "post",
  path: "/v2/termination-requests",
  summary: "Easy termination without logging in (identity, contract number, reason, date, up to 5 pdf/jpg files)",
  description:
    "Always answers 202 with the same body, whether the contract number exists or not. The request is matched to a contract afterwards; only a full match (number, last name and e-mail) is recorded on the contract.",
  tags: ["termination"],
  auth: "brand",
  body: PublicTerminationInput,
  bodyType: "multipart",
  response: PublicTerminationBody,
  status: 202,
  bodyLimit: uploadBodyLimit(uploadLimits.termination, "file"),
  middleware: [rateLimit({ name: "public-termination", limit: 10, windowMs: 3_600_000, key: (c) => clientIp(c) })],
  handler: async ({ db, brand, body, now, deps }) => {
    const today = parisDay(now);
    const checked = checkPublicTerminationRequest({ ...body, details: body.details ?? body.description }, today);
    if (!checked.ok) throw validationFailed(checked.errors);
    const form = checked.value;
    const { value, field } = filesField(body);
    const files = await acceptAll(value, uploadLimits.termination, field).catch(uploadFailure);

    // Matching: same brand, number compared without case or separators.
    const normalized = normalizeContractNumber(form.contract_number);
    const candidates = await db
      .select({ contract: contracts, holderEmail: clients.email, holderLastname: clients.ownerLastname })
      .from(contracts)
      .innerJoin(clients, and(eq(clients.id, contracts.clientId), eq(clients.brandId, contracts.brandId)))
      .where(and(eq(contracts.brandId, brand.id), sql`upper(regexp_replace(${contracts.number}, '[[:space:]._/-]+', '', 'g')) = ${normalized}`))
      .orderBy(asc(contracts.createdAt), asc(contracts.id))
      .limit(20);
    // Several clients may hold the same number (numbers come from different insurers): keep the best match.
    const rank = { matched: 2, needs_review: 1, unmatched: 0 } as const;
    let candidate: (typeof candidates)[number] | undefined;
    let match: PublicMatch = "unmatched";
    for (const c of candidates) {
      const m = matchPublicTermination(form, {
        contract_number: c.contract.number,
        lastname: c.holderLastname ?? "",
        email: c.holderEmail ?? "",
      });
      if (rank[m] > rank[match]) [candidate, match] = [c, m];
    }
    const matched = match === "matched" && candidate ? candidate.contract : null;

    const effectiveDate = (() => {
      if (!matched || !isContractStatus(matched.status)) return form.date ?? null;
      const earliest = earliestEffectiveDate({
        reason: form.reason,
        contract: { type: matched.type, status: matched.status, start_date: matched.startDate ?? today, due_date: matched.dueDate },
        requestDay: today,
      });
      return form.date ? maxDate(form.date, earliest) : earliest;
    })();

    const row = await withStoredFiles(fileStoreFor(deps), files, (stored) =>
      db.transaction(async (tx) => {
        const [request] = await tx
          .insert(terminationRequests)
          .values({
            brandId: brand.id,
            clientId: matched?.clientId ?? null,
            contractId: match === "unmatched" ? null : (candidate?.contract.id ?? null),
            isPublic: true,
            contractNumber: form.contract_number,
            reason: form.reason,
            description: form.details ?? null,
            effectiveDate,
            firstname: form.firstname,
            lastname: form.lastname,
            email: form.email,
            identity: {
              phone: form.phone ?? null,
              birth_date: form.birth_date ?? null,
              postal_code: form.postal_code ?? null,
              company_name: form.company_name ?? null,
              requested_date: form.date ?? null,
              match,
            },
            status: match === "matched" ? "received" : "needs_review",
          })
          .returning();
        if (stored.length) {
          await tx.insert(terminationRequestFiles).values(
            stored.map((s) => ({
              brandId: brand.id,
              terminationRequestId: request.id,
              name: s.originalName,
              mime: s.mime,
              size: s.size,
              storageKey: s.key,
            })),
          );
        }
        if (matched && isContractStatus(matched.status) && isInForce(matched.status) && !matched.termination) {
          await tx
            .update(contracts)
            .set({
              termination: {
                request_id: request.id,
                source: "public",
                reason: form.reason,
                effective_date: effectiveDate,
                requested_at: now.toISOString(),
              },
              updatedAt: now,
            })
            .where(and(eq(contracts.id, matched.id), ownedByClient(contracts, { brandId: brand.id, clientId: matched.clientId })));
        }
        // The same text whatever the match: the e-mail must not reveal whether the number exists.
        await enqueueEmail(tx, {
          brandId: brand.id,
          to: form.email,
          ...publicTerminationMessages[messageLanguage(brand.country, body.locale)]({
            brand: brand.name,
            name: `${form.firstname} ${form.lastname}`,
            contractNumber: form.contract_number,
            reference: request.id,
          }),
          template: "termination-public-acknowledgement",
        });
        return request;
      }),
    );
    deps.log.info("public_termination_received", { request: row.id, files: files.length, match });
    return { status: "received" as const, reference: row.id, received_at: row.createdAt };
  },
});

export const terminationRequestRoutes = [createPublicTermination];
