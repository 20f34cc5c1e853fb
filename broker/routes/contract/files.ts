/**
 * Contract files: invoice PDFs, documents and their downloads,
 * certificates (list and PDF). Required documents: required-documents.ts. Stored files are served
 * from the file store as issued; rows without a stored file get a PDF
 * generated on each download in the `?lang=` asked (files/pdf.ts, decision
 * 0090), so every listed document can be downloaded.
 */
import * as endpoints from "../../../contract/endpoints/contract/files";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, vehicles } from "../../db/schema";
import { contractKindOf, isVehicleKind } from "../../domain/contract-kind";
import { parisDay } from "../../domain/calendar";
import type { Language } from "../../../contract/codes/language";
import { renderGreenCardPdf } from "../../files/pdf-green-card";
import { certificateTypes, isCertificateType } from "../../../contract/codes/states";
import { renderCertificatePdf, renderContractDocumentPdf, renderInvoicePdf, type PdfClient } from "../../files/pdf";
import type { Brand, Client } from "../../http/context";
import { notFound } from "../../http/errors";
import { implement } from "../../http/registry";
import { ownedByClient } from "../../scope/ownership";
import { toDocumentBody, type ContractRow } from "../../views/contracts";
import { contractDocument, contractInvoice, ofContract } from "../../scope/contract-rows";
import { coverEnd, invoiceWithinCover } from "../../domain/cover-end";
import { type Scope } from "../../scope/contract";
import { downloadFile, languageFor } from "./shared";

