/**
 * Deadline timeline of a contract (SPEC "Timeline entry: year, description,
 * document name"). Descriptions are codes of domain/timeline.ts, which the
 * portal translates; the broker writes no sentence here.
 */
import { and, asc, eq } from "drizzle-orm";
import { documents, timelineEntries } from "../../db/schema";
import { isCertificateType } from "../../../contract/codes/states";
import { defineRoute } from "../../http/registry";
import { contractPath as contractUrl } from "../../views/contracts";
import { ContractParams, TimelineList } from "../../../contract/wire/contracts";
import { ofContract } from "../../scope/contract-rows";
import { contractPath } from "../../scope/contract";

export const listContractTimeline = defineRoute({
  method: "get",
  path: `${contractPath}/timeline`,
  summary: "Deadline timeline of the contract, oldest year first",
  description:
    "Each entry: `year`, `description_code` (timeline.contract-start, timeline.anniversary, timeline.premium-review, timeline.notice-deadline, timeline.formal-notice, timeline.termination; the portal translates it), `document_name` and `document_url` (the contract document's download, or null).",
  tags: ["contracts"],
  auth: "client",
  params: ContractParams,
  response: TimelineList,
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
