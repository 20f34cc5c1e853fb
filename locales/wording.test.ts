/**
 * One word for one thing in a language: the spellings and courtesy forms the pages share, so that a title does not
 * say it otherwise than the navigation (decision 0272).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function* jsonStrings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) yield* jsonStrings(child, `${path}.${key}`);
}

function localeStrings(lang: string, files?: readonly string[]): [string, string][] {
  const names = files ?? readdirSync(join(root, "locales", lang)).filter((name) => name.endsWith(".json"));
  return names.flatMap((file) => [...jsonStrings(JSON.parse(readFileSync(join(root, "locales", lang, file), "utf8")), `locales/${lang}/${file}`)]);
}

describe("German", () => {
  it('says "Schadenfall" everywhere, as the claims pages do, never "Schadensfall"', () => {
    const texts = [
      ...localeStrings("de"),
      // The broker's German pages and PDFs say it too.
      ...["broker/providers/photo-collection-page.ts", "broker/files/pdf-texts/de.ts", "broker/auth/messages.ts", "broker/outbox/client-messages.ts"].map(
        (file): [string, string] => [file, readFileSync(join(root, file), "utf8")],
      ),
    ];
    const other = texts.filter(([, text]) => /Schadensf[aä]ll/i.test(text)).map(([where]) => where);
    expect(other).toEqual([]);
    expect(localeStrings("de", ["common.json"]).find(([where]) => where.endsWith(".nav.claims"))?.[1]).toBe("Schadenfälle");
  });
});

const LANGS = ["en", "fr", "de", "it", "es"] as const;
const json = (lang: string, file: string) => JSON.parse(readFileSync(join(root, "locales", lang, file), "utf8")) as Record<string, never>;

/**
 * The menu item, the home pane that leads to the same page and that page's title call it by one word (WCAG 2.2 SC
 * 3.2.4): German said "Bescheinigungen" in the menu, "Meine Bestätigungen" on the page and "Bestätigungen" on the
 * home pane; Italian "Attestati", "I miei certificati" and "Certificati"; German "Schadenfälle" in the menu and
 * "Schäden" on the home pane (audit of 2026-12-04).
 */
describe("a page's name", () => {
  /** The menu item, with the title of the page it opens (a `namespace:key.path`) when it is not the menu's word alone. */
  const pages = { contracts: null, payments: null, certificates: "contracts.json:certificates.title", claims: "claims.json:list.title", quotes: null } as const;
  const at = (value: unknown, path: string) => path.split(".").reduce((node: unknown, key) => (node as Record<string, unknown>)[key], value) as string;

  for (const lang of LANGS) {
    it(`is the same in the menu, on the home pane and in the page's title (${lang})`, () => {
      const nav = json(lang, "common.json").nav as Record<string, string>;
      const home = json(lang, "home.json") as Record<string, { title: string; link?: string }>;
      for (const [page, title] of Object.entries(pages)) {
        const word = nav[page];
        expect(home[page].title, `home.${page}.title`).toBe(word);
        if (home[page].link) expect(home[page].link.toLowerCase(), `home.${page}.link`).toContain(word.toLowerCase());
        if (title) {
          const [file, path] = title.split(":");
          expect(at(json(lang, file), path).toLowerCase(), title).toContain(word.toLowerCase());
        }
      }
    });
  }
});

/**
 * The "not in your access" notices name who does it by the function the owner gives ("Dirigeant", "Geschäftsführung",
 * "Dirigente", "Gerente"), not "gestionnaire", "Verwalter", "gestore" or "gestor" (access audit of 2026-12-04).
 */
describe("the notices of what is not in a person's access", () => {
  for (const lang of LANGS) {
    it(`name the manager by the function's name (${lang})`, () => {
      const manager = (json(lang, "delegation.json").function as Record<string, string>).manager!.toLowerCase();
      const notices = Object.entries((json(lang, "common.json").access as { notAllowed: Record<string, string> }).notAllowed);
      expect(notices.length).toBeGreaterThan(0);
      for (const [key, text] of notices) expect(text.toLowerCase(), key).toContain(manager);
    });
  }
});

/**
 * Italian addresses the reader with the capitalised courtesy forms (Lei, La, Le, Suo, Sua, Suoi, Sue, proporLe),
 * as the sign-in pages do. A lower-case "suo" is right for a third person or a thing ("ai suoi caratteri di
 * controllo": the number's, "può scaricarla qui": the invoice); those phrases are listed. Every Italian namespace has
 * been swept (decision 0272, "Left"); a new one is added here once read.
 */