export function pdfClient(client: Client): PdfClient {
  const address = [client.address, [client.postalCode, client.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const person = [client.ownerFirstname, client.ownerLastname].filter(Boolean).join(" ");
  return { name: person || client.name, company: person ? client.name : null, address: address || null };
}

/** What every drawn PDF shares; `lang` is the `?lang=` of the page the file was asked from, else the brand's language. */
const common = (brand: Brand, lang: Language, now: Date) => ({ brandName: brand.name, lang, generatedAt: now });

/** The vehicles still in the garage of a fleet or auto contract: what the certificate and the green card list. */
async function insuredVehicles(db: Database, scope: Scope, contract: ContractRow, today: string): Promise<{ registration: string; model: string | null }[]> {
  if (!isVehicleKind(contractKindOf(contract.type))) return [];
  const rows = await db
    .select()
    .from(vehicles)
    .where(ofContract(vehicles, scope, contract.id))
    .orderBy(asc(vehicles.registrationNumber));
  return rows.filter((v) => !v.exitDate || v.exitDate >= today).map((v) => ({ registration: v.registrationNumber, model: v.model }));
}

export const downloadInvoice = implement(endpoints.downloadInvoice, {
  loads: "contract",
  handler: async ({ db, brand, client, params, query, now, deps, scope, contract }) => {
    // As owed under the contract's end (domain/cover-end.ts, decision 0267): an unpaid premium for cover after it is
    // listed nowhere (404); one cut to the days covered is drawn as cut, not served as first issued.
    const stored = await contractInvoice(db, scope, contract.id, params.invoice);
    const invoice = invoiceWithinCover(stored, coverEnd(contract));
    if (!invoice) throw notFound();
    const draw = async () => {
      const issuedOn = parisDay(invoice.issuedAt ?? invoice.createdAt);
      const lang = languageFor(brand, query.lang);
      const bytes = await renderInvoicePdf({
        ...common(brand, lang, now),
        client: pdfClient(client),
        contract: { number: contract.number, label: contract.label },
        invoice: {
          number: invoice.number ?? invoice.id,
          kind: invoice.type,
          status: invoice.status,
          issuedOn,
          dueOn: invoice.dueDate,
          periodStart: invoice.periodStart ?? invoice.dueDate ?? issuedOn,
          periodEnd: invoice.periodEnd ?? invoice.periodStart ?? invoice.dueDate ?? issuedOn,
          currency: contract.currency,
          lines: [{ label: contract.label, amount: invoice.amount }],
          formalNoticeFee: invoice.feeFormalNotice,
        },
      });
      return { bytes, mime: "application/pdf" };
    };
    return downloadFile(deps, { key: invoice === stored ? invoice.storageKey : null, name: `invoice-${invoice.number ?? invoice.id}.pdf`, draw });
  },
});

export const listContractDocuments = implement(endpoints.listContractDocuments, {
  loads: "contract",
  handler: async ({ db, client, scope, contract }) => {
    const rows = await db
      .select()
      .from(documents)
      .where(ofContract(documents, scope, contract.id, eq(documents.visible, true)))
      .orderBy(asc(documents.createdAt), asc(documents.id));
    return { id: contract.id, documents: rows.filter((d) => !isCertificateType(d.type)).map((d) => toDocumentBody(d, client.id)) };
  },
});

export const downloadDocument = implement(endpoints.downloadDocument, {
  loads: "contract",
  handler: async ({ db, brand, client, params, query, now, deps, scope, contract }) => {
    const doc = await contractDocument(db, scope, contract.id, params.document);
    // Demo documents have no stored bytes: a PDF one is drawn from the rows, anything else is a 404.
    const draw = async () => {
      const bytes = await renderContractDocumentPdf({
        ...common(brand, languageFor(brand, query.lang), now),
        documentTitle: doc.label,
        client: pdfClient(client),
        contract: {
          number: contract.number,
          label: contract.label,
          startDate: contract.startDate ?? parisDay(contract.createdAt),
          dueDate: contract.dueDate,
          periodicity: contract.periodicity,
          price: contract.price === null ? null : { amount: contract.price, currency: contract.currency },
        },
      });
      return { bytes, mime: "application/pdf" };
    };
    const answer = await downloadFile(deps, { key: doc.storageKey, name: doc.name, draw: doc.mime === "application/pdf" ? draw : undefined });
    if (!doc.downloadedAt) {
      await db
        .update(documents)
        .set({ downloadedAt: now })
        .where(and(eq(documents.id, doc.id), ownedByClient(documents, scope)));
    }
    return answer;
  },
});

export const listContractCertificates = implement(endpoints.listContractCertificates, {
  loads: "contract",
  handler: async ({ db, client, scope, contract }) => {
    const rows = await db
      .select()
      .from(documents)
      .where(ofContract(documents, scope, contract.id, inArray(documents.type, [...certificateTypes]), eq(documents.visible, true)))
      .orderBy(desc(documents.createdAt));
    return rows.map((d) => toDocumentBody(d, client.id, "certificates"));
  },
});

export const downloadCertificate = implement(endpoints.downloadCertificate, {
  loads: "contract",
  handler: async ({ db, brand, client, params, query, now, deps, scope, contract }) => {
    const doc = await contractDocument(db, scope, contract.id, params.certificate);
    if (!isCertificateType(doc.type)) throw notFound();
    const draw = async () => {
      const today = parisDay(now);
      const lang = languageFor(brand, query.lang);
      if (doc.type === "green_card") {
        const validFrom = contract.startDate ?? parisDay(contract.createdAt);
        const bytes = await renderGreenCardPdf({
          ...common(brand, lang, now),
          client: pdfClient(client),
          contract: { number: contract.number, label: contract.label },
          country: brand.country,
          validFrom,
          validTo: contract.terminatedDate ?? contract.dueDate ?? validFrom,
          vehicles: await insuredVehicles(db, scope, contract, today),
        });
        return { bytes, mime: "application/pdf", name: doc.name.endsWith(".pdf") ? doc.name : `${doc.name}.pdf` };
      }
      const bytes = await renderCertificatePdf({
        ...common(brand, lang, now),
        client: pdfClient(client),
        contract: { number: contract.number, label: contract.label },
        validFrom: contract.startDate ?? parisDay(contract.createdAt),
        validTo: contract.terminatedDate,
        issuedOn: parisDay(doc.createdAt),
        insuredItems: (await insuredVehicles(db, scope, contract, today)).map((v) => [v.registration, v.model].filter(Boolean).join(" ")),
      });
      return { bytes, mime: "application/pdf", name: doc.name.endsWith(".pdf") ? doc.name : `${doc.name}.pdf` };
    };
    return downloadFile(deps, { key: doc.storageKey, name: doc.name, draw });
  },
});

export const contractFileRoutes = [downloadInvoice, listContractDocuments, downloadDocument, listContractCertificates, downloadCertificate];
