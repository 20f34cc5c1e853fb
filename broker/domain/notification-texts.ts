/** Titles the broker writes on notifications it updates itself (the portal shows a notification's title as sent). */
export const amendmentApprovedTitle = {
  en: "Amendment approved",
  fr: "Avenant validé",
  de: "Nachtrag freigegeben",
  it: "Appendice approvata",
  es: "Suplemento aprobado",
};

/** The unpaid notification once the card payment left nothing due on the contract. */
export const unpaidSettledTitle = {
  en: "Payment received",
  fr: "Paiement reçu",
  de: "Zahlung erhalten",
  it: "Pagamento ricevuto",
  es: "Pago recibido",
};
