/**
 * Brand registry (SPEC section 1 "Branding", section 3 "Brand theme").
 *
 * Six partner brands are chosen when the browser host contains their
 * hostKey; otherwise the default brand of the country applies. Each brand
 * folder holds `brand.json` and its SVG assets; asset fields are file names
 * relative to that folder, served under `/brands/<code>/<file>`.
 */
import azura from "./azura/brand.json";
import castello from "./castello/brand.json";
import courtiaDe from "./courtia-de/brand.json";
import courtiaEs from "./courtia-es/brand.json";
import courtiaFr from "./courtia-fr/brand.json";
import courtiaIt from "./courtia-it/brand.json";
import mistral from "./mistral/brand.json";
import nordhafen from "./nordhafen/brand.json";
import solana from "./solana/brand.json";
import vigie from "./vigie/brand.json";
import type { BrandTheme, CountryCode, ShadeScale } from "./types";

export type { BrandContent, BrandTheme, ContentRef, CountryCode, ShadeScale } from "./types";

export const COUNTRY_CODES: readonly CountryCode[] = ["FR", "IT", "DE", "ES"];
export const SHADE_KEYS = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "default"] as const satisfies readonly (
  keyof ShadeScale | `${keyof ShadeScale}`
)[];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const CODE = /^[a-z][a-z0-9-]*$/;
const HOST_KEY = /^[a-z0-9][a-z0-9-]*$/;
/** A plain file name in the brand folder: no path separators, no "..". */
const ASSET_FILE = /^[a-z0-9][a-z0-9._-]*\.svg$/i;
const CONTENT_ID = /^[a-z0-9][a-z0-9-]*$/;
const CONTENT_KINDS = new Set(["legals", "privacy", "eula"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks that `value` is a complete BrandTheme and returns it typed.
 * Throws an Error naming the brand and the field on the first problem.
 */
export function validateBrandTheme(value: unknown, source = "brand"): BrandTheme {
  const fail = (field: string, why: string): never => {
    throw new Error(`brands: ${source}: ${field} ${why}`);
  };
  if (!isRecord(value)) return fail("(root)", "must be an object");
  const b = value;
  const label = typeof b.code === "string" ? b.code : source;
  source = label;

  const str = (field: string, v: unknown, re?: RegExp): string => {
    if (typeof v !== "string" || v.trim() === "") return fail(field, "must be a non-empty string");
    if (re && !re.test(v)) return fail(field, `has an invalid value "${v}"`);
    return v;
  };
  const color = (field: string, v: unknown) => str(field, v, HEX_COLOR);

  str("code", b.code, CODE);
  str("brandName", b.brandName);
  if (b.hostKey !== null) str("hostKey", b.hostKey, HOST_KEY);
  if (!COUNTRY_CODES.includes(b.country as CountryCode)) fail("country", "must be FR, IT, DE or ES");
  if (typeof b.isDefault !== "boolean") fail("isDefault", "must be a boolean");
  if (b.isDefault && b.hostKey !== null) fail("hostKey", "must be null for a default brand");
  if (!b.isDefault && b.hostKey === null) fail("hostKey", "is required for a partner brand");

  if (!isRecord(b.colors) || !isRecord(b.colors.primary)) fail("colors.primary", "must be an object");
  const primary = (b.colors as { primary: Record<string, unknown> }).primary;
  for (const shade of SHADE_KEYS) color(`colors.primary.${shade}`, primary[shade]);

  if (!isRecord(b.mainIcon)) fail("mainIcon", "must be an object");
  const icon = b.mainIcon as Record<string, unknown>;
  for (const k of ["left", "right", "background"]) color(`mainIcon.${k}`, icon[k]);

  for (const k of ["favicon", "footerLogo", "dashboardLogo", "headerLogo"]) str(k, b[k], ASSET_FILE);

  if (!isRecord(b.login)) fail("login", "must be an object");
  const login = b.login as Record<string, unknown>;
  if (login.imageType !== "img" && login.imageType !== "icon") fail("login.imageType", 'must be "img" or "icon"');
  str("login.image", login.image, ASSET_FILE);
  str("login.logo", login.logo, ASSET_FILE);
  if (login.subscriptionHome !== null) {
    const url = str("login.subscriptionHome", login.subscriptionHome);
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.protocol !== "https:") fail("login.subscriptionHome", "must be an https URL or null");
  }

  if (!isRecord(b.content)) fail("content", "must be an object");
  for (const [lang, pages] of Object.entries(b.content as Record<string, unknown>)) {
    if (!/^[a-z]{2}$/.test(lang)) fail(`content.${lang}`, "must be keyed by a two-letter language");
    if (!isRecord(pages)) return fail(`content.${lang}`, "must be an object");
    for (const [kind, id] of Object.entries(pages)) {
      if (!CONTENT_KINDS.has(kind)) fail(`content.${lang}.${kind}`, "is not legals, privacy or eula");
      str(`content.${lang}.${kind}`, id, CONTENT_ID);
    }
  }

  return value as BrandTheme;
}

function freezeDeep<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) freezeDeep(v);
    Object.freeze(value);
  }
  return value;
}

