/**
 * E-mails the broker sends on the client's requests (claim, termination,
 * delegation, data rights), in the language of the page they were asked from:
 * the request's `locale` (`fr-fr`, `en-fr`…), else the brand country's
 * language, as the authentication messages (auth/messages.ts, issue 26 §4).
 * Every language is written out; a missing one does not compile and
 * client-messages.test.ts fails on a copy of the English text.
 */
import type { MessageLanguage } from "../auth/messages";
import { writtenDay } from "../../contract/codes/language";

export type Msg = { subject: string; text: string };
type InEveryLanguage<P> = Record<MessageLanguage, (p: P) => Msg>;

/** `2026-12-31` as the language writes it (31 décembre 2026, 31. Dezember 2026…). */
export function dayIn(lang: MessageLanguage, isoDay: string): string {
  return writtenDay(isoDay, lang);
}

type Claim = { brand: string; reference: string; contractNumber: string };
export const claimDeclaredMessages: InEveryLanguage<Claim> = {
  en: ({ brand, reference, contractNumber }) => ({
    subject: `${brand}: claim ${reference} received`,
    text: `Your claim ${reference} on contract ${contractNumber} has been received. You can follow it and add proof documents in your customer space.`,
  }),
  fr: ({ brand, reference, contractNumber }) => ({
    subject: `${brand} : déclaration de sinistre ${reference} reçue`,
    text: `Votre déclaration de sinistre ${reference} sur le contrat ${contractNumber} a bien été reçue. Vous pouvez la suivre et ajouter des justificatifs dans votre espace client.`,
  }),
  de: ({ brand, reference, contractNumber }) => ({
    subject: `${brand}: Schadenmeldung ${reference} eingegangen`,
    text: `Ihre Schadenmeldung ${reference} zum Vertrag ${contractNumber} ist bei uns eingegangen. In Ihrem Kundenbereich können Sie den Stand verfolgen und Nachweise hinzufügen.`,
  }),
  it: ({ brand, reference, contractNumber }) => ({
    subject: `${brand}: denuncia di sinistro ${reference} ricevuta`,
    text: `Abbiamo ricevuto la Sua denuncia di sinistro ${reference} sul contratto ${contractNumber}. Può seguirla e aggiungere i documenti giustificativi nella Sua area clienti.`,
  }),
  es: ({ brand, reference, contractNumber }) => ({
    subject: `${brand}: parte de siniestro ${reference} recibido`,
    text: `Hemos recibido su parte de siniestro ${reference} del contrato ${contractNumber}. Puede seguirlo y añadir justificantes en su área de cliente.`,
  }),
};

type Termination = { brand: string; name: string; contractNumber: string; contractLabel: string; reference: string; effectiveDay: string };
export const terminationAcknowledgementMessages: InEveryLanguage<Termination> = {
  en: (p) => ({
    subject: `${p.brand}: termination request for contract ${p.contractNumber}`,
    text:
      `Hello ${p.name},\n\nWe received your request to terminate contract ${p.contractNumber} (${p.contractLabel}), reference ${p.reference}. ` +
      `Requested effective date: ${dayIn("en", p.effectiveDay)}. We will confirm it by e-mail. The acknowledgement, with the effects of termination, is attached (PDF).\n`,
  }),
  fr: (p) => ({
    subject: `${p.brand} : demande de résiliation du contrat ${p.contractNumber}`,
    text:
      `Bonjour ${p.name},\n\nNous avons bien reçu votre demande de résiliation du contrat ${p.contractNumber} (${p.contractLabel}), référence ${p.reference}. ` +
      `Date d'effet demandée : ${dayIn("fr", p.effectiveDay)}. Nous vous la confirmerons par e-mail. L'accusé de réception, avec les effets de la résiliation, est joint (PDF).\n`,
  }),
  de: (p) => ({
    subject: `${p.brand}: Kündigung des Vertrags ${p.contractNumber}`,
    text:
      `Hallo ${p.name},\n\nwir haben Ihre Kündigung des Vertrags ${p.contractNumber} (${p.contractLabel}) erhalten, Referenz ${p.reference}. ` +
      `Gewünschtes Wirksamkeitsdatum: ${dayIn("de", p.effectiveDay)}. Wir bestätigen sie Ihnen per E-Mail. Die Empfangsbestätigung mit den Folgen der Kündigung liegt bei (PDF).\n`,
  }),
  it: (p) => ({
    subject: `${p.brand}: richiesta di disdetta del contratto ${p.contractNumber}`,
    text:
      `Buongiorno ${p.name},\n\nabbiamo ricevuto la Sua richiesta di disdetta del contratto ${p.contractNumber} (${p.contractLabel}), riferimento ${p.reference}. ` +
      `Data di efficacia richiesta: ${dayIn("it", p.effectiveDay)}. Gliela confermeremo via e-mail. La ricevuta, con gli effetti della disdetta, è allegata (PDF).\n`,
  }),
  es: (p) => ({
    subject: `${p.brand}: solicitud de rescisión del contrato ${p.contractNumber}`,
    text:
      `Hola ${p.name}:\n\nHemos recibido su solicitud de rescisión del contrato ${p.contractNumber} (${p.contractLabel}), referencia ${p.reference}. ` +
      `Fecha de efecto solicitada: ${dayIn("es", p.effectiveDay)}. Se la confirmaremos por correo electrónico. El acuse de recibo, con los efectos de la rescisión, va adjunto (PDF).\n`,
  }),
};