const ITALIAN_SWEPT = [
  "auth.json",
  "account.json",
  "kyc.json",
  "errors.json",
  "common.json",
  "home.json",
  "contracts.json",
  "health.json",
  "legal.json",
  "quotes.json",
  "contract.json",
  "payments.json",
  "termination.json",
  "delegation.json",
  "codes.json",
  "rights.json",
  "contact.json",
  "claims.json",
  "bespoke-quotes.json",
  "legal-texts.json",
] as const;
const THIRD_PERSON = [
  "ai suoi caratteri di controllo",
  "i suoi link e i suoi pulsanti",
  "ciò che dice il suo nome",
  "con il suo vero tipo",
  "scaricarla qui",
  "può ritirarla",
  "partecipano al suo funzionamento",
  "mantenerle aggiornate",
  "Può seguirla e aggiungere",
  "Può ritirarla",
  "non può elaborarla",
];
const lowerCourtesy =
  /(?<![\p{L}])(lei|sua|suo|suoi|sue)(?![\p{L}])|\p{Ll}+r(le|la)(?![\p{L}])|(?<![\p{L}])(le|la) (scriviamo|inviamo|invia|consente|comunichiamo|contatteremo|verrà|avvisiamo|richiama|informeremo|invitiamo|preghiamo|riguardano|servono|chiederemo|indichiamo|forniamo|forniremo|proporremo|riconosce|impediscono)/gu;

/** The broker's Italian e-mails, SMS, PDFs, provider pages and questionnaire labels, by their source files. */
const BROKER_ITALIAN = [
  "broker/auth/messages.ts",
  "broker/domain/kyc-form.ts",
  "broker/files/pdf-texts/it.ts",
  "broker/outbox/client-messages.ts",
  "broker/providers/card-code-words.ts",
  "broker/providers/card-page-texts.ts",
  "broker/providers/photo-collection-page.ts",
  "broker/providers/signature-pages.ts",
  "broker/providers/signature.ts",
] as const;

/**
 * One language's parts of a source file: each `it:` entry or `const it` declaration (or `fr`), up to the next line at
 * its own indentation (a sibling language or the closing bracket), so other languages' "le" or "la" are not read as
 * Italian, nor a Spanish "de" as French.
 */
function languageRegions(source: string, lang: "it" | "fr"): string[] {
  const lines = source.split("\n");
  const regions: string[] = [];
  const opening = new RegExp(`^(\\s*)(?:export )?(?:const )?${lang}(?::|\\b.*=)`);
  for (let i = 0; i < lines.length; i++) {
    const start = opening.exec(lines[i]!);
    if (!start) continue;
    const indent = start[1]!.length;
    const region = [lines[i]!];
    let next = i + 1;
    for (; next < lines.length; next++) {
      const line = lines[next]!;
      const own = line.length - line.trimStart().length;
      if (line.trim() !== "" && (own < indent || (own === indent && !/^\s*[)}\]]/.test(line)))) break;
      region.push(line);
      if (line.trim() !== "" && own === indent) {
        next++;
        break;
      }
    }
    regions.push(region.join("\n"));
    i = next - 1;
  }
  return regions;
}
const italianRegions = (source: string) => languageRegions(source, "it");

function courtesySlips(text: string): string[] {
  return [...THIRD_PERSON.reduce((rest, phrase) => rest.replaceAll(phrase, ""), text).matchAll(lowerCourtesy)].map((m) => m[0]);
}

