/**
 * Texts of the sandbox card page (card-pages.ts). The page stands in for a
 * card provider's own hosted page, so its words are the provider's, not the
 * portal's: they live here, in the five languages of SPEC section 9, like
 * the signing pages' texts.
 */
import type { Language } from "../../contract/codes/language";
import type { CardErrorCode } from "./card";

/** What a refusal says on the page; several card codes share a wording. */
export type CardMessageKey = "number" | "expMonth" | "expYear" | "expired" | "cvc" | "zip" | "funds" | "refused" | "missing";

/** The form fields, named like the wire's `card` object. */
export type CardField = "number" | "exp_month" | "exp_year" | "cvc" | "zip";

/** Where each card error code is shown: next to its field, or in the summary only (a refusal is about the card, not one field). */
export const cardCodeDisplay: Record<CardErrorCode, { key: CardMessageKey; field: CardField | null }> = {
  invalid_number: { key: "number", field: "number" },
  incorrect_number: { key: "number", field: "number" },
  invalid_expiry_month: { key: "expMonth", field: "exp_month" },
  invalid_expiry_year: { key: "expYear", field: "exp_year" },
  expired_card: { key: "expired", field: "exp_year" },
  invalid_cvc: { key: "cvc", field: "cvc" },
  incorrect_zip: { key: "zip", field: "zip" },
  insufficient_funds: { key: "funds", field: null },
  missing: { key: "missing", field: null },
  bank_cannot_process: { key: "refused", field: null },
  processing_error: { key: "refused", field: null },
  card_declined: { key: "refused", field: null },
  customer_initiated: { key: "refused", field: null },
  debit_not_authorized: { key: "refused", field: null },
  incorrect_account_details: { key: "refused", field: null },
};

export type CardPageTexts = {
  title: string;
  setupTitle: string;
  contract: (label: string, number: string) => string;
  invoice: (number: string) => string;
  amount: string;
  setupNote: string;
  fields: Record<CardField, string>;
  hints: Partial<Record<CardField, string>>;
  pay: (amount: string) => string;
  save: string;
  cancel: string;
  errorTitle: string;
  errorPrefix: string;
  errors: Record<CardMessageKey, string>;
  paid: string;
  saved: string;
  continue: string;
  notFound: string;
  gone: string;
  forbidden: string;
  tooLarge: string;
  badRequest: string;
  testCards: string;
  testHint: string;
  testNumber: string;
  testResult: string;
  testSuccess: string;
};

const en: CardPageTexts = {
  title: "Card payment",
  setupTitle: "Save a card",
  contract: (label, number) => `Contract ${label} (${number})`,
  invoice: (number) => `Invoice ${number}`,
  amount: "Amount",
  setupNote: "The card is checked and saved for the next payments. Nothing is charged now.",
  fields: { number: "Card number", exp_month: "Expiry month", exp_year: "Expiry year", cvc: "Security code (CVC)", zip: "Postcode (optional)" },
  hints: { exp_month: "2 digits, for example 04", exp_year: "For example 2030", cvc: "3 digits on the back of the card, 4 on the front for American Express" },
  pay: (amount) => `Pay ${amount}`,
  save: "Save the card",
  cancel: "Cancel",
  errorTitle: "There is a problem",
  errorPrefix: "Error: ",
  errors: {
    number: "Enter a valid card number.",
    expMonth: "Enter a valid expiry month, from 01 to 12.",
    expYear: "Enter a valid expiry year.",
    expired: "This card has expired. Use another card.",
    cvc: "Enter the security code printed on the card.",
    zip: "The postcode does not match the card.",
    funds: "The card was refused: the funds are insufficient. Use another card.",
    refused: "The card was refused. Use another card or contact your bank.",
    missing: "Enter the card details.",
  },
  paid: "The payment is validated.",
  saved: "The card is saved.",
  continue: "Continue",
  notFound: "This payment page does not exist.",
  gone: "This payment page has expired or was canceled. Please start again from your customer space.",
  forbidden: "This form has expired. Please reload the page and try again.",
  tooLarge: "This request is too large.",
  badRequest: "This request cannot be read. Please reload the page and try again.",
  testCards: "Test cards (sandbox only)",
  testHint: "Use any future expiry date and any 3-digit security code.",
  testNumber: "Card number",
  testResult: "Result",
  testSuccess: "Success",
};