const raw: ReadonlyArray<readonly [string, unknown]> = [
  ["azura", azura],
  ["mistral", mistral],
  ["vigie", vigie],
  ["castello", castello],
  ["nordhafen", nordhafen],
  ["solana", solana],
  ["courtia-fr", courtiaFr],
  ["courtia-it", courtiaIt],
  ["courtia-de", courtiaDe],
  ["courtia-es", courtiaEs],
];

/** Every brand: six partners, then the four country defaults. */
export const brands: readonly BrandTheme[] = Object.freeze(
  raw.map(([folder, json]) => {
    const brand = validateBrandTheme(json, `${folder}/brand.json`);
    if (brand.code !== folder) {
      throw new Error(`brands: ${folder}/brand.json: code "${brand.code}" must equal the folder name`);
    }
    return freezeDeep(brand);
  }),
);

export const brandCodes: readonly string[] = Object.freeze(brands.map((b) => b.code));

const byCode = new Map(brands.map((b) => [b.code, b] as const));

/** Partners, longest hostKey first so the most specific key wins. */
const partners = brands
  .filter((b): b is BrandTheme & { hostKey: string } => !b.isDefault && b.hostKey !== null)
  .sort((a, b) => b.hostKey.length - a.hostKey.length);

const defaultsByCountry = new Map<CountryCode, BrandTheme>();
for (const b of brands) {
  if (!b.isDefault) continue;
  if (defaultsByCountry.has(b.country)) {
    throw new Error(`brands: two default brands for ${b.country}`);
  }
  defaultsByCountry.set(b.country, b);
}
for (const c of COUNTRY_CODES) {
  if (!defaultsByCountry.has(c)) throw new Error(`brands: no default brand for ${c}`);
}

export function brandByCode(code: string): BrandTheme | undefined {
  return byCode.get(code);
}

/** The default brand of a country (falls back to France for an unknown value). */
export function defaultBrand(country: CountryCode): BrandTheme {
  return defaultsByCountry.get(country) ?? (defaultsByCountry.get("FR") as BrandTheme);
}

/** Host name only: lowercased, surrounding spaces, port and trailing dot removed. */
export function normalizeHost(host: string | null | undefined): string {
  let h = (host ?? "").trim().toLowerCase();
  if (h.startsWith("[")) {
    // IPv6 literal, e.g. "[::1]:3000"
    const end = h.indexOf("]");
    h = end === -1 ? h : h.slice(0, end + 1);
  } else {
    const colon = h.indexOf(":");
    if (colon !== -1) h = h.slice(0, colon);
  }
  return h.replace(/\.$/, "");
}

/** The partner brand whose hostKey the host contains, if any. */
export function partnerOfHost(host: string | null | undefined): BrandTheme | undefined {
  const h = normalizeHost(host);
  return h === "" ? undefined : partners.find((b) => h.includes(b.hostKey));
}

/**
 * The brand for a request (SPEC section 1): the partner whose hostKey the
 * host contains, otherwise the default brand of `country`.
 */
export function resolveBrand(host: string | null | undefined, country: CountryCode): BrandTheme {
  return partnerOfHost(host) ?? defaultBrand(country);
}

/** Public URL of a brand asset, e.g. brandAssetUrl(brand, brand.headerLogo). */
export function brandAssetUrl(brand: BrandTheme, file: string): string {
  return `/brands/${brand.code}/${file}`;
}
