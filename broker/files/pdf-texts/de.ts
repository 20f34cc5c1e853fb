import type { PdfTexts } from "./en";

export const de: PdfTexts = {
  generatedOn: (brand: string, at: string) => `Erstellt am ${at} von ${brand}`,
  page: (n: number, total: number) => `Seite ${n} von ${total}`,
  policyholder: "Versicherungsnehmer",
  company: "Unternehmen",
  address: "Anschrift",
  contractNumber: "Vertragsnummer",
  product: "Produkt",
  validFrom: "Gültig ab",
  validTo: "Gültig bis",
  openEnded: "Bis zur Kündigung",
  issuedOn: "Ausgestellt am",
  insuredItems: "Versicherte Gegenstände",
  certificateTitle: "Versicherungsbestätigung",
  certificateStatement: (brand: string, client: string, number: string, label: string, from: string, to: string) =>
    `${brand} bestätigt, dass ${client} Inhaber des Versicherungsvertrags ${number} (${label}) ist, gültig vom ${from} ${to}. ` +
    "Diese Bestätigung belegt das Bestehen des Vertrags; sie erweitert den Versicherungsschutz nicht über die Vertragsbedingungen hinaus.",
  toDate: (date: string) => `bis ${date}`,
  untilTermination: "bis zur Kündigung",
  invoiceTitle: { payment: "Rechnung", placement_fees: "Rechnung über Vermittlungsgebühren", refund_notice: "Erstattungsmitteilung" },
  invoiceNumber: "Nummer",
  period: "Zeitraum",
  periodValue: (from: string, to: string) => `${from} bis ${to}`,
  dueOn: "Fällig am",
  status: "Status",
  invoiceStatus: { created: "Erstellt", issued: "Ausgestellt, Zahlung ausstehend", paid: "Bezahlt" },
  lines: "Einzelheiten",
  formalNoticeFee: "Mahngebühr",
  total: "Gesamtbetrag",
  totalRefund: "Erstatteter Gesamtbetrag",
  startDate: "Vertragsbeginn",
  dueDate: "Hauptfälligkeit",
  periodicity: "Zahlungsweise",
  price: "Beitrag",
  clientData: "Kunde",
  contractData: "Vertrag",
  mandateTitle: "SEPA-Lastschriftmandat",
  mandateReference: "Mandatsreferenz",
  creditor: "Zahlungsempfänger",
  creditorId: "Gläubiger-Identifikationsnummer",
  debtor: "Zahlungspflichtiger",
  iban: "IBAN",
  bic: "BIC",
  paymentType: "Zahlungsart",
  paymentTypes: { recurrent: "Wiederkehrende Zahlung", one_off: "Einmalige Zahlung" },
  signedAt: "Unterzeichnet am",
  signedPlace: "Ort",
  notSigned: "Noch nicht unterzeichnet",
  mandateText: (creditor: string) =>
    `Mit der Unterzeichnung dieses Mandats ermächtigen Sie (A) ${creditor}, Zahlungsaufträge an Ihre Bank zu senden, um Ihr Konto zu belasten, und ` +
    `(B) Ihre Bank, Ihr Konto gemäß den Anweisungen von ${creditor} zu belasten. ` +
    "Im Rahmen Ihrer Rechte haben Sie Anspruch auf Erstattung durch Ihre Bank gemäß den Bedingungen Ihres Vertrags mit Ihrer Bank. " +
    "Eine Erstattung muss innerhalb von 8 Wochen ab dem Tag der Belastung Ihres Kontos verlangt werden. " +
    "Ihre Rechte werden in einer Erklärung erläutert, die Sie von Ihrer Bank erhalten können.",
  signature: "Unterschrift",
  terminationTitle: "Eingangsbestätigung Ihrer Kündigung",
  requestReference: "Referenz der Kündigung",
  receivedAt: "Eingegangen am",
  reason: "Grund",
  effectiveDate: "Die Kündigung wird wirksam am",
  effectivePending: "Wird vom Versicherer bestätigt",
  /** The reason codes of domain/termination.ts, as locales/de/codes.json words them. */
  terminationReasons: {
    end_of_term: "Zum Ablauf der Vertragslaufzeit",
    hamon: "Nach dem ersten Vertragsjahr (Loi Hamon)",
    chatel: "Verlängerungshinweis zu spät oder nicht erhalten (Loi Chatel)",
    sale_of_asset: "Verkauf des versicherten Fahrzeugs oder Objekts",
    moving: "Umzug",
    change_of_situation: "Änderung der Lebensumstände (Heirat, Beruf, Ruhestand, Geschäftsaufgabe)",
    death: "Tod des Versicherungsnehmers",
    other: "Anderer Grund",
  },
  terminationText: (brand: string, received: string, number: string) =>
    `${brand} bestätigt den Eingang Ihrer Kündigung des Vertrags ${number} am ${received}. ` +
    "Ihr Versicherungsschutz besteht bis zum oben genannten Wirksamkeitsdatum und endet an diesem Tag. " +
    "Ein für die Zeit danach gezahlter Beitrag wird erstattet. Bewahren Sie diese Bestätigung auf: Sie belegt das Datum Ihrer Kündigung.",
  quoteTitle: "Angebot",
  quoteNumber: "Angebotsnummer",
  createdOn: "Erstellt am",
  validUntil: "Gültig bis",
  priceExclTax: "Beitrag ohne Steuern",
  taxes: "Steuern",
  fees: "Gebühren",
  priceInclTax: "Gesamtbeitrag inklusive Steuern",
  guarantees: "Leistungen",
  quoteText: "Dieses Angebot dient der Information und verpflichtet keine Partei, bevor der Vertrag unterzeichnet ist.",
  notice: {
    title: "Beitragsmitteilung",
    intro: (brand: string) =>
      `${brand} teilt Ihnen den zum unten genannten Datum fälligen Beitrag Ihres Vertrags mit. ` +
      "Er wird mit der Zahlungsart des Vertrags eingezogen; bewahren Sie diese Mitteilung bei Ihren Unterlagen auf.",
    amount: "Fälliger Betrag",
    reference: "Referenz der Mitteilung",
  },
};