const fr: CardPageTexts = {
  title: "Paiement par carte",
  setupTitle: "Enregistrer une carte",
  contract: (label, number) => `Contrat ${label} (${number})`,
  invoice: (number) => `Facture ${number}`,
  amount: "Montant",
  setupNote: "La carte est vérifiée et enregistrée pour les prochains paiements. Rien n'est débité maintenant.",
  fields: {
    number: "Numéro de carte",
    exp_month: "Mois d'expiration",
    exp_year: "Année d'expiration",
    cvc: "Cryptogramme (CVC)",
    zip: "Code postal (facultatif)",
  },
  hints: { exp_month: "2 chiffres, par exemple 04", exp_year: "Par exemple 2030", cvc: "3 chiffres au dos de la carte, 4 au recto pour American Express" },
  pay: (amount) => `Payer ${amount}`,
  save: "Enregistrer la carte",
  cancel: "Annuler",
  errorTitle: "Il y a un problème",
  errorPrefix: "Erreur : ",
  errors: {
    number: "Saisissez un numéro de carte valide.",
    expMonth: "Saisissez un mois d'expiration valide, de 01 à 12.",
    expYear: "Saisissez une année d'expiration valide.",
    expired: "Cette carte a expiré. Utilisez une autre carte.",
    cvc: "Saisissez le cryptogramme imprimé sur la carte.",
    zip: "Le code postal ne correspond pas à la carte.",
    funds: "La carte a été refusée : provision insuffisante. Utilisez une autre carte.",
    refused: "La carte a été refusée. Utilisez une autre carte ou contactez votre banque.",
    missing: "Saisissez les informations de la carte.",
  },
  paid: "Le paiement est validé.",
  saved: "La carte est enregistrée.",
  continue: "Continuer",
  notFound: "Cette page de paiement n'existe pas.",
  gone: "Cette page de paiement a expiré ou a été annulée. Merci de recommencer depuis votre espace client.",
  forbidden: "Ce formulaire a expiré. Merci de recharger la page et de réessayer.",
  tooLarge: "Cette demande est trop volumineuse.",
  badRequest: "Cette demande est illisible. Merci de recharger la page et de réessayer.",
  testCards: "Cartes de test (bac à sable uniquement)",
  testHint: "Utilisez n'importe quelle date d'expiration future et n'importe quel cryptogramme à 3 chiffres.",
  testNumber: "Numéro de carte",
  testResult: "Résultat",
  testSuccess: "Succès",
};

const de: CardPageTexts = {
  title: "Kartenzahlung",
  setupTitle: "Karte speichern",
  contract: (label, number) => `Vertrag ${label} (${number})`,
  invoice: (number) => `Rechnung ${number}`,
  amount: "Betrag",
  setupNote: "Die Karte wird geprüft und für die nächsten Zahlungen gespeichert. Jetzt wird nichts abgebucht.",
  fields: { number: "Kartennummer", exp_month: "Ablaufmonat", exp_year: "Ablaufjahr", cvc: "Prüfnummer (CVC)", zip: "Postleitzahl (optional)" },
  hints: {
    exp_month: "2 Ziffern, zum Beispiel 04",
    exp_year: "Zum Beispiel 2030",
    cvc: "3 Ziffern auf der Rückseite der Karte, 4 auf der Vorderseite bei American Express",
  },
  pay: (amount) => `${amount} bezahlen`,
  save: "Karte speichern",
  cancel: "Abbrechen",
  errorTitle: "Es gibt ein Problem",
  errorPrefix: "Fehler: ",
  errors: {
    number: "Geben Sie eine gültige Kartennummer ein.",
    expMonth: "Geben Sie einen gültigen Ablaufmonat ein, von 01 bis 12.",
    expYear: "Geben Sie ein gültiges Ablaufjahr ein.",
    expired: "Diese Karte ist abgelaufen. Verwenden Sie eine andere Karte.",
    cvc: "Geben Sie die auf der Karte aufgedruckte Prüfnummer ein.",
    zip: "Die Postleitzahl passt nicht zur Karte.",
    funds: "Die Karte wurde abgelehnt: keine ausreichende Deckung. Verwenden Sie eine andere Karte.",
    refused: "Die Karte wurde abgelehnt. Verwenden Sie eine andere Karte oder wenden Sie sich an Ihre Bank.",
    missing: "Geben Sie die Kartendaten ein.",
  },
  paid: "Die Zahlung ist bestätigt.",
  saved: "Die Karte ist gespeichert.",
  continue: "Weiter",
  notFound: "Diese Zahlungsseite existiert nicht.",
  gone: "Diese Zahlungsseite ist abgelaufen oder wurde abgebrochen. Bitte beginnen Sie erneut in Ihrem Kundenbereich.",
  forbidden: "Dieses Formular ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  tooLarge: "Diese Anfrage ist zu groß.",
  badRequest: "Diese Anfrage ist nicht lesbar. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  testCards: "Testkarten (nur Sandbox)",
  testHint: "Verwenden Sie ein beliebiges künftiges Ablaufdatum und eine beliebige 3-stellige Prüfnummer.",
  testNumber: "Kartennummer",
  testResult: "Ergebnis",
  testSuccess: "Erfolg",
};