/**
 * Appended to the public form's acknowledgement (issue 41, decision 0173):
 * anyone knowing a contract number, a name and an e-mail can file it, so
 * the holder may withdraw a request they did not make, until it takes effect.
 */
type Withdrawal = { link: string; effectiveDay: string };
export const publicTerminationWithdrawalLines: Record<MessageLanguage, (p: Withdrawal) => string> = {
  en: (p) =>
    `\nIf you did not make this request, you can withdraw it until ${dayIn("en", p.effectiveDay)} at this address: ${p.link}\n` +
    "You can also withdraw it from the contract's Termination tab in your customer space.\n",
  fr: (p) =>
    `\nSi vous n'êtes pas à l'origine de cette demande, vous pouvez la retirer jusqu'au ${dayIn("fr", p.effectiveDay)} à cette adresse : ${p.link}\n` +
    "Vous pouvez aussi la retirer depuis l'onglet Résiliation du contrat, dans votre espace client.\n",
  de: (p) =>
    `\nFalls Sie diese Kündigung nicht veranlasst haben, können Sie sie bis zum ${dayIn("de", p.effectiveDay)} unter dieser Adresse zurückziehen: ${p.link}\n` +
    "Sie können sie auch im Reiter Kündigung des Vertrags in Ihrem Kundenbereich zurückziehen.\n",
  it: (p) =>
    `\nSe non ha presentato Lei questa richiesta, può ritirarla fino al ${dayIn("it", p.effectiveDay)} a questo indirizzo: ${p.link}\n` +
    "Può ritirarla anche dalla scheda Disdetta del contratto, nella Sua area clienti.\n",
  es: (p) =>
    `\nSi usted no ha presentado esta solicitud, puede retirarla hasta el ${dayIn("es", p.effectiveDay)} en esta dirección: ${p.link}\n` +
    "También puede retirarla desde la pestaña Rescisión del contrato, en su área de cliente.\n",
};

