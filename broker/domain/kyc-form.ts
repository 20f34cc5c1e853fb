/**
 * The KYC questionnaire (SPEC `kyc`, French `qualification`): what a broker
 * needs to know before advising (docs/decisions/0105), in four steps:
 * company and activity (with an optional registration extract, a file:
 * docs/decisions/0149), needs, personal data, bank details. Written here
 * once in five languages; the portal renders whatever this describes.
 * The social security number is the brand country's own (NIR, codice
 * fiscale, Versicherungsnummer, NUSS), checked with the birth date beside it
 * (domain/social-security.ts, docs/decisions/0190).
 */
import { uploadLimits, uploadMime } from "../files/uploads";
import type { DynamicField } from "../../contract/wire/dynamic-forms";
import { pick, type Language } from "../../contract/codes/language";
import { isSocialSecurityCountry, type SocialSecurityCountry } from "../../contract/codes/social-security";

type Words = { en: string } & Partial<Record<Language, string>>;
type StepDraft = { code: string; title: Words; intro?: Words; fields: FieldDraft[] };
/** A field with its words in every language (distributed over the kinds, so each keeps its own properties). */
type FieldDraft = DynamicField extends infer F
  ? F extends DynamicField
    ? Omit<F, "label" | "hint" | "options"> & { label: Words; hint?: Words; options?: { value: string; label: Words }[] }
    : never
  : never;

const legalForms: { value: string; label: Words }[] = [
  {
    value: "sole_trader",
    label: { en: "Sole trader", fr: "Entreprise individuelle", de: "Einzelunternehmen", it: "Ditta individuale", es: "Empresario individual" },
  },
  {
    value: "limited_company",
    label: { en: "Limited company", fr: "Société (SARL, SAS, SA…)", de: "Gesellschaft (GmbH, AG…)", it: "Società (Srl, SpA…)", es: "Sociedad (SL, SA…)" },
  },
  {
    value: "partnership",
    label: { en: "Partnership", fr: "Société de personnes", de: "Personengesellschaft", it: "Società di persone", es: "Sociedad de personas" },
  },
  { value: "association", label: { en: "Association", fr: "Association", de: "Verein", it: "Associazione", es: "Asociación" } },
];

const needs: { value: string; label: Words }[] = [
  {
    value: "liability",
    label: {
      en: "Professional liability",
      fr: "Responsabilité civile professionnelle",
      de: "Berufshaftpflicht",
      it: "Responsabilità civile professionale",
      es: "Responsabilidad civil profesional",
    },
  },
  {
    value: "premises",
    label: { en: "Premises and equipment", fr: "Locaux et matériel", de: "Räume und Ausstattung", it: "Locali e attrezzature", es: "Locales y equipos" },
  },
  { value: "vehicles", label: { en: "Vehicles", fr: "Véhicules", de: "Fahrzeuge", it: "Veicoli", es: "Vehículos" } },
  {
    value: "people",
    label: {
      en: "Health and provident cover for staff",
      fr: "Santé et prévoyance des salariés",
      de: "Kranken- und Vorsorgeschutz der Beschäftigten",
      it: "Salute e previdenza dei dipendenti",
      es: "Salud y previsión del personal",
    },
  },
];

