/**
 * The SEPA mandate as a PDF (SPEC section 5: the mandate text cites the
 * 8-week refund window): the unique mandate reference (UMR), the brand's
 * creditor identifier (db/brands.ts), the debtor, the IBAN masked to its
 * last 4 characters, the BIC and the moment the consent box was ticked.
 * Rendered on each download, in the `?lang=` asked: everything on it is in the mandate row.
 */
import * as endpoints from "../../../contract/endpoints/contract/mandate-document";
import { sepaCreditorIdOf } from "../../db/brands";
import { renderSepaMandatePdf } from "../../files/pdf";
import { notFound } from "../../http/errors";
import { implement } from "../../http/registry";
import { pdfClient } from "./files";
import { activeMandate } from "./mandate";
import { fileResponse, languageFor } from "./shared";

export const downloadMandateDocument = implement(endpoints.downloadMandateDocument, {
  loads: "contract",
  handler: async ({ db, brand, client, query, now, scope, contract }) => {
    const mandate = await activeMandate(db, scope, contract.id);
    const creditorId = sepaCreditorIdOf(brand.id);
    // Without a creditor identifier there is no valid mandate to show.
    if (!mandate || !creditorId) throw notFound();
    const holder = pdfClient(client);
    const bytes = await renderSepaMandatePdf({
      brandName: brand.name,
      lang: languageFor(brand, query.lang),
      generatedAt: now,
      mandateReference: mandate.reference,
      creditor: { name: brand.name, identifier: creditorId },
      debtor: { name: mandate.holder ?? client.name, address: holder.address, iban: mandate.iban, bic: mandate.bic },
      paymentType: "recurrent",
      contract: { number: contract.number, label: contract.label },
      signedAt: mandate.legalAcceptedAt,
    });
    return fileResponse(bytes, "application/pdf", `mandate-${mandate.reference}.pdf`);
  },
});

export const mandateDocumentRoutes = [downloadMandateDocument];
