import type { PdfTexts } from "./en";

export const it: PdfTexts = {
  generatedOn: (brand: string, at: string) => `Documento generato il ${at} da ${brand}`,
  page: (n: number, total: number) => `Pagina ${n} di ${total}`,
  policyholder: "Contraente",
  company: "Società",
  address: "Indirizzo",
  contractNumber: "Numero di contratto",
  product: "Prodotto",
  validFrom: "Valido dal",
  validTo: "Valido fino al",
  openEnded: "Fino alla disdetta",
  issuedOn: "Rilasciato il",
  insuredItems: "Beni assicurati",
  certificateTitle: "Certificato di assicurazione",
  certificateStatement: (brand: string, client: string, number: string, label: string, from: string, to: string) =>
    `${brand} certifica che ${client} è titolare del contratto di assicurazione ${number} (${label}), in vigore dal ${from} ${to}. ` +
    "Il presente certificato attesta l'esistenza del contratto; non estende le garanzie oltre le condizioni contrattuali.",
  toDate: (date: string) => `al ${date}`,
  untilTermination: "fino alla disdetta",
  invoiceTitle: { payment: "Fattura", placement_fees: "Fattura per spese di intermediazione", refund_notice: "Avviso di rimborso" },
  invoiceNumber: "Numero",
  period: "Periodo",
  periodValue: (from: string, to: string) => `dal ${from} al ${to}`,
  dueOn: "Scadenza",
  status: "Stato",
  invoiceStatus: { created: "Creata", issued: "Emessa, in attesa di pagamento", paid: "Pagata" },
  lines: "Dettaglio",
  formalNoticeFee: "Spese di messa in mora",
  total: "Totale",
  totalRefund: "Totale rimborsato",
  startDate: "Data di decorrenza",
  dueDate: "Scadenza annuale",
  periodicity: "Frequenza di pagamento",
  price: "Premio",
  clientData: "Cliente",
  contractData: "Contratto",
  mandateTitle: "Mandato per addebito diretto SEPA",
  mandateReference: "Riferimento del mandato",
  creditor: "Creditore",
  creditorId: "Codice identificativo del creditore",
  debtor: "Debitore",
  iban: "IBAN",
  bic: "BIC",
  paymentType: "Tipo di pagamento",
  paymentTypes: { recurrent: "Pagamento ricorrente", one_off: "Pagamento singolo" },
  signedAt: "Firmato il",
  signedPlace: "Luogo",
  notSigned: "Non ancora firmato",
  mandateText: (creditor: string) =>
    `La sottoscrizione del presente mandato comporta l'autorizzazione a (A) ${creditor} a richiedere alla sua banca l'addebito del suo conto e ` +
    `(B) alla sua banca di procedere a tale addebito conformemente alle disposizioni impartite da ${creditor}. ` +
    "Lei ha diritto di ottenere il rimborso dalla sua banca secondo gli accordi e le condizioni che regolano il rapporto con quest'ultima. " +
    "Il rimborso deve essere richiesto entro 8 settimane dalla data di addebito sul conto. " +
    "I suoi diritti sono indicati nella documentazione ottenibile dalla sua banca.",
  signature: "Firma",
  terminationTitle: "Conferma di ricezione della richiesta di disdetta",
  requestReference: "Riferimento della richiesta",
  receivedAt: "Ricevuta il",
  reason: "Motivo",
  effectiveDate: "La disdetta ha effetto dal",
  effectivePending: "Da confermare da parte dell'assicuratore",
  /** The reason codes of domain/termination.ts, as locales/it/codes.json words them. */
  terminationReasons: {
    end_of_term: "Alla scadenza annuale",
    hamon: "Dopo il primo anno (legge Hamon)",
    chatel: "Avviso di scadenza ricevuto in ritardo o mai ricevuto (legge Chatel)",
    sale_of_asset: "Vendita del veicolo o del bene assicurato",
    moving: "Trasloco",
    change_of_situation: "Cambiamento di situazione (matrimonio, professione, pensione, cessazione dell'attività)",
    death: "Decesso del contraente",
    other: "Altro motivo",
  },
  terminationText: (brand: string, received: string, number: string) =>
    `${brand} conferma di aver ricevuto, il ${received}, la sua richiesta di disdetta del contratto ${number}. ` +
    "La copertura resta valida fino alla data di effetto indicata sopra e cessa in tale data. " +
    "L'eventuale premio pagato per il periodo successivo sarà rimborsato. Conservi questa conferma: attesta la data della sua richiesta.",
  quoteTitle: "Preventivo",
  quoteNumber: "Numero di preventivo",
  createdOn: "Emesso il",
  validUntil: "Valido fino al",
  priceExclTax: "Premio imponibile",
  taxes: "Imposte",
  fees: "Spese",
  priceInclTax: "Premio totale imposte incluse",
  guarantees: "Garanzie",
  quoteText: "Il presente preventivo ha valore informativo e non impegna le parti prima della firma del contratto.",
  notice: {
    title: "Avviso di scadenza",
    intro: (brand: string) =>
      `${brand} la informa del premio dovuto sul suo contratto alla data indicata di seguito. ` +
      "Sarà riscosso con il metodo di pagamento del contratto; conservi questo avviso con la sua contabilità.",
    amount: "Importo dovuto",
    reference: "Riferimento dell'avviso",
  },
};
