/**
 * One register per language, as an insurer writes (decision 0186): Italian addresses the reader
 * with "Lei", Spanish with "usted". These markers only appear when the reader is addressed
 * informally (tu / tú), so any of them in a locale string, a brand text or a broker e-mail, SMS,
 * card page or PDF text in Italian or Spanish is a regression.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** Pronouns, possessives and verb forms of the second person singular (informal). */
const INFORMAL_WORDS = {
  es: [
    "tú",
    "tu",
    "tus",
    "te",
    "ti",
    "contigo",
    "tuyo",
    "tuya",
    "tuyos",
    "tuyas",
    "vos",
    "os",
    "vosotros",
    "puedes",
    "tienes",
    "quieres",
    "necesitas",
    "debes",
    "estás",
    "eres",
    "has",
    "hayas",
    "puedas",
    "podrás",
    "recibirás",
    "tendrás",
    "deberás",
    "introducirás",
    "verás",
    "déjanos",
    "contáctanos",
    "escríbenos",
    "llámanos",
    "págalo",
    "fírmalo",
    "revísala",
    "revísalo",
    "déjala",
    "déjalo",
    "inténtalo",
    "ábrelo",
    "envíalo",
  ],
  it: [
    "tu",
    "tuo",
    "tua",
    "tuoi",
    "tue",
    "ti",
    "te",
    "puoi",
    "hai",
    "vuoi",
    "devi",
    "sei",
    "potrai",
    "riceverai",
    "dovrai",
    "avrai",
    "inserirai",
    "troverai",
    "contattaci",
    "scrivici",
    "chiamaci",
    "chiamarti",
    "richiamarti",
    "contattarti",
    "avvisarti",
    "opporti",
    "stampalo",
    "pagalo",
    "scaricalo",
    "inviala",
    "invialo",
    "inviami",
    "scrivimi",
    "chiamami",
  ],
} as const;

/** Informal imperatives that open a sentence ("Elige un día", "Scegli un file"). */
const INFORMAL_IMPERATIVES = {
  es: [
    "Elige",
    "Introduce",
    "Revisa",
    "Indica",
    "Escribe",
    "Paga",
    "Solicita",
    "Rescinde",
    "Da",
    "Deja",
    "Contacta",
    "Descarga",
    "Abre",
    "Inicia",
    "Crea",
    "Añade",
    "Sube",
    "Envía",
    "Consulta",
    "Accede",
    "Pulsa",
    "Comprueba",
    "Selecciona",
    "Ignora",
    "Vuelve",
    "Lee",
    "Acepta",
    "Pide",
    "Confirma",
    "Completa",
    "Rellena",
    "Usa",
    "Recarga",
    "Intenta",
    "Prueba",
  ],
  it: [
    "Scegli",
    "Inserisci",
    "Seleziona",
    "Scarica",
    "Invia",
    "Accedi",
    "Torna",
    "Vai",
    "Aggiungi",
    "Carica",
    "Indica",
    "Scrivi",
    "Contatta",
    "Clicca",
    "Premi",
    "Apri",
    "Leggi",
    "Chiedi",
    "Lascia",
    "Disdici",
    "Dai",
    "Controlla",
    "Paga",
    "Termina",
    "Salva",
    "Continua",
    "Annulla",
    "Ignora",
    "Crea",
    "Accetta",
    "Compila",
    "Ricomincia",
    "Reimposta",
    "Usa",
    "Ricarica",
    "Riprova",
    "Rimuovi",
  ],
} as const;

/** Imperatives that are also nouns: flagged only before an article ("Conferma la disdetta", "Firma los documentos"). */
const AMBIGUOUS_IMPERATIVES = {
  es: ["Firma", "Cambia", "Marca"],
  it: ["Conferma", "Modifica", "Verifica", "Firma", "Registra"],
} as const;

type Lang = keyof typeof INFORMAL_WORDS;

const L = "\\p{L}";
function informalMarkers(lang: Lang, text: string): string[] {
  const words = new RegExp(`(?<![${L}])(${INFORMAL_WORDS[lang].join("|")})(?![${L}'’])`, "giu");
  const imperatives = new RegExp(`(?:^|[.:;!?¿¡\\n]\\s*|[(—]\\s*)(${INFORMAL_IMPERATIVES[lang].join("|")})(?![${L}])`, "gu");
  // Also nouns ("Conferma di ricezione"): an imperative only when an article follows.
  const ambiguous = new RegExp(
    `(?:^|[.:;!?\\n]\\s*)(${AMBIGUOUS_IMPERATIVES[lang].join("|")}) (?:il|la|lo|i|gli|le|l'|un|una|uno|el|los|las|su|sus|tu|tus)(?![${L}])`,
    "gu",
  );
  return [...text.matchAll(words), ...text.matchAll(imperatives), ...text.matchAll(ambiguous)].map((match) => match[1]!);
}

function* jsonStrings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) yield* jsonStrings(child, `${path}.${key}`);
}

