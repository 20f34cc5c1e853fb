/**
 * Optional: real bytes for the demo files that are "uploaded" by the customer
 * (claim proof files, required documents), as small generated PDFs in a
 * FileStore. Without it those rows keep a key with nothing behind it.
 * Planning notices are not written: the broker draws them on each download,
 * in the language asked (decision 0090).
 * Idempotent: a row whose key is found in the store is left alone; otherwise a
 * PDF is rendered, stored, and the row's storage_key updated.
 */
import { and, eq } from "drizzle-orm";
import type { FileStore } from "../../files/file-store";
import { renderContractDocumentPdf } from "../../files/pdf";
import type { Database } from "../client";
import { claimFiles, requiredDocuments } from "../schema";
import { BRANDS } from "../brands";
import { buildBrandDemo } from "./brand-data";
import { COUNTRY_DATA } from "./people";
import { REFERENCE_DAY } from "./util";

export async function writeDemoFiles(db: Database, store: FileStore, now: Date): Promise<number> {
  let written = 0;
  for (const brand of BRANDS) {
    const rows = buildBrandDemo(brand.id, brand.country, { demo: "", manager: "" });
    const lang = COUNTRY_DATA[brand.country].lang;
    const common = { brandName: brand.name, lang, generatedAt: now };
    const uploaded = (title: string, id: string) => (clientId: string) =>
      renderContractDocumentPdf({
        ...common,
        documentTitle: title,
        client: { name: clientId },
        contract: { number: id, label: title, startDate: REFERENCE_DAY },
      });
    const targets = [
      ...rows.claimFiles.map((f) => ({ table: claimFiles, id: f.id!, render: uploaded(f.name, f.id!) })),
      ...rows.requiredDocuments.filter((r) => r.storageKey).map((r) => ({ table: requiredDocuments, id: r.id!, render: uploaded(r.title, r.id!) })),
    ];
    for (const target of targets) {
      const [row] = await db
        .select({ storageKey: target.table.storageKey, clientId: target.table.clientId })
        .from(target.table)
        .where(and(eq(target.table.id, target.id), eq(target.table.brandId, brand.id)));
      if (!row || (row.storageKey && (await store.get(row.storageKey)))) continue;
      const bytes = await target.render(row.clientId ?? "");
      const stored = await store.put(bytes, { mime: "application/pdf", originalName: `${target.id}.pdf` });
      await db
        .update(target.table)
        .set({ storageKey: stored.key })
        .where(and(eq(target.table.id, target.id), eq(target.table.brandId, brand.id)));
      written++;
    }
  }
  return written;
}