/** The same words whether the number matched or not: the e-mail must not reveal whether it exists. */
type PublicTermination = { brand: string; name: string; contractNumber: string; reference: string };
export const publicTerminationMessages: InEveryLanguage<PublicTermination> = {
  en: (p) => ({
    subject: `${p.brand}: we received your termination request`,
    text:
      `Hello ${p.name},\n\nWe received your request to terminate contract ${p.contractNumber} (reference ${p.reference}). ` +
      "We will check it against our records and confirm the termination and its effective date by e-mail.\n",
  }),
  fr: (p) => ({
    subject: `${p.brand} : nous avons reçu votre demande de résiliation`,
    text:
      `Bonjour ${p.name},\n\nNous avons bien reçu votre demande de résiliation du contrat ${p.contractNumber} (référence ${p.reference}). ` +
      "Nous allons la vérifier dans nos dossiers, puis vous confirmerons la résiliation et sa date d'effet par e-mail.\n",
  }),
  de: (p) => ({
    subject: `${p.brand}: Ihre Kündigung ist eingegangen`,
    text:
      `Hallo ${p.name},\n\nwir haben Ihre Kündigung des Vertrags ${p.contractNumber} erhalten (Referenz ${p.reference}). ` +
      "Wir prüfen sie anhand unserer Unterlagen und bestätigen Ihnen die Kündigung und ihr Wirksamkeitsdatum per E-Mail.\n",
  }),
  it: (p) => ({
    subject: `${p.brand}: abbiamo ricevuto la Sua richiesta di disdetta`,
    text:
      `Buongiorno ${p.name},\n\nabbiamo ricevuto la Sua richiesta di disdetta del contratto ${p.contractNumber} (riferimento ${p.reference}). ` +
      "La verificheremo nei nostri archivi e Le confermeremo via e-mail la disdetta e la data da cui ha effetto.\n",
  }),
  es: (p) => ({
    subject: `${p.brand}: hemos recibido su solicitud de rescisión`,
    text:
      `Hola ${p.name}:\n\nHemos recibido su solicitud de rescisión del contrato ${p.contractNumber} (referencia ${p.reference}). ` +
      "La comprobaremos en nuestros registros y le confirmaremos la rescisión y su fecha de efecto por correo electrónico.\n",
  }),
};

export type DelegationRole = "owner" | "accountant" | "manager";
/** The portal's words for the roles (locales/<lng>/auth.json, `role`). */
const roles: Record<MessageLanguage, Record<DelegationRole, string>> = {
  en: { owner: "owner", accountant: "accountant", manager: "manager" },
  fr: { owner: "titulaire", accountant: "comptable", manager: "dirigeant" },
  de: { owner: "Inhaber", accountant: "Buchhaltung", manager: "Geschäftsführung" },
  it: { owner: "titolare", accountant: "contabile", manager: "dirigente" },
  es: { owner: "titular", accountant: "contable", manager: "gerente" },
};

type Delegation = { brand: string; name: string; by: string; role: DelegationRole; client: string; link: string };
export const delegationInvitationMessages: InEveryLanguage<Delegation> = {
  en: (p) => ({
    subject: `${p.brand}: you have been given access to ${p.client}`,
    text:
      `Hello ${p.name},\n\n${p.by} gave you access, as ${roles.en[p.role]}, to the customer space of ${p.client} at ${p.brand}.\n\n` +
      `Sign in or create your password here: ${p.link}\n`,
  }),
  fr: (p) => ({
    subject: `${p.brand} : vous avez reçu un accès à l'espace client ${p.client}`,
    text:
      `Bonjour ${p.name},\n\n${p.by} vous a donné accès, en tant que ${roles.fr[p.role]}, à l'espace client ${p.client} chez ${p.brand}.\n\n` +
      `Connectez-vous ou créez votre mot de passe ici : ${p.link}\n`,
  }),
  de: (p) => ({
    subject: `${p.brand}: Sie haben Zugang zu ${p.client} erhalten`,
    text:
      `Hallo ${p.name},\n\n${p.by} hat Ihnen in der Rolle „${roles.de[p.role]}“ Zugang zum Kundenbereich von ${p.client} bei ${p.brand} gegeben.\n\n` +
      `Melden Sie sich an oder legen Sie hier Ihr Passwort fest: ${p.link}\n`,
  }),
  it: (p) => ({
    subject: `${p.brand}: accesso all'area clienti di ${p.client}`,
    text:
      `Buongiorno ${p.name},\n\n${p.by} Le ha dato accesso, come ${roles.it[p.role]}, all'area clienti di ${p.client} presso ${p.brand}.\n\n` +
      `Per accedere o creare la Sua password: ${p.link}\n`,
  }),
  es: (p) => ({
    subject: `${p.brand}: acceso al área de cliente de ${p.client}`,
    text:
      `Hola ${p.name}:\n\n${p.by} le ha dado acceso, como ${roles.es[p.role]}, al área de cliente de ${p.client} en ${p.brand}.\n\n` +
      `Para iniciar sesión o crear su contraseña: ${p.link}\n`,
  }),
};