/** Each country's number: what people call it and where they find it, in every language. */
const socialSecurityWords: Record<SocialSecurityCountry, { label: Words; hint: Words }> = {
  FR: {
    label: {
      en: "Social security number",
      fr: "Numéro de sécurité sociale",
      de: "Sozialversicherungsnummer",
      it: "Numero di previdenza sociale",
      es: "Número de la seguridad social",
    },
    hint: {
      en: "15 characters, key included, as on your carte Vitale.",
      fr: "15 caractères, clé comprise, comme sur votre carte Vitale.",
      de: "15 Zeichen einschließlich Schlüssel, wie auf der carte Vitale.",
      it: "15 caratteri, chiave compresa, come sulla carte Vitale.",
      es: "15 caracteres, clave incluida, como en su carte Vitale.",
    },
  },
  IT: {
    label: {
      en: "Tax code (codice fiscale)",
      fr: "Code fiscal (codice fiscale)",
      de: "Steuernummer (codice fiscale)",
      it: "Codice fiscale",
      es: "Código fiscal (codice fiscale)",
    },
    hint: {
      en: "16 characters, as on your health insurance card (tessera sanitaria).",
      fr: "16 caractères, comme sur votre carte d'assurance maladie (tessera sanitaria).",
      de: "16 Zeichen, wie auf Ihrer Gesundheitskarte (tessera sanitaria).",
      it: "16 caratteri, come sulla tessera sanitaria.",
      es: "16 caracteres, como en su tarjeta sanitaria (tessera sanitaria).",
    },
  },
  // The example's groups are joined by no-break spaces: a number stays whole on one line (docs/design-notes.md "References stay whole", was decision 0187).
  DE: {
    label: {
      en: "Social security number (Sozialversicherungsnummer)",
      fr: "Numéro de sécurité sociale (Sozialversicherungsnummer)",
      de: "Sozialversicherungsnummer",
      it: "Numero di previdenza sociale (Sozialversicherungsnummer)",
      es: "Número de la seguridad social (Sozialversicherungsnummer)",
    },
    hint: {
      en: "12 characters, as on your social security card, for example 15\u00a0070649\u00a0C\u00a0103.",
      fr: "12 caractères, comme sur votre carte de sécurité sociale, par exemple 15\u00a0070649\u00a0C\u00a0103.",
      de: "12 Zeichen, wie auf Ihrem Sozialversicherungsausweis, zum Beispiel 15\u00a0070649\u00a0C\u00a0103.",
      it: "12 caratteri, come sulla tessera di previdenza sociale, per esempio 15\u00a0070649\u00a0C\u00a0103.",
      es: "12 caracteres, como en su tarjeta de la seguridad social, por ejemplo 15\u00a0070649\u00a0C\u00a0103.",
    },
  },
  ES: {
    label: {
      en: "Social security number (NUSS)",
      fr: "Numéro de sécurité sociale (NUSS)",
      de: "Sozialversicherungsnummer (NUSS)",
      it: "Numero di previdenza sociale (NUSS)",
      es: "Número de afiliación a la Seguridad Social (NUSS)",
    },
    hint: {
      en: "12 digits, province and control digits included.",
      fr: "12 chiffres, province et chiffres de contrôle compris.",
      de: "12 Ziffern einschließlich Provinz und Kontrollziffern.",
      it: "12 cifre, provincia e cifre di controllo comprese.",
      es: "12 dígitos, provincia y dígitos de control incluidos.",
    },
  },
};

function socialSecurityField(country: SocialSecurityCountry): FieldDraft {
  return {
    kind: "text",
    name: "social_security_number",
    required: true,
    // Room for the spaces people type between the groups; the number is stored without them.
    max_length: 24,
    check: "social_security_number",
    country,
    birth_date_field: "birth_date",
    ...socialSecurityWords[country],
  };
}

