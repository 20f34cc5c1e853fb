/**
 * Termination requests of a contract read back: the tab shows the latest
 * with its state, the summary step shows a draft, and the acknowledgement
 * PDF (the one the e-mail carried) is drawn again in the `?lang=` asked.
 */
import * as endpoints from "../../../contract/endpoints/contract/termination-read";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Scope } from "../../scope/contract";
import { terminationRequestFiles, terminationRequests } from "../../db/schema";
import { notFound, validationFailed } from "../../http/errors";
import { parisDay } from "../../domain/calendar";
import { isWithdrawable, withdrawTermination } from "../../termination/withdrawal";
import { implement } from "../../http/registry";
import { ownedByClient } from "../../scope/ownership";
import { acknowledgementFileName, acknowledgementPdf } from "../../termination/acknowledgement";
import { awaitsReview, toTerminationRequestBody } from "../../views/contracts";
import { pdfClient } from "./files";
import { downloadFile, languageFor } from "./shared";

export const listTerminationRequests = implement(endpoints.listTerminationRequests, {
  loads: "contract",
  handler: async ({ db, brand, scope, contract, now }) => {
    const rows = await db
      .select()
      .from(terminationRequests)
      .where(and(ownedByClient(terminationRequests, scope), eq(terminationRequests.contractId, contract.id), ne(terminationRequests.status, "draft")))
      .orderBy(desc(terminationRequests.createdAt), desc(terminationRequests.id));
    const files = rows.length
      ? await db
          .select()
          .from(terminationRequestFiles)
          .where(
            and(
              eq(terminationRequestFiles.brandId, brand.id),
              inArray(
                terminationRequestFiles.terminationRequestId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    return rows.map((row) =>
      toTerminationRequestBody(
        row,
        files.filter((f) => f.terminationRequestId === row.id),
        parisDay(now),
      ),
    );
  },
});

async function requestOf(db: Database, scope: Scope, contractId: string, id: string) {
  const [row] = await db
    .select()
    .from(terminationRequests)
    .where(and(ownedByClient(terminationRequests, scope), eq(terminationRequests.contractId, contractId), eq(terminationRequests.id, id)));
  if (!row) throw notFound();
  return row;
}

export const getTerminationRequest = implement(endpoints.getTerminationRequest, {
  loads: "contract",
  handler: async ({ db, brand, params, scope, contract, now }) => {
    const row = await requestOf(db, scope, contract.id, params.request);
    return toTerminationRequestBody(row, await filesOf(db, brand.id, row.id), parisDay(now));
  },
});

const filesOf = (db: Database, brandId: string, requestId: string) =>
  db
    .select()
    .from(terminationRequestFiles)
    .where(and(eq(terminationRequestFiles.brandId, brandId), eq(terminationRequestFiles.terminationRequestId, requestId)));

/**
 * The holder withdraws a public request they did not make (decision 0173),
 * from the contract's termination tab, until it takes effect: the request
 * is `withdrawn` and the contract shows no pending termination any more.
 */
export const withdrawTerminationRequest = implement(endpoints.withdrawTerminationRequest, {
  loads: "contract",
  handler: async ({ db, brand, params, scope, contract, now, deps }) => {
    const row = await requestOf(db, scope, contract.id, params.request);
    const today = parisDay(now);
    if (row.status !== "withdrawn") {
      if (!isWithdrawable(row, today)) throw validationFailed({ request: ["termination.not-withdrawable"] });
      await withdrawTermination(db, row, "holder_session", now);
      deps.log.info("public_termination_withdrawn", { request: row.id, by: "holder_session" });
    }
    const withdrawn = await requestOf(db, scope, contract.id, params.request);
    return toTerminationRequestBody(withdrawn, await filesOf(db, brand.id, row.id), today);
  },
});

export const downloadTerminationAcknowledgement = implement(endpoints.downloadTerminationAcknowledgement, {
  loads: "contract",
  handler: async ({ db, brand, client, params, query, now, deps, scope, contract }) => {
    const request = await requestOf(db, scope, contract.id, params.request);
    if (request.status === "draft" || awaitsReview(request)) throw notFound();
    const draw = async () => ({
      bytes: await acknowledgementPdf({
        brand,
        lang: languageFor(brand, query.lang),
        request,
        holder: pdfClient(client),
        contract: { number: contract.number, label: contract.label },
        now,
      }),
      mime: "application/pdf",
    });
    return downloadFile(deps, { key: null, name: acknowledgementFileName(request), draw });
  },
});

export const contractTerminationReadRoutes = [listTerminationRequests, getTerminationRequest, downloadTerminationAcknowledgement, withdrawTerminationRequest];
