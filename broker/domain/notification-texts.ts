/** Titles the broker writes on notifications it updates itself (the portal shows a notification's title as sent). */
export const amendmentApprovedTitle = {
  en: "Amendment approved",
  fr: "Avenant validé",
  de: "Nachtrag freigegeben",
  it: "Appendice approvata",
  es: "Suplemento aprobado",
};