/** String and template-literal texts of a TypeScript file, or of the `lang:` properties in it. */
function sourceStrings(file: string, lang: Lang, wholeFile: boolean): [string, string][] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: [string, string][] = [];
  const visit = (node: ts.Node, inside: boolean) => {
    const entering =
      inside || (ts.isPropertyAssignment(node) && node.name.getText(source) === lang) || (ts.isVariableDeclaration(node) && node.name.getText(source) === lang);
    const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    if (entering && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) found.push([where, node.text]);
    else if (entering && ts.isTemplateExpression(node))
      found.push([where, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" … ")]);
    else if (entering && ts.isPropertyAssignment(node)) visit(node.initializer, true);
    else ts.forEachChild(node, (child) => visit(child, entering));
  };
  visit(source, wholeFile);
  return found;
}

/** Broker texts written per language: whole files in one language, or `{ it: …, es: … }` tables. */
const BROKER_TEXT_FILES = [
  "broker/auth/messages.ts",
  "broker/outbox/client-messages.ts",
  "broker/providers/card-page-texts.ts",
  "broker/termination/acknowledgement.ts",
  "broker/providers/signature-pages.ts",
];

function textsOf(lang: Lang): [string, string][] {
  const texts: [string, string][] = [];
  for (const file of readdirSync(join(root, "locales", lang)).filter((name) => name.endsWith(".json")))
    texts.push(...jsonStrings(JSON.parse(readFileSync(join(root, "locales", lang, file), "utf8")), `locales/${lang}/${file}`));
  for (const file of readdirSync(join(root, "brands/content")).filter((name) => name.endsWith(`.${lang}.json`)))
    texts.push(...jsonStrings(JSON.parse(readFileSync(join(root, "brands/content", file), "utf8")), `brands/content/${file}`));
  texts.push(...sourceStrings(`broker/files/pdf-texts/${lang}.ts`, lang, true));
  for (const file of BROKER_TEXT_FILES) texts.push(...sourceStrings(file, lang, false));
  return texts;
}

describe.each(["it", "es"] as const)("%s texts address the reader formally", (lang) => {
  it("has no informal pronoun, possessive or verb form", () => {
    const informal = textsOf(lang)
      .map(([where, text]) => ({ where, markers: informalMarkers(lang, text), text }))
      .filter(({ markers }) => markers.length > 0);
    expect(informal).toEqual([]);
  });
});

describe("informal markers", () => {
  it("finds the informal forms and passes the formal ones", () => {
    expect(informalMarkers("es", "Elige un día. Puedes descargar tu factura.")).toEqual(["Puedes", "tu", "Elige"]);
    expect(informalMarkers("es", "Elija un día. Puede descargar su factura; se envía por SMS.")).toEqual([]);
    expect(informalMarkers("es", "Marca la casilla. Marca y modelo.")).toEqual(["Marca"]);
    expect(informalMarkers("it", "Scegli un file. Puoi scaricare la tua fattura.")).toEqual(["Puoi", "tua", "Scegli"]);
    expect(informalMarkers("it", "Scelga un file. Può scaricare la sua fattura; il servizio invia un SMS.")).toEqual([]);
  });
});

/**
 * Words whose ending guesses the reader's gender (decision 0186): the portal does not know it, so
 * greetings and messages use forms that fit everyone ("Hola, Hélène", "Buongiorno", "Session de").
 */
const GENDERED_WORDS = {
  fr: ["connecté", "connectée", "déconnecté", "déconnectée", "informé", "informée", "bienvenu"],
  it: ["benvenuto", "benvenuta", "connesso", "connessa", "disconnesso", "disconnessa", "informato", "informata", "richiamato"],
  es: ["bienvenido", "bienvenida", "conectado", "conectada", "desconectado", "desconectada", "informado", "informada"],
} as const;

function genderedWords(lang: keyof typeof GENDERED_WORDS, text: string): string[] {
  // "il benvenuto", "la bienvenida" are nouns, the same for everyone.
  const words = new RegExp(`(?<![${L}]|il |la )(${GENDERED_WORDS[lang].join("|")})(?![${L}])|(\\p{L}+(?:\\(e\\)|/a))`, "giu");
  return [...text.matchAll(words)].map((match) => (match[1] ?? match[2])!);
}

describe.each(["fr", "it", "es"] as const)("%s texts do not guess the reader's gender", (lang) => {
  it("has no gendered greeting or participle addressed to the reader", () => {
    const texts: [string, string][] = [];
    for (const file of readdirSync(join(root, "locales", lang)).filter((name) => name.endsWith(".json")))
      texts.push(...jsonStrings(JSON.parse(readFileSync(join(root, "locales", lang, file), "utf8")), `locales/${lang}/${file}`));
    const gendered = texts.map(([where, text]) => ({ where, words: genderedWords(lang, text), text })).filter(({ words }) => words.length > 0);
    expect(gendered).toEqual([]);
  });
});
