/**
 * Logged-in termination of a contract (SPEC section 5 "Termination"):
 * the reasons the form loads, and the multipart request.
 * Rules: domain/termination.ts; files: files/uploads.ts (0 to 5, pdf or jpg).
 */
import { and, eq } from "drizzle-orm";
import { ContractParams, TerminationRequestBody, TerminationRequestInput, TerminationSettingsBody } from "../../wire/contracts";
import { contracts, terminationRequestFiles, terminationRequests } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { isContractStatus, isInForce } from "../../domain/contract-kind";
import { checkTerminationRequest, terminationSettings, type TerminationContract } from "../../domain/termination";
import { acceptAll, uploadLimits } from "../../files/uploads";
import { validationFailed } from "../../http/errors";
import { defineRoute } from "../../http/registry";
import { ownedByClient } from "../../scope/ownership";
import { rateLimit } from "../../http/rate-limit";
import { enqueueEmail } from "../../outbox/outbox";
import { terminationAcknowledgementMessages } from "../../outbox/client-messages";
import { messageLanguage } from "../../auth/messages";
import { toTerminationRequestBody, type ContractRow } from "../../views/contracts";
import { terminationRequested } from "./menus";
import { clientTypeOf, fileStoreFor, filesField, uploadBodyLimit, uploadFailure, withStoredFiles } from "./shared";

const tags = ["termination"];

function terminationContract(row: ContractRow, requested: boolean): TerminationContract {
  return {
    type: row.type,
    status: isContractStatus(row.status) ? row.status : "project",
    start_date: row.startDate ?? parisDay(row.createdAt),
    due_date: row.dueDate,
    termination_requested: requested,
  };
}

export const getTerminationSettings = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests/settings",
  summary: "Termination reasons for this contract (with the earliest effective date of each) and the file limits",
  tags,
  auth: "client",
  params: ContractParams,
  response: TerminationSettingsBody,
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

export const createTerminationRequest = defineRoute({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests",
  summary: "Ask for the termination of the contract (multipart: date, reason, details, file[] up to 5 pdf/jpg)",
  description:
    "Without a date, the earliest legal date applies. Errors are codes on the field: reason (field.not-allowed), date (termination.date-too-early, termination.date-too-late), contract (termination.not-terminable, termination.already-requested), file / file.N (upload.*).",
  tags,
  auth: "client",
  params: ContractParams,
  body: TerminationRequestInput,
  bodyType: "multipart",
  response: TerminationRequestBody,
  status: 201,
  bodyLimit: uploadBodyLimit(uploadLimits.termination, "file"),
  middleware: [rateLimit({ name: "termination-request", limit: 20, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  loads: "contract",
  handler: async ({ db, brand, client, session, body, now, deps, scope, contract: row }) => {
    const today = parisDay(now);
    const contract = terminationContract(row, await terminationRequested(db, scope, row));
    const checked = checkTerminationRequest(
      { reason: body.reason, date: body.date, details: body.details, event_date: body.event_date },
      { contract, clientType: clientTypeOf(client), today },
    );
    if (!checked.ok) throw validationFailed(checked.errors);
    const { value, field } = filesField(body);
    const files = await acceptAll(value, uploadLimits.termination, field).catch(uploadFailure);
    const request = checked.value;
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
            status: "received",
          })
          .returning();
        const fileRows = stored.length
          ? await tx
              .insert(terminationRequestFiles)
              .values(
                stored.map((s) => ({
                  brandId: brand.id,
                  terminationRequestId: created.id,
                  name: s.originalName,
                  mime: s.mime,
                  size: s.size,
                  storageKey: s.key,
                })),
              )
              .returning()
          : [];
        await tx
          .update(contracts)
          .set({
            termination: {
              request_id: created.id,
              source: "client",
              reason: request.reason,
              effective_date: request.effective_date,
              requested_at: now.toISOString(),
            },
            updatedAt: now,
          })
          .where(and(eq(contracts.id, row.id), ownedByClient(contracts, scope)));
        await enqueueEmail(tx, {
          brandId: brand.id,
          to: session.account.email,
          ...terminationAcknowledgementMessages[messageLanguage(brand.country, body.locale)]({
            brand: brand.name,
            name: `${session.account.firstname} ${session.account.lastname}`,
            contractNumber: row.number,
            contractLabel: row.label,
            reference: created.id,
            effectiveDay: request.effective_date,
          }),
          template: "termination-acknowledgement",
        });
        return toTerminationRequestBody(created, fileRows);
      }),
    );
    deps.log.info("termination_requested", { request: result.id, contract: row.id, files: files.length });
    return result;
  },
});

export const contractTerminationRoutes = [getTerminationSettings, createTerminationRequest];
