/**
 * The brand's catalogue: products a client can subscribe to or ask a quote
 * for (products/available) and the services it offers (services), in the
 * brand's language, with a code the portal words in the page's language. Links point to the brand's public subscription site
 * (reserved `.example` domain in the demo), never to the portal.
 */
import type { Language } from "../../../contract/codes/language";
import type * as s from "../schema";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type Text = { fr: string; it: string; de: string; es: string };

const PRODUCTS: { slug: string; icon: string; name: Text; description: Text; subscribe: boolean; quote: boolean }[] = [
  {
    slug: "rc-pro",
    icon: "shield",
    name: { fr: "Responsabilité civile professionnelle", it: "RC professionale", de: "Berufshaftpflicht", es: "Responsabilidad civil profesional" },
    description: {
      fr: "Couvre les dommages causés à vos clients dans le cadre de votre activité.",
      it: "Copre i danni causati ai Suoi clienti durante la Sua attività.",
      de: "Deckt Schäden, die Sie Kunden bei Ihrer Tätigkeit verursachen.",
      es: "Cubre los daños causados a sus clientes en el ejercicio de su actividad.",
    },
    subscribe: true,
    quote: true,
  },
  {
    slug: "cyber",
    icon: "lock",
    name: { fr: "Cyber-risques", it: "Rischi informatici", de: "Cyberversicherung", es: "Ciberriesgos" },
    description: {
      fr: "Prise en charge d'une attaque informatique : restauration, pertes d'exploitation, assistance.",
      it: "Attacco informatico: ripristino, perdite d'esercizio, assistenza.",
      de: "Nach einem Cyberangriff: Wiederherstellung, Betriebsausfall, Soforthilfe.",
      es: "Ataque informático: restauración, pérdidas de explotación, asistencia.",
    },
    subscribe: true,
    quote: false,
  },
  {
    slug: "fleet",
    icon: "car",
    name: { fr: "Flotte automobile", it: "Flotta aziendale", de: "Flottenversicherung", es: "Flota de vehículos" },
    description: {
      fr: "Un seul contrat pour tous les véhicules de l'entreprise, devis sur mesure.",
      it: "Un solo contratto per tutti i veicoli aziendali, preventivo su misura.",
      de: "Ein Vertrag für alle Firmenfahrzeuge, Angebot nach Maß.",
      es: "Un único contrato para todos los vehículos de la empresa, presupuesto a medida.",
    },
    subscribe: false,
    quote: true,
  },
];

const SERVICES: { slug: string; icon: string; label: Text; description: Text }[] = [
  {
    slug: "legal-help",
    icon: "scale",
    label: { fr: "Assistance juridique", it: "Assistenza legale", de: "Rechtsberatung", es: "Asistencia jurídica" },
    description: {
      fr: "Des juristes répondent à vos questions du lundi au vendredi.",
      it: "Dei giuristi rispondono alle Sue domande dal lunedì al venerdì.",
      de: "Juristen beantworten Ihre Fragen von Montag bis Freitag.",
      es: "Juristas responden a sus preguntas de lunes a viernes.",
    },
  },
  {
    slug: "prevention",
    icon: "lightbulb",
    label: { fr: "Prévention des risques", it: "Prevenzione dei rischi", de: "Risikoprävention", es: "Prevención de riesgos" },
    description: {
      fr: "Guides et diagnostics pour réduire les sinistres dans vos locaux.",
      it: "Guide e verifiche per ridurre i sinistri nei Suoi locali.",
      de: "Leitfäden und Checks, um Schäden in Ihren Räumen zu vermeiden.",
      es: "Guías y diagnósticos para reducir los siniestros en sus locales.",
    },
  },
];

const pick = (text: Text, lang: Language) => (lang === "en" ? text.fr : text[lang]);

export function catalogueRows(brandId: string, lang: Language): { products: Row<typeof s.products>[]; services: Row<typeof s.services>[] } {
  const site = `https://souscription.${brandId}.example`;
  return {
    products: PRODUCTS.map((p, position) => ({
      id: `prd_${brandId}_${p.slug}`,
      brandId,
      code: p.slug,
      name: pick(p.name, lang),
      icon: p.icon,
      description: pick(p.description, lang),
      subscribeUrl: p.subscribe ? `${site}/${p.slug}/subscribe` : null,
      quoteUrl: p.quote ? `${site}/${p.slug}/quote` : null,
      position,
    })),
    services: SERVICES.map((v, position) => ({
      id: `svc_${brandId}_${v.slug}`,
      brandId,
      code: v.slug,
      label: pick(v.label, lang),
      description: pick(v.description, lang),
      url: `${site}/services/${v.slug}`,
      icon: v.icon,
      position,
    })),
  };
}