const it: CardPageTexts = {
  title: "Pagamento con carta",
  setupTitle: "Registrare una carta",
  contract: (label, number) => `Contratto ${label} (${number})`,
  invoice: (number) => `Fattura ${number}`,
  amount: "Importo",
  setupNote: "La carta viene verificata e registrata per i prossimi pagamenti. Ora non viene addebitato nulla.",
  fields: {
    number: "Numero della carta",
    exp_month: "Mese di scadenza",
    exp_year: "Anno di scadenza",
    cvc: "Codice di sicurezza (CVC)",
    zip: "CAP (facoltativo)",
  },
  hints: { exp_month: "2 cifre, per esempio 04", exp_year: "Per esempio 2030", cvc: "3 cifre sul retro della carta, 4 sul fronte per American Express" },
  pay: (amount) => `Pagare ${amount}`,
  save: "Registrare la carta",
  cancel: "Annullare",
  errorTitle: "C'è un problema",
  errorPrefix: "Errore: ",
  errors: {
    number: "Inserisca un numero di carta valido.",
    expMonth: "Inserisca un mese di scadenza valido, da 01 a 12.",
    expYear: "Inserisca un anno di scadenza valido.",
    expired: "Questa carta è scaduta. Usi un'altra carta.",
    cvc: "Inserisca il codice di sicurezza stampato sulla carta.",
    zip: "Il CAP non corrisponde alla carta.",
    funds: "La carta è stata rifiutata: fondi insufficienti. Usi un'altra carta.",
    refused: "La carta è stata rifiutata. Usi un'altra carta o contatti la Sua banca.",
    missing: "Inserisca i dati della carta.",
  },
  paid: "Il pagamento è convalidato.",
  saved: "La carta è registrata.",
  continue: "Continuare",
  notFound: "Questa pagina di pagamento non esiste.",
  gone: "Questa pagina di pagamento è scaduta o è stata annullata. Ricominci dalla Sua area clienti.",
  forbidden: "Questo modulo è scaduto. Ricarichi la pagina e riprovi.",
  tooLarge: "Questa richiesta è troppo grande.",
  badRequest: "Questa richiesta non è leggibile. Ricarichi la pagina e riprovi.",
  testCards: "Carte di prova (solo sandbox)",
  testHint: "Usi una qualsiasi data di scadenza futura e un qualsiasi codice di sicurezza di 3 cifre.",
  testNumber: "Numero della carta",
  testResult: "Risultato",
  testSuccess: "Successo",
};

const es: CardPageTexts = {
  title: "Pago con tarjeta",
  setupTitle: "Guardar una tarjeta",
  contract: (label, number) => `Contrato ${label} (${number})`,
  invoice: (number) => `Factura ${number}`,
  amount: "Importe",
  setupNote: "La tarjeta se comprueba y se guarda para los próximos pagos. Ahora no se cobra nada.",
  fields: {
    number: "Número de tarjeta",
    exp_month: "Mes de caducidad",
    exp_year: "Año de caducidad",
    cvc: "Código de seguridad (CVC)",
    zip: "Código postal (opcional)",
  },
  hints: {
    exp_month: "2 cifras, por ejemplo 04",
    exp_year: "Por ejemplo 2030",
    cvc: "3 cifras en el reverso de la tarjeta, 4 en el anverso para American Express",
  },
  pay: (amount) => `Pagar ${amount}`,
  save: "Guardar la tarjeta",
  cancel: "Cancelar",
  errorTitle: "Hay un problema",
  errorPrefix: "Error: ",
  errors: {
    number: "Introduzca un número de tarjeta válido.",
    expMonth: "Introduzca un mes de caducidad válido, de 01 a 12.",
    expYear: "Introduzca un año de caducidad válido.",
    expired: "Esta tarjeta ha caducado. Use otra tarjeta.",
    cvc: "Introduzca el código de seguridad impreso en la tarjeta.",
    zip: "El código postal no corresponde a la tarjeta.",
    funds: "La tarjeta ha sido rechazada: fondos insuficientes. Use otra tarjeta.",
    refused: "La tarjeta ha sido rechazada. Use otra tarjeta o contacte con su banco.",
    missing: "Introduzca los datos de la tarjeta.",
  },
  paid: "El pago está validado.",
  saved: "La tarjeta está guardada.",
  continue: "Continuar",
  notFound: "Esta página de pago no existe.",
  gone: "Esta página de pago ha caducado o ha sido cancelada. Vuelva a empezar desde su área de cliente.",
  forbidden: "Este formulario ha caducado. Recargue la página e inténtelo de nuevo.",
  tooLarge: "Esta solicitud es demasiado grande.",
  badRequest: "Esta solicitud no se puede leer. Recargue la página e inténtelo de nuevo.",
  testCards: "Tarjetas de prueba (solo sandbox)",
  testHint: "Use cualquier fecha de caducidad futura y cualquier código de seguridad de 3 cifras.",
  testNumber: "Número de tarjeta",
  testResult: "Resultado",
  testSuccess: "Éxito",
};

export const cardPageTexts: Record<Language, CardPageTexts> = { en, fr, de, it, es };
