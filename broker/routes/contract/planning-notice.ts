/**
 * Planning notices: the PDF announcing one debit of the payment schedule
 * (the planning's `url`). A planning has a notice when one was issued for it
 * (`storage_key` set); a planning without one answers 404, like an unknown id.
 * Bytes in the store are a notice issued by the insurer, served as issued;
 * without them (the usual case: the broker never stores what it draws) the
 * notice is drawn from the row in the `?lang=` asked (decision 0090). A debit
 * the contract's end took off the schedule has none (decision 0267).
 */
import * as endpoints from "../../../contract/endpoints/contract/planning-notice";
import { renderPlanningNoticePdf } from "../../files/pdf-notice";
import { notFound } from "../../http/errors";
import { implement } from "../../http/registry";
import { pdfClient } from "./files";
import { contractInvoiceRows, contractPlanningRows } from "./child-reads";
import { scheduleWithinCover } from "../../domain/cover-end";
import { downloadFile, languageFor } from "./shared";

export const downloadPlanningNotice = implement(endpoints.downloadPlanningNotice, {
  loads: "contract",
  handler: async ({ db, brand, client, params, query, now, deps, scope, contract }) => {
    // The schedule as the contract's end has it (domain/cover-end.ts): a debit for cover after it has no notice any more,
    // a straddling one announces the days covered.
    // Only the schedule and the invoices its lines pay are read (no payments), each once.
    const [stored, invoiceRows] = await Promise.all([contractPlanningRows(db, scope, contract.id), contractInvoiceRows(db, scope, contract.id)]);
    const invoiceById = new Map(invoiceRows.map((invoice) => [invoice.id, invoice]));
    const planning = scheduleWithinCover(stored, contract, (id) => invoiceById.get(id)).find((line) => line.id === params.planning);
    if (!planning?.storageKey) throw notFound();
    // A line the contract's end left whole is the stored row itself and is served as issued; a prorated one is a copy
    // and is drawn, as the invoice PDF decides it (files.ts), with the days it covers and the full instalment.
    const prorated = "prorated" in planning ? planning.prorated : null;
    const name = `notice-${contract.number}-${planning.dueDate}.pdf`;
    const draw = async () => {
      const bytes = await renderPlanningNoticePdf({
        brandName: brand.name,
        lang: languageFor(brand, query.lang),
        generatedAt: now,
        client: pdfClient(client),
        contract: { number: contract.number, label: contract.label },
        notice: { reference: planning.id, dueOn: planning.dueDate, amount: planning.amount, currency: contract.currency, prorated },
      });
      return { bytes, mime: "application/pdf" };
    };
    return downloadFile(deps, { key: prorated ? null : planning.storageKey, name, draw });
  },
});

export const planningNoticeRoutes = [downloadPlanningNotice];
