/**
 * The international motor insurance card ("green card", Council of Bureaux model): its own document, not a copy of the
 * insurance certificate. It names the issuing country, the card number, the period of validity, each insured vehicle
 * (registration, make and model, category) and the countries covered by their codes, in the language asked.
 */
import type { IsoDate } from "../domain/calendar";
import { compose, formatDay, type PdfClient, type PdfCommon, type PdfContractRef, textsFor } from "./pdf";
import type { Row } from "./pdf-layout";

/** International vehicle registration codes of the Green Card system's EEA and Swiss members, the countries every card covers. */
export const GREEN_CARD_COUNTRIES = [
  "A",
  "B",
  "BG",
  "CH",
  "CY",
  "CZ",
  "D",
  "DK",
  "E",
  "EST",
  "F",
  "FIN",
  "GR",
  "H",
  "HR",
  "I",
  "IRL",
  "IS",
  "L",
  "LT",
  "LV",
  "M",
  "N",
  "NL",
  "P",
  "PL",
  "RO",
  "S",
  "SK",
  "SLO",
] as const;

/** The card's issuing country code, from the brand's country. */
const ISSUING_CODE: Record<string, string> = { FR: "F", IT: "I", DE: "D", ES: "E" };

export type GreenCardPdfInput = PdfCommon & {
  client: PdfClient;
  contract: PdfContractRef;
  /** ISO 3166 code of the brand's country (FR, IT, DE, ES). */
  country: string;
  validFrom: IsoDate;
  validTo: IsoDate;
  vehicles: { registration: string; model: string | null }[];
};

export async function renderGreenCardPdf(input: GreenCardPdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const g = t.greenCard;
  const day = (value: IsoDate) => formatDay(value, input.lang);
  const issuing = ISSUING_CODE[input.country.toUpperCase()] ?? input.country.toUpperCase();
  const cardNumber = `${issuing}/${input.contract.number}`;
  const pdf = await compose(input, g.title, cardNumber);
  pdf.paragraph(g.intro(day(input.validFrom), day(input.validTo)));
  const rows: Row[] = [
    [g.validity, g.periodValue(day(input.validFrom), day(input.validTo))],
    [g.issuingCountry, issuing],
    [g.cardNumber, cardNumber],
    [t.contractNumber, input.contract.number],
    [g.issuedBy, input.brandName],
    [g.holder, input.client.company ?? input.client.name],
  ];
  if (input.client.address) rows.push([t.address, input.client.address]);
  pdf.table(rows);
  if (input.vehicles.length === 0) pdf.paragraph(g.none);
  for (const vehicle of input.vehicles) {
    pdf.heading(vehicle.registration).table([
      [g.registration, vehicle.registration],
      [g.make, vehicle.model ?? "—"],
      [g.category, g.categoryCar],
    ]);
  }
  pdf.heading(g.countries).paragraph(GREEN_CARD_COUNTRIES.join("  "));
  return pdf.save();
}
