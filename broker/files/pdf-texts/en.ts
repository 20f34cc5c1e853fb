/** English words of the generated PDFs: the reference every other language must match key for key (index.ts). */
export const en = {
  generatedOn: (brand: string, at: string) => `Generated on ${at} by ${brand}`,
  page: (n: number, total: number) => `Page ${n} of ${total}`,
  policyholder: "Policyholder",
  company: "Company",
  address: "Address",
  contractNumber: "Contract number",
  product: "Product",
  validFrom: "Valid from",
  validTo: "Valid until",
  openEnded: "Until termination",
  issuedOn: "Issued on",
  insuredItems: "Insured items",
  certificateTitle: "Insurance certificate",
  certificateStatement: (brand: string, client: string, number: string, label: string, from: string, to: string) =>
    `${brand} certifies that ${client} holds the insurance contract ${number} (${label}), in force from ${from} ${to}. ` +
    "This certificate proves that the contract exists; it does not extend the cover beyond the contract terms and conditions.",
  toDate: (date: string) => `to ${date}`,
  untilTermination: "until terminated",
  invoiceTitle: { payment: "Invoice", placement_fees: "Invoice for placement fees", refund_notice: "Refund notice" },
  invoiceNumber: "Number",
  period: "Period",
  periodValue: (from: string, to: string) => `${from} to ${to}`,
  dueOn: "Due on",
  status: "Status",
  invoiceStatus: { created: "Created", issued: "Issued, awaiting payment", paid: "Paid" },
  lines: "Details",
  formalNoticeFee: "Formal notice fee",
  total: "Total",
  totalRefund: "Total refunded",
  startDate: "Start date",
  dueDate: "Renewal date",
  periodicity: "Payment frequency",
  price: "Premium",
  clientData: "Client",
  contractData: "Contract",
  mandateTitle: "SEPA direct debit mandate",
  mandateReference: "Mandate reference",
  creditor: "Creditor",
  creditorId: "Creditor identifier",
  debtor: "Debtor",
  iban: "IBAN",
  bic: "BIC",
  paymentType: "Type of payment",
  paymentTypes: { recurrent: "Recurrent payment", one_off: "One-off payment" },
  signedAt: "Signed on",
  signedPlace: "Place",
  notSigned: "Not signed yet",
  mandateText: (creditor: string) =>
    `By signing this mandate form, you authorise (A) ${creditor} to send instructions to your bank to debit your account and ` +
    `(B) your bank to debit your account in accordance with the instructions from ${creditor}. ` +
    "As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. " +
    "A refund must be claimed within 8 weeks starting from the date on which your account was debited. " +
    "Your rights are explained in a statement that you can obtain from your bank.",
  signature: "Signature",
  terminationTitle: "Acknowledgement of termination request",
  requestReference: "Request reference",
  receivedAt: "Received on",
  reason: "Reason",
  effectiveDate: "Termination takes effect on",
  effectivePending: "To be confirmed by the insurer",
  /** The reason codes of domain/termination.ts, as locales/en/codes.json words them. */
  terminationReasons: {
    end_of_term: "At the renewal date",
    hamon: "After the first year (Hamon law)",
    chatel: "Renewal notice received late or not at all (Chatel law)",
    sale_of_asset: "Sale of the insured vehicle or property",
    moving: "Moving house",
    change_of_situation: "Change of situation (marriage, profession, retirement, end of business)",
    death: "Death of the policyholder",
    other: "Other reason",
  },
  terminationText: (brand: string, received: string, number: string) =>
    `${brand} acknowledges receipt, on ${received}, of your request to terminate contract ${number}. ` +
    "Your cover continues until the effective date above and ends at that date. " +
    "Any premium paid for the period after the effective date will be refunded. Keep this acknowledgement: it proves the date of your request.",
  quoteTitle: "Quote",
  quoteNumber: "Quote number",
  createdOn: "Created on",
  validUntil: "Valid until",
  priceExclTax: "Premium excluding tax",
  taxes: "Taxes",
  fees: "Fees",
  priceInclTax: "Total premium including tax",
  guarantees: "Guarantees",
  quoteText: "This quote is given for information and does not commit either party until the contract is signed.",
  notice: {
    title: "Payment notice",
    intro: (brand: string) =>
      `${brand} informs you of the premium due on your contract on the date below. ` +
      "It is collected with the contract's payment method; keep this notice with your accounts.",
    amount: "Amount due",
    reference: "Notice reference",
  },
};

export type PdfTexts = typeof en;
