/** Realistic names, places and identifiers per brand country (all fictitious). */
import type { CountryCode } from "../../../contract/wire/brands";
import type { Language } from "../../../contract/codes/language";

export type Person = { title: "M" | "F"; firstname: string; lastname: string; phone: string };
export type Place = { address: string; postalCode: string; city: string };

export type CountryData = {
  lang: Language;
  currency: string;
  people: {
    full: Person;
    single: Person;
    multi: Person;
    changePassword: Person;
    qualification: Person;
    phone: Person;
    personal: Person;
    manager: Person;
    accountant: Person;
    quote: Person;
    bespoke: Person;
    /** A delegate invited by the full client who has no account yet. */
    invited: Person;
  };
  companies: { full: string; single: string; multiA: string; multiB: string; personal: string; solo: (p: Person) => string };
  legalForm: string;
  companyIds: [string, string, string, string, string, string];
  places: [Place, Place, Place];
  iban: string;
  bic: string;
  plates: [string, string, string, string];
  cars: [string, string, string, string];
};

const P = (title: "M" | "F", firstname: string, lastname: string, phone: string): Person => ({ title, firstname, lastname, phone });

export const COUNTRY_DATA: Record<CountryCode, CountryData> = {
  FR: {
    lang: "fr",
    currency: "EUR",
    people: {
      full: P("F", "Hélène", "Dubois", "+33612345001"),
      single: P("M", "Julien", "Moreau", "+33612345002"),
      multi: P("F", "Sophie", "Lefèvre", "+33612345003"),
      changePassword: P("M", "Nicolas", "Girard", "+33612345004"),
      qualification: P("F", "Claire", "Fontaine", "+33612345005"),
      phone: P("M", "Antoine", "Rousseau", "+33612345006"),
      personal: P("F", "Manon", "Petit", "+33612345007"),
      manager: P("M", "Philippe", "Garnier", "+33612345008"),
      accountant: P("F", "Isabelle", "Roux", "+33612345009"),
      quote: P("M", "Thomas", "Lambert", "+33612345010"),
      bespoke: P("F", "Élodie", "Mercier", "+33612345011"),
      invited: P("M", "François", "Bonnet", "+33612345012"),
    },
    companies: {
      full: "Transports Dubois SAS",
      single: "Atelier Moreau",
      multiA: "Cabinet Lefèvre Architectes",
      multiB: "SCI Les Tilleuls",
      personal: "Imprimerie Petit & Fils",
      solo: (p) => `${p.firstname} ${p.lastname} EI`,
    },
    legalForm: "SAS",
    companyIds: ["73282932000074", "40483304800022", "51234567800019", "80295478500028", "35600000000048", "44306184100047"],
    places: [
      { address: "18 quai Perrache", postalCode: "69002", city: "Lyon" },
      { address: "7 rue Sainte-Catherine", postalCode: "33000", city: "Bordeaux" },
      { address: "42 avenue Jean Médecin", postalCode: "06000", city: "Nice" },
    ],
    iban: "FR7630006000011234567890189",
    bic: "AGRIFRPP",
    plates: ["AB-123-CD", "EF-456-GH", "JK-789-LM", "NP-012-QR"],
    cars: ["Renault Master", "Peugeot Expert", "Citroën Berlingo", "Renault Trafic"],
  },
  IT: {
    lang: "it",
    currency: "EUR",
    people: {
      full: P("F", "Giulia", "Bianchi", "+393471234001"),
      single: P("M", "Marco", "Rossi", "+393471234002"),
      multi: P("F", "Francesca", "Romano", "+393471234003"),
      changePassword: P("M", "Luca", "Colombo", "+393471234004"),
      qualification: P("F", "Chiara", "Ricci", "+393471234005"),
      phone: P("M", "Alessandro", "Greco", "+393471234006"),
      personal: P("F", "Sara", "Marino", "+393471234007"),
      manager: P("M", "Giovanni", "Conti", "+393471234008"),
      accountant: P("F", "Elena", "Gallo", "+393471234009"),
      quote: P("M", "Davide", "Ferrari", "+393471234010"),
      bespoke: P("F", "Valentina", "Esposito", "+393471234011"),
      invited: P("M", "Matteo", "Bruno", "+393471234012"),
    },
    companies: {
      full: "Trasporti Bianchi S.r.l.",
      single: "Officina Rossi",
      multiA: "Studio Romano Architetti",
      multiB: "Immobiliare Romano S.r.l.",
      personal: "Tipografia Marino S.n.c.",
      solo: (p) => `${p.firstname} ${p.lastname} ditta individuale`,
    },
    legalForm: "S.r.l.",
    companyIds: ["01234567897", "09876543217", "04567891236", "07891234560", "03456789012", "06543210987"],
    places: [
      { address: "Via Torino 21", postalCode: "20123", city: "Milano" },
      { address: "Corso Vittorio Emanuele II 90", postalCode: "10121", city: "Torino" },
      { address: "Via dei Calzaiuoli 12", postalCode: "50122", city: "Firenze" },
    ],
    iban: "IT60X0542811101000000123456",
    bic: "BPMOIT22",
    plates: ["AB123CD", "EF456GH", "FK789LM", "GN012PR"],
    cars: ["Fiat Ducato", "Iveco Daily", "Fiat Doblò", "Fiat Scudo"],
  },
  DE: {
    lang: "de",
    currency: "EUR",
    people: {
      full: P("F", "Anna", "Schneider", "+491511234001"),
      single: P("M", "Jonas", "Weber", "+491511234002"),
      multi: P("F", "Laura", "Fischer", "+491511234003"),
      changePassword: P("M", "Tobias", "Wagner", "+491511234004"),
      qualification: P("F", "Katharina", "Becker", "+491511234005"),
      phone: P("M", "Stefan", "Hoffmann", "+491511234006"),
      personal: P("F", "Julia", "Schulz", "+491511234007"),
      manager: P("M", "Michael", "Koch", "+491511234008"),
      accountant: P("F", "Sabine", "Richter", "+491511234009"),
      quote: P("M", "Felix", "Klein", "+491511234010"),
      bespoke: P("F", "Lena", "Wolf", "+491511234011"),
      invited: P("M", "Lukas", "Neumann", "+491511234012"),
    },
    companies: {
      full: "Spedition Schneider GmbH",
      single: "Tischlerei Weber",
      multiA: "Architekturbüro Fischer",
      multiB: "Fischer Immobilien GmbH",
      personal: "Druckerei Schulz KG",
      solo: (p) => `${p.firstname} ${p.lastname} e.K.`,
    },
    legalForm: "GmbH",
    companyIds: ["HRB 123456", "HRA 98765", "HRB 45678", "HRB 78912", "HRA 34567", "HRB 65432"],
    places: [
      { address: "Große Elbstraße 145", postalCode: "22767", city: "Hamburg" },
      { address: "Leopoldstraße 82", postalCode: "80802", city: "München" },
      { address: "Hohenzollernring 54", postalCode: "50672", city: "Köln" },
    ],
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    plates: ["HH-AB 1234", "HH-CD 5678", "HH-EF 9012", "HH-GH 3456"],
    cars: ["Mercedes-Benz Sprinter", "Volkswagen Crafter", "Volkswagen Caddy", "Ford Transit"],
  },
  ES: {
    lang: "es",
    currency: "EUR",
    people: {
      full: P("F", "Lucía", "García", "+34612345001"),
      single: P("M", "Javier", "Martínez", "+34612345002"),
      multi: P("F", "María", "López", "+34612345003"),
      changePassword: P("M", "Carlos", "Sánchez", "+34612345004"),
      qualification: P("F", "Laura", "Pérez", "+34612345005"),
      phone: P("M", "Pablo", "Gómez", "+34612345006"),
      personal: P("F", "Ana", "Fernández", "+34612345007"),
      manager: P("M", "Miguel", "Ruiz", "+34612345008"),
      accountant: P("F", "Carmen", "Díaz", "+34612345009"),
      quote: P("M", "Sergio", "Moreno", "+34612345010"),
      bespoke: P("F", "Paula", "Álvarez", "+34612345011"),
      invited: P("M", "Daniel", "Romero", "+34612345012"),
    },
    companies: {
      full: "Transportes García S.L.",
      single: "Carpintería Martínez",
      multiA: "Estudio López Arquitectos",
      multiB: "Inmobiliaria López S.L.",
      personal: "Imprenta Fernández S.A.",
      solo: (p) => `${p.firstname} ${p.lastname} autónomo`,
    },
    legalForm: "S.L.",
    companyIds: ["B12345674", "B87654321", "B23456789", "B34567891", "A45678912", "B56789123"],
    places: [
      { address: "Calle de Alcalá 120", postalCode: "28009", city: "Madrid" },
      { address: "Passeig de Gràcia 55", postalCode: "08007", city: "Barcelona" },
      { address: "Calle Colón 18", postalCode: "46004", city: "Valencia" },
    ],
    iban: "ES9121000418450200051332",
    bic: "CAIXESBBXXX",
    plates: ["1234 BCD", "5678 FGH", "9012 JKL", "3456 MNP"],
    cars: ["Mercedes-Benz Vito", "Renault Kangoo", "Citroën Jumpy", "Ford Transit Custom"],
  },
};