const steps = (country: string): StepDraft[] => [
  {
    code: "company",
    title: {
      en: "Your company and its activity",
      fr: "Votre entreprise et son activité",
      de: "Ihr Unternehmen und seine Tätigkeit",
      it: "La Sua impresa e la Sua attività",
      es: "Su empresa y su actividad",
    },
    fields: [
      {
        kind: "text",
        name: "company_name",
        required: true,
        max_length: 200,
        label: { en: "Company name", fr: "Raison sociale", de: "Firmenname", it: "Ragione sociale", es: "Razón social" },
      },
      {
        kind: "choice",
        name: "legal_form",
        required: true,
        label: { en: "Legal form", fr: "Forme juridique", de: "Rechtsform", it: "Forma giuridica", es: "Forma jurídica" },
        options: legalForms,
      },
      {
        kind: "text",
        name: "activity",
        required: true,
        max_length: 300,
        label: { en: "Main activity", fr: "Activité principale", de: "Haupttätigkeit", it: "Attività principale", es: "Actividad principal" },
        hint: {
          en: "For example: road haulage, bakery, IT consulting.",
          fr: "Par exemple : transport routier, boulangerie, conseil informatique.",
          de: "Zum Beispiel: Güterverkehr, Bäckerei, IT-Beratung.",
          it: "Per esempio: autotrasporto, panetteria, consulenza informatica.",
          es: "Por ejemplo: transporte por carretera, panadería, consultoría informática.",
        },
      },
      {
        kind: "number",
        name: "employees",
        required: true,
        integer: true,
        min: 0,
        max: 100000,
        label: { en: "Number of employees", fr: "Nombre de salariés", de: "Anzahl der Beschäftigten", it: "Numero di dipendenti", es: "Número de empleados" },
      },
      {
        // Optional (docs/decisions/0149): it spares the adviser asking for it later; a sole trader may have none.
        kind: "file",
        name: "registration_extract",
        required: false,
        accept: uploadLimits.requiredDocument.allowed.map((kind) => uploadMime[kind]),
        max_bytes: uploadLimits.requiredDocument.maxBytes,
        label: {
          en: "Company registration extract",
          fr: "Extrait Kbis",
          de: "Handelsregisterauszug",
          it: "Visura camerale",
          es: "Nota simple del Registro Mercantil",
        },
        hint: {
          en: "Optional. PDF, JPG or PNG, 10 MB at most.",
          fr: "Facultatif. PDF, JPG ou PNG, 10 Mo au plus.",
          de: "Freiwillig. PDF, JPG oder PNG, höchstens 10 MB.",
          it: "Facoltativo. PDF, JPG o PNG, al massimo 10 MB.",
          es: "Opcional. PDF, JPG o PNG, 10 MB como máximo.",
        },
      },
    ],
  },
  {
    code: "needs",
    title: { en: "Your needs", fr: "Vos besoins", de: "Ihr Bedarf", it: "Le Sue esigenze", es: "Sus necesidades" },
    fields: [
      {
        kind: "choice",
        name: "main_need",
        required: true,
        label: {
          en: "What do you most want to cover?",
          fr: "Que souhaitez-vous couvrir en priorité ?",
          de: "Was möchten Sie vorrangig absichern?",
          it: "Che cosa desidera assicurare per primo?",
          es: "¿Qué desea asegurar en primer lugar?",
        },
        options: needs,
      },
      {
        kind: "yes_no",
        name: "already_insured",
        required: true,
        label: {
          en: "Are you already insured for this?",
          fr: "Êtes-vous déjà assuré pour ce besoin ?",
          de: "Sind Sie dafür bereits versichert?",
          it: "Ha già un'assicurazione per questa esigenza?",
          es: "¿Ya está asegurado para esta necesidad?",
        },
      },
      {
        kind: "text",
        name: "details",
        required: false,
        multiline: true,
        max_length: 1000,
        label: { en: "Anything we should know", fr: "Précisions utiles", de: "Was wir wissen sollten", it: "Informazioni utili", es: "Información útil" },
      },
    ],
  },
  {
    code: "personal",
    title: { en: "Personal data", fr: "Données personnelles", de: "Persönliche Daten", it: "Dati personali", es: "Datos personales" },
    intro: {
      en: "About the company's manager.",
      fr: "Concernant le dirigeant de l'entreprise.",
      de: "Zur Geschäftsführung des Unternehmens.",
      it: "Relativi al titolare dell'impresa.",
      es: "Sobre el responsable de la empresa.",
    },
    fields: [
      {
        kind: "date",
        name: "birth_date",
        required: true,
        label: { en: "Date of birth", fr: "Date de naissance", de: "Geburtsdatum", it: "Data di nascita", es: "Fecha de nacimiento" },
      },
      ...(isSocialSecurityCountry(country) ? [socialSecurityField(country)] : []),
    ],
  },
  {
    code: "bank",
    title: { en: "Bank details", fr: "Coordonnées bancaires", de: "Bankverbindung", it: "Coordinate bancarie", es: "Datos bancarios" },
    fields: [
      {
        kind: "text",
        name: "account_holder",
        required: true,
        max_length: 200,
        label: { en: "Account holder", fr: "Titulaire du compte", de: "Kontoinhaber", it: "Intestatario del conto", es: "Titular de la cuenta" },
      },
      { kind: "iban", name: "iban", required: true, label: { en: "IBAN", fr: "IBAN", de: "IBAN", it: "IBAN", es: "IBAN" } },
    ],
  },
];

export const kycTitle: Words = {
  en: "Qualification questionnaire",
  fr: "Questionnaire de qualification",
  de: "Fragebogen zur Einstufung",
  it: "Questionario di qualificazione",
  es: "Cuestionario de cualificación",
};

/** The birth-date bounds, from the day asked: an adult manager (16 or more), not older than 120. */
function birthBounds(today: Date) {
  const shift = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
  return { min: shift(120), max: shift(16) };
}

/** The questionnaire's steps for a brand country, in a language, without their addresses and answers. */
export function kycSteps(country: string, lang: Language, today: Date): { code: string; title: string; intro?: string; fields: DynamicField[] }[] {
  return steps(country).map((step) => ({
    code: step.code,
    title: pick(step.title, lang),
    ...(step.intro ? { intro: pick(step.intro, lang) } : {}),
    fields: step.fields.map((draft) => {
      const field = {
        ...draft,
        label: pick(draft.label, lang),
        ...(draft.hint ? { hint: pick(draft.hint, lang) } : {}),
        ...(draft.options ? { options: draft.options.map((option) => ({ value: option.value, label: pick(option.label, lang) })) } : {}),
      } as DynamicField;
      return field.kind === "date" && field.name === "birth_date" ? { ...field, ...birthBounds(today) } : field;
    }),
  }));
}
