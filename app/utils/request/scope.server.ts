import { data, redirect } from "@remix-run/node";
import type { BrandTheme } from "../../../brands/types";
import { brandForRequest, publicBrand, visitorLocale } from "~/utils/request/brand.server";
import { debugEnvironments, getEnv, publicEnv } from "~/utils/request/env.server";
import { canonicalPath } from "~/utils/routing/href";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { perRequest } from "~/utils/request/per-request.server";
import { localeFromPathname, stripDataSuffix, type Locale } from "~/utils/routing/locale";

/** The locale and the brand of a request: what every v2 call and every page needs. */
export function requestScope(request: Request) {
  const url = new URL(request.url);
  const pathname = stripDataSuffix(url.pathname);
  const fromPath = localeFromPathname(pathname);
  const locale: Locale = fromPath ?? visitorLocale(request);
  const brand: BrandTheme = brandForRequest(request, locale.country);
  return { pathname, fromPath, locale, brand };
}

/** The locale and brand of the request, worked out once per request (its load context). */
export function scopeOf(args: { request: Request; context: object }) {
  return perRequest(args.context, "scope", () => requestScope(args.request));
}

type ShellTexts = { siteTitle: string; description: string; logoAlt: string; copyright: string };

/**
 * The frame's texts per brand, language and year (title, description, the logo's alternative text, the
 * copyright line): the same for every page, yet asked of i18next on every request, three of them with the
 * brand interpolated (i18next's slower path; the logo's and the copyright's were 0.9% of the home's CPU in
 * its render). Kept once worked out: brands are read once at start and the server's bundles never change.
 */
const shellTextsOfBrand = new WeakMap<BrandTheme, Map<string, ShellTexts>>();

async function shellTexts(lang: Locale["lang"], brand: BrandTheme): Promise<ShellTexts> {
  let ofLanguage = shellTextsOfBrand.get(brand);
  if (!ofLanguage) shellTextsOfBrand.set(brand, (ofLanguage = new Map()));
  const year = new Date().getFullYear();
  const id = `${lang} ${year}`;
  const known = ofLanguage.get(id);
  if (known) return known;
  const t = await getFixedT(lang, "common");
  const texts = {
    /** SPEC section 1: 'customer space' • brand name. */
    siteTitle: `${t("customerSpace")} • ${brand.brandName}`,
    description: t("metaDescription", { brand: brand.brandName }),
    logoAlt: t("logoAlt", { brand: brand.brandName }),
    copyright: t("footer.copyright", { brand: brand.brandName, year }),
  };
  ofLanguage.set(id, texts);
  return texts;
}

/** What every page, and every error page, needs to draw the frame. */
export async function shellContext(scope: ReturnType<typeof requestScope>) {
  const { pathname, fromPath, locale, brand } = scope;
  const env = getEnv();
  const { siteTitle, description, logoAlt, copyright } = await shellTexts(locale.lang, brand);
  return {
    pathname,
    hasLocalePrefix: Boolean(fromPath),
    locale,
    brand,
    shell: {
      locale,
      brand: publicBrand(brand),
      siteTitle,
      description,
      logoAlt,
      copyright,
      env: publicEnv(env),
      showDebug: (debugEnvironments as readonly string[]).includes(env.APP_ENV),
      path: pathname,
    },
  };
}

export type Shell = Awaited<ReturnType<typeof shellContext>>["shell"];

/**
 * Refuses unknown locale prefixes (404) and sends a page asked for in the
 * other language's words to its canonical address (301).
 */
export function enforceCanonicalUrl(request: Request, context: Awaited<ReturnType<typeof shellContext>>) {
  const { pathname, hasLocalePrefix, locale, shell } = context;
  if (pathname !== "/" && !hasLocalePrefix) {
    throw data({ shell, notFoundPath: pathname }, { status: 404 });
  }
  if (!hasLocalePrefix) return;
  const target = canonicalPath(pathname, locale);
  if (target && target !== pathname) {
    const search = new URL(request.url).search;
    throw redirect(`${target}${search}`, 301);
  }
}

/**
 * For loaders with side effects (signing in from a link): Remix runs every
 * matched loader together, so the root loader's 301 to the canonical address
 * would come after this loader had already spent a single-use credential.
 */
export function requireCanonicalUrl(request: Request) {
  const { pathname, fromPath, locale } = requestScope(request);
  if (!fromPath) return;
  const target = canonicalPath(pathname, locale);
  if (target && target !== pathname) throw redirect(`${target}${new URL(request.url).search}`, 301);
}