describe("Italian", () => {
  it("sweeps every Italian namespace", () => {
    expect(
      readdirSync(join(root, "locales", "it"))
        .filter((name) => name.endsWith(".json"))
        .sort(),
    ).toEqual([...ITALIAN_SWEPT].sort());
  });

  it.each(ITALIAN_SWEPT)("%s uses the capitalised courtesy forms", (file) => {
    const slips = localeStrings("it", [file])
      .map(([where, text]) => ({
        where,
        text,
        found: courtesySlips(text),
      }))
      .filter(({ found }) => found.length > 0);
    expect(slips).toEqual([]);
  });

  it.each(BROKER_ITALIAN)("the broker's %s uses them too", (file) => {
    const regions = italianRegions(readFileSync(join(root, file), "utf8"));
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.flatMap(courtesySlips)).toEqual([]);
  });

  it("reads only a source's Italian parts", () => {
    const source = [
      "const texts = {",
      "  fr: { hello: (name) => `Bonjour ${name}, la page vous attend`, bye: 'Au revoir' },",
      "  it: {",
      "    hello: (name) => `Buongiorno ${name}, la sua pagina`,",
      "    bye: 'Arrivederci',",
      "  },",
      "  es: { hello: 'Hola, le escribimos' },",
      "};",
    ].join("\n");
    expect(italianRegions(source)).toEqual(["  it: {\n    hello: (name) => `Buongiorno ${name}, la sua pagina`,\n    bye: 'Arrivederci',\n  },"]);
    expect(italianRegions(source).flatMap(courtesySlips)).toEqual(["sua"]);
  });

  it("finds the lower-case forms and passes the capitalised ones", () => {
    const found = (text: string) => [...text.matchAll(lowerCourtesy)].map((m) => m[0]);
    expect(found("Alcune domande su di lei e sulla sua impresa, perché il suo consulente possa proporle le coperture giuste.")).toEqual([
      "lei",
      "sua",
      "suo",
      "proporle",
    ]);
    expect(found("Alcune domande su di Lei e sulla Sua impresa, perché il Suo consulente possa proporLe le coperture giuste.")).toEqual([]);
    expect(found("L'indirizzo a cui le scriviamo.")).toEqual(["le scriviamo"]);
    expect(found("Nessuno per ora: le verrà chiesto. In tal caso la informeremo.")).toEqual(["le verrà", "la informeremo"]);
    expect(found("Nessuno per ora: Le verrà chiesto. In tal caso La informeremo.")).toEqual([]);
  });
});

/**
 * French elides "de" and "que" before a vowel: "au profit de Azura Assurances", "Retirer l'accès de Isabelle Roux"
 * (audits of 2026-12-04). A name, a brand or an address put in a text can start with any letter, so no French text
 * puts "de" or "que" right before one: it says "de la société {{brand}}", "accordé à {{name}}", "par {{brand}}"
 * (decision 0282). Numbers and dates may follow them ("de {{min}} à {{max}} caractères").
 */
describe("French", () => {
  /** Numbers, dates and the fixed role words ("en tant que titulaire"): none starts with a vowel sound. */
  const notNames = /^(?:min|max|from|to|count|minutes|date|n|total)$|^roles\./;
  const beforeName = /(?<![\p{L}'’])(de|que) (?:\{\{\s*([\w.]+)|\$\{\s*([\w.[\]]+))/gu;
  const slips = (text: string) => [...text.matchAll(beforeName)].filter((m) => !notNames.test((m[2] ?? m[3])!.replace(/^p\./, ""))).map((m) => m[0]);
  const brandContent = readdirSync(join(root, "brands", "content")).filter((name) => name.endsWith(".fr.json"));

  it('puts no name after an unelided "de" or "que" in the portal\'s texts and the brands\' pages', () => {
    const texts = [
      ...localeStrings("fr"),
      ...brandContent.flatMap((file) => [...jsonStrings(JSON.parse(readFileSync(join(root, "brands", "content", file), "utf8")), file)]),
    ];
    expect(brandContent.length).toBeGreaterThan(0);
    expect(texts.flatMap(([where, text]) => slips(text).map((slip) => `${where}: ${slip}`))).toEqual([]);
  });

  it.each([...BROKER_ITALIAN.map((file) => file), "broker/files/pdf-texts/fr.ts"].filter((file) => !file.endsWith("/it.ts")))(
    "puts none in the broker's %s either",
    (file) => {
      const regions = languageRegions(readFileSync(join(root, file), "utf8"), "fr");
      expect(regions.length).toBeGreaterThan(0);
      expect(regions.flatMap(slips)).toEqual([]);
    },
  );

  it('finds a name after "de" or "que", not a number or a date', () => {
    expect(slips("au profit de {{creditor}}. Les données que ${brand} détient, de ${p.client}")).toEqual(["de {{creditor", "que ${brand", "de ${p.client"]);
    expect(slips("de {{min}} à {{max}} caractères, de ${from} h, d'{{brand}}, au profit de la société {{creditor}}")).toEqual([]);
  });
});
