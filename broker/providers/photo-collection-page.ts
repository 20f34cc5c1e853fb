/**
 * The sandbox stand-in for the partner photo-collection service (WeProov):
 * the page a claim's `photo_collection_url` points to. A real partner lets
 * the customer photograph the vehicle with a phone; this page says so in the
 * page's language (`?lang=`) and links back to the claim (`?return=`, only to
 * an allowed redirect origin). Its address is its secret, like the signing
 * and card pages; it has no script and one inline style allowed by its hash.
 */
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { claims } from "../db/schema";
import { isLanguage, languageTags, type Language } from "../../contract/codes/language";
import type { BrokerEnv } from "../http/context";
import { escapeHtml, setHostedPageHeaders, styleHashOf } from "./hosted-page";
import { checkRedirectUrl } from "./signature";

export const SANDBOX_PHOTOS_PATH = "/sandbox/photos";

/** A new page address for a claim: a path under the broker, which the portal prefixes with the brand's broker address. */
export function newPhotoCollectionUrl(): string {
  return `${SANDBOX_PHOTOS_PATH}/${randomBytes(16).toString("hex")}`;
}

type Texts = { title: string; intro: string; claim: (reference: string) => string; back: string; unknown: string };

const texts: Record<Language, Texts> = {
  en: {
    title: "Photos of the damage",
    intro: "This page stands in for our partner's photo-collection service, where you photograph the vehicle with your phone, guided step by step.",
    claim: (reference) => `Claim ${reference}`,
    back: "Back to your claim",
    unknown: "This link is no longer valid.",
  },
  fr: {
    title: "Photos des dommages",
    intro: "Cette page remplace le service de collecte de photos de notre partenaire, où vous photographiez le véhicule avec votre téléphone, guidé pas à pas.",
    claim: (reference) => `Sinistre ${reference}`,
    back: "Revenir à votre sinistre",
    unknown: "Ce lien n'est plus valide.",
  },
  de: {
    title: "Fotos der Schäden",
    intro: "Diese Seite ersetzt den Fotodienst unseres Partners, bei dem Sie das Fahrzeug Schritt für Schritt mit Ihrem Telefon fotografieren.",
    claim: (reference) => `Schadenfall ${reference}`,
    back: "Zurück zu Ihrem Schadenfall",
    unknown: "Dieser Link ist nicht mehr gültig.",
  },
  it: {
    title: "Foto dei danni",
    intro: "Questa pagina sostituisce il servizio di raccolta foto del nostro partner, che La guida passo per passo a fotografare il veicolo con il telefono.",
    claim: (reference) => `Sinistro ${reference}`,
    back: "Tornare al Suo sinistro",
    unknown: "Questo link non è più valido.",
  },
  es: {
    title: "Fotos de los daños",
    intro: "Esta página sustituye al servicio de recogida de fotos de nuestro socio, donde fotografía el vehículo con su teléfono, paso a paso.",
    claim: (reference) => `Siniestro ${reference}`,
    back: "Volver a su siniestro",
    unknown: "Este enlace ya no es válido.",
  },
};

const style = "body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f9c}";
const styleHash = styleHashOf(style);

function page(lang: Language, body: string): string {
  return (
    `<!doctype html><html lang="${languageTags[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(texts[lang].title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`
  );
}

export function createPhotoCollectionPages(db: Database, redirectOrigins: readonly string[]): Hono<BrokerEnv> {
  const app = new Hono<BrokerEnv>();
  app.get("/:token", async (c) => {
    const asked = c.req.query("lang");
    const lang: Language = isLanguage(asked) ? asked : "en";
    const token = c.req.param("token");
    // The same rule as the signing and card pages: the listed origins, any http(s) when none is listed (development).
    const askedReturn = c.req.query("return");
    const back = askedReturn ? checkRedirectUrl(askedReturn, redirectOrigins) : null;
    setHostedPageHeaders(c, styleHash, back ? [back] : []);
    const [claim] = /^[0-9a-f]{32}$/.test(token)
      ? await db
          .select({ reference: claims.reference })
          .from(claims)
          .where(eq(claims.photoCollectionUrl, `${SANDBOX_PHOTOS_PATH}/${token}`))
      : [];
    const words = texts[lang];
    const link = back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(words.back)}</a></p>` : "";
    if (!claim) return c.html(page(lang, `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.unknown)}</p>${link}`), 404);
    return c.html(page(lang, `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.claim(claim.reference))}</p><p>${escapeHtml(words.intro)}</p>${link}`));
  });
  return app;
}