export type Labels = Record<"fr" | "it" | "de" | "es", string>;
const L = (fr: string, it: string, de: string, es: string): Labels => ({ fr, it, de, es });

/** Product labels by contract type. */
export const PRODUCT_LABELS = {
  rc_pro: L("Responsabilité civile professionnelle", "RC professionale", "Berufshaftpflicht", "Responsabilidad civil profesional"),
  quote: L("Devis cyber-risques", "Preventivo rischi informatici", "Angebot Cyberversicherung", "Presupuesto ciberriesgos"),
  multirisque: L("Multirisque professionnelle", "Multirischio aziendale", "Inhaltsversicherung Gewerbe", "Multirriesgo empresarial"),
  sante: L("Complémentaire santé collective", "Assicurazione sanitaria collettiva", "Betriebliche Krankenversicherung", "Seguro de salud colectivo"),
  prevoyance: L("Prévoyance collective", "Previdenza collettiva", "Betriebliche Altersvorsorge", "Previsión colectiva"),
  auto: L("Assurance automobile", "Assicurazione auto", "Kfz-Versicherung", "Seguro de automóvil"),
  locaux: L("Assurance des locaux", "Assicurazione dei locali", "Gebäudeversicherung", "Seguro de locales"),
  flotte: L("Flotte automobile", "Flotta aziendale", "Kfz-Flottenversicherung", "Flota de vehículos"),
  decennale: L("Garantie décennale", "Polizza decennale postuma", "Bauleistungsversicherung", "Seguro decenal"),
} as const;

export type ProductType = keyof typeof PRODUCT_LABELS;

export function label(type: ProductType, lang: Language): string {
  return labelIn(PRODUCT_LABELS[type], lang);
}

/** A demo word in the brand's language; English brands' demo data reads as the French. */
export function labelIn(labels: Labels, lang: Language): string {
  return lang === "en" ? labels.fr : labels[lang];
}
