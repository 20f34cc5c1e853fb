/**
 * Deadline timeline of a contract (SPEC "Timeline entry: year, description,
 * document name"). Descriptions are codes of domain/timeline.ts, which the
 * portal translates; the broker writes no sentence here.
 */
import * as endpoints from "../../../contract/endpoints/contract/timeline";
import { and, asc, eq } from "drizzle-orm";
import { documents, timelineEntries } from "../../db/schema";
import { isCertificateType } from "../../../contract/codes/states";
import { implement } from "../../http/registry";
import { contractPath as contractUrl } from "../../views/contracts";
import { ofContract } from "../../scope/contract-rows";

export const listContractTimeline = implement(endpoints.listContractTimeline, {
  loads: "contract",
  handler: async ({ db, client, scope, contract }) => {
    // The document must be a visible one of the same contract: the link then always downloads.
    const linked = and(eq(documents.id, timelineEntries.documentId), ofContract(documents, scope, contract.id, eq(documents.visible, true)));
    const rows = await db
      .select({ entry: timelineEntries, document: { id: documents.id, label: documents.label, type: documents.type } })
      .from(timelineEntries)
      .leftJoin(documents, linked)
      .where(ofContract(timelineEntries, scope, contract.id))
      .orderBy(asc(timelineEntries.year), asc(timelineEntries.position), asc(timelineEntries.id));
    const base = contractUrl(client.id, contract.id);
    return rows.map(({ entry, document }) => ({
      id: entry.id,
      year: entry.year,
      description_code: entry.descriptionCode,
      document_name: entry.documentName ?? document?.label ?? null,
      document_url: document ? `${base}/${isCertificateType(document.type) ? "certificates" : "documents"}/${document.id}` : null,
    }));
  },
});

export const timelineRoutes = [listContractTimeline];
