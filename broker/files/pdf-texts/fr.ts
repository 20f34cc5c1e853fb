import type { PdfTexts } from "./en";

export const fr: PdfTexts = {
  generatedOn: (brand: string, at: string) => `Document généré le ${at} par ${brand}`,
  page: (n: number, total: number) => `Page ${n} sur ${total}`,
  policyholder: "Souscripteur",
  company: "Société",
  address: "Adresse",
  contractNumber: "Numéro de contrat",
  product: "Produit",
  validFrom: "Valable à partir du",
  validTo: "Valable jusqu'au",
  openEnded: "Jusqu'à résiliation",
  issuedOn: "Délivrée le",
  insuredItems: "Biens assurés",
  certificateTitle: "Attestation d'assurance",
  certificateStatement: (brand: string, client: string, number: string, label: string, from: string, to: string) =>
    `${brand} atteste que ${client} est titulaire du contrat d'assurance ${number} (${label}), en vigueur du ${from} ${to}. ` +
    "La présente attestation justifie de l'existence du contrat ; elle n'étend pas les garanties au-delà des conditions du contrat.",
  toDate: (date: string) => `au ${date}`,
  untilTermination: "jusqu'à sa résiliation",
  invoiceTitle: { payment: "Facture", placement_fees: "Facture de frais de placement", refund_notice: "Avis de remboursement" },
  invoiceNumber: "Numéro",
  period: "Période",
  periodValue: (from: string, to: string) => `du ${from} au ${to}`,
  dueOn: "Échéance",
  status: "Statut",
  invoiceStatus: { created: "Créée", issued: "Émise, en attente de paiement", paid: "Payée" },
  lines: "Détail",
  formalNoticeFee: "Frais de mise en demeure",
  total: "Total",
  totalRefund: "Total remboursé",
  startDate: "Date d'effet",
  dueDate: "Échéance principale",
  periodicity: "Fréquence de paiement",
  price: "Prime",
  clientData: "Client",
  contractData: "Contrat",
  mandateTitle: "Mandat de prélèvement SEPA",
  mandateReference: "Référence unique du mandat",
  creditor: "Créancier",
  creditorId: "Identifiant créancier SEPA",
  debtor: "Débiteur",
  iban: "IBAN",
  bic: "BIC",
  paymentType: "Type de paiement",
  paymentTypes: { recurrent: "Paiement récurrent", one_off: "Paiement ponctuel" },
  signedAt: "Signé le",
  signedPlace: "Lieu",
  notSigned: "Non signé",
  mandateText: (creditor: string) =>
    `En signant ce formulaire de mandat, vous autorisez (A) ${creditor} à envoyer des instructions à votre banque pour débiter votre compte, et ` +
    `(B) votre banque à débiter votre compte conformément aux instructions de ${creditor}. ` +
    "Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. " +
    "Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte. " +
    "Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.",
  signature: "Signature",
  terminationTitle: "Accusé de réception de demande de résiliation",
  requestReference: "Référence de la demande",
  receivedAt: "Reçue le",
  reason: "Motif",
  effectiveDate: "Date d'effet de la résiliation",
  effectivePending: "À confirmer par l'assureur",
  /** The reason codes of domain/termination.ts, as locales/fr/codes.json words them. */
  terminationReasons: {
    end_of_term: "À l'échéance annuelle",
    hamon: "Après un an de contrat (loi Hamon)",
    chatel: "Avis d'échéance reçu tardivement ou non reçu (loi Chatel)",
    sale_of_asset: "Vente du véhicule ou du bien assuré",
    moving: "Déménagement",
    change_of_situation: "Changement de situation (mariage, profession, retraite, cessation d'activité)",
    death: "Décès du souscripteur",
    other: "Autre motif",
  },
  terminationText: (brand: string, received: string, number: string) =>
    `${brand} accuse réception, le ${received}, de votre demande de résiliation du contrat ${number}. ` +
    "Vos garanties restent acquises jusqu'à la date d'effet indiquée ci-dessus et cessent à cette date. " +
    "La part de prime correspondant à la période postérieure à la date d'effet vous sera remboursée. Conservez cet accusé de réception : il fait foi de la date de votre demande.",
  quoteTitle: "Devis",
  quoteNumber: "Numéro de devis",
  createdOn: "Établi le",
  validUntil: "Valable jusqu'au",
  priceExclTax: "Prime hors taxes",
  taxes: "Taxes",
  fees: "Frais",
  priceInclTax: "Prime totale TTC",
  guarantees: "Garanties",
  quoteText: "Ce devis est donné à titre indicatif et n'engage aucune des parties avant la signature du contrat.",
  notice: {
    title: "Avis d'échéance",
    intro: (brand: string) =>
      `${brand} vous informe de la cotisation due sur votre contrat à la date ci-dessous. ` +
      "Elle est réglée par le moyen de paiement du contrat ; conservez cet avis avec votre comptabilité.",
    amount: "Montant dû",
    reference: "Référence de l'avis",
  },
};
