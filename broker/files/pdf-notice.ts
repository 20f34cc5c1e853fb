/**
 * Payment notice ("avis d'échéance") of one planned debit: what is due on a
 * contract, and when. Same conventions as pdf.ts (amounts with their ISO
 * code, days as calendar days, French or English text).
 */
import type { IsoDate } from "../domain/calendar";
import { compose, formatDay, formatMoney, type PdfClient, type PdfCommon, type PdfContractRef } from "./pdf";
import type { Row } from "./pdf-layout";

const text = {
  en: {
    title: "Payment notice",
    intro: (brand: string) =>
      `${brand} informs you of the premium due on your contract on the date below. ` +
      "It is collected with the contract's payment method; keep this notice with your accounts.",
    policyholder: "Policyholder",
    contractNumber: "Contract number",
    product: "Product",
    dueOn: "Due on",
    amount: "Amount due",
    reference: "Notice reference",
  },
  fr: {
    title: "Avis d'échéance",
    intro: (brand: string) =>
      `${brand} vous informe de la cotisation due sur votre contrat à la date ci-dessous. ` +
      "Elle est réglée par le moyen de paiement du contrat ; conservez cet avis avec votre comptabilité.",
    policyholder: "Souscripteur",
    contractNumber: "Numéro de contrat",
    product: "Produit",
    dueOn: "Échéance",
    amount: "Montant dû",
    reference: "Référence de l'avis",
  },
};

export type PlanningNoticePdfInput = PdfCommon & {
  client?: PdfClient | null;
  contract: PdfContractRef;
  notice: { reference: string; dueOn: IsoDate; amount: number; currency: string };
};

export async function renderPlanningNoticePdf(input: PlanningNoticePdfInput): Promise<Uint8Array> {
  const t = input.lang === "fr" ? text.fr : text.en;
  const { notice } = input;
  const pdf = await compose(input, t.title, input.contract.number);
  pdf.paragraph(t.intro(input.brandName));
  const rows: Row[] = [];
  if (input.client) rows.push([t.policyholder, input.client.company ?? input.client.name]);
  rows.push(
    [t.contractNumber, input.contract.number],
    [t.product, input.contract.label],
    [t.dueOn, formatDay(notice.dueOn, input.lang)],
    [t.amount, formatMoney({ amount: notice.amount, currency: notice.currency }, input.lang)],
    [t.reference, notice.reference],
  );
  pdf.table(rows);
  return pdf.save();
}