export type RightsSubject = "access" | "rectification" | "portability" | "erasure" | "objection" | "restriction";
/** What the request is for, as each language's sentence needs it. */
const rightsSubjects: Record<MessageLanguage, Record<RightsSubject, string>> = {
  en: {
    access: "access to your data",
    rectification: "rectification of your data",
    portability: "portability of your data",
    erasure: "erasure of your data",
    objection: "objection to the processing of your data",
    restriction: "restriction of the processing of your data",
  },
  fr: {
    access: "d'accès à vos données",
    rectification: "de rectification de vos données",
    portability: "de portabilité de vos données",
    erasure: "d'effacement de vos données",
    objection: "d'opposition au traitement de vos données",
    restriction: "de limitation du traitement de vos données",
  },
  de: {
    access: "Auskunft über Ihre Daten",
    rectification: "Berichtigung Ihrer Daten",
    portability: "Übertragung Ihrer Daten",
    erasure: "Löschung Ihrer Daten",
    objection: "Widerspruch gegen die Verarbeitung Ihrer Daten",
    restriction: "Einschränkung der Verarbeitung Ihrer Daten",
  },
  it: {
    access: "accesso ai Suoi dati",
    rectification: "rettifica dei Suoi dati",
    portability: "portabilità dei Suoi dati",
    erasure: "cancellazione dei Suoi dati",
    objection: "opposizione al trattamento dei Suoi dati",
    restriction: "limitazione del trattamento dei Suoi dati",
  },
  es: {
    access: "acceso a sus datos",
    rectification: "rectificación de sus datos",
    portability: "portabilidad de sus datos",
    erasure: "supresión de sus datos",
    objection: "oposición al tratamiento de sus datos",
    restriction: "limitación del tratamiento de sus datos",
  },
};

/** `due`: the day the answer is due (one month after receipt, GDPR art. 12(3)), `YYYY-MM-DD`. */
type Rights = { brand: string; name: string; subject: RightsSubject; reference: string; due: string };
export const rightsExerciseMessages: InEveryLanguage<Rights> = {
  en: (p) => ({
    subject: `${p.brand}: we received your data-rights request`,
    text:
      `Hello ${p.name},\n\nWe received your request for ${rightsSubjects.en[p.subject]} (reference ${p.reference}). ` +
      `We will answer within one month, as the GDPR requires: by ${dayIn("en", p.due)} at the latest.\n`,
  }),
  fr: (p) => ({
    subject: `${p.brand} : nous avons reçu votre demande sur vos données personnelles`,
    text:
      `Bonjour ${p.name},\n\nNous avons bien reçu votre demande ${rightsSubjects.fr[p.subject]} (référence ${p.reference}). ` +
      `Nous vous répondrons dans un délai d'un mois, comme le prévoit le RGPD : au plus tard le ${dayIn("fr", p.due)}.\n`,
  }),
  de: (p) => ({
    subject: `${p.brand}: Ihr Datenschutzantrag ist eingegangen`,
    text:
      `Hallo ${p.name},\n\nwir haben Ihren Antrag auf ${rightsSubjects.de[p.subject]} erhalten (Referenz ${p.reference}). ` +
      `Wie es die DSGVO vorsieht, antworten wir Ihnen innerhalb eines Monats, spätestens am ${dayIn("de", p.due)}.\n`,
  }),
  it: (p) => ({
    subject: `${p.brand}: abbiamo ricevuto la Sua richiesta sui dati personali`,
    text:
      `Buongiorno ${p.name},\n\nabbiamo ricevuto la Sua richiesta di ${rightsSubjects.it[p.subject]} (riferimento ${p.reference}). ` +
      `Le risponderemo entro un mese, come previsto dal GDPR: al più tardi il ${dayIn("it", p.due)}.\n`,
  }),
  es: (p) => ({
    subject: `${p.brand}: hemos recibido su solicitud sobre sus datos personales`,
    text:
      `Hola ${p.name}:\n\nHemos recibido su solicitud de ${rightsSubjects.es[p.subject]} (referencia ${p.reference}). ` +
      `Le responderemos en el plazo de un mes, como exige el RGPD: a más tardar el ${dayIn("es", p.due)}.\n`,
  }),
};
