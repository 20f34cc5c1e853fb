/**
 * The refused SEPA form's summary line for the holder, and the consent message, in each language of azura's
 * formalised contract payments page (issue 31): the browser's check (error-summary.spec.ts) and the server's
 * page (payments.http.spec.ts) must say the same.
 */
export const sepaSummaryPages = [
  { path: "/fr-fr/contrats/ctr_azura_full_formalised/paiements", holder: "Titulaire du compte\u00a0: Ce champ est obligatoire.", consent: "Cochez la case" },
  { path: "/en-fr/contracts/ctr_azura_full_formalised/payments", holder: "Account holder: This field is required.", consent: "Tick the box" },
  {
    path: "/de-fr/contracts/ctr_azura_full_formalised/payments",
    holder: "Kontoinhaber: Dieses Feld ist ein Pflichtfeld.",
    consent: "Setzen Sie das Häkchen",
  },
  {
    path: "/it-fr/contracts/ctr_azura_full_formalised/payments",
    holder: "Intestatario del conto: Questo campo è obbligatorio.",
    consent: "Selezioni la casella",
  },
  { path: "/es-fr/contracts/ctr_azura_full_formalised/payments", holder: "Titular de la cuenta: Este campo es obligatorio.", consent: "Marque la casilla" },
];
