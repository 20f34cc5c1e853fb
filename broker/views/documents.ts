/** A document row → the SPEC "Document or planning item" fields, for contracts' and quotes' documents alike. */
import type { DocumentBody } from "../../contract/wire/contracts";
import type { documents } from "../db/schema";

export type DocumentRow = typeof documents.$inferSelect;

/** `url`: the broker path that downloads it, which the caller knows (contract, certificate or quote route). */
export function toDocumentFields<Url extends string | null>(row: DocumentRow, url: Url): DocumentBody & { url: Url; token: string } {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    sublabel: row.sublabel,
    url,
    type: row.type,
    mime: row.mime,
    uploaded: row.uploaded,
    cacheable: row.cacheable,
    token: row.id,
    deleteable: row.deleteable,
    signature: row.signature,
    state: row.state,
    visible: row.visible,
    archived_at: row.archivedAt,
  };
}
