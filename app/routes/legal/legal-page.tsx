import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { getBrandContent, withBrandName } from "../../../brands/content/index";
import { LegalDocument, type LegalDocumentData } from "~/components/legal-document";
import { entryForPath } from "~/utils/routing/href";
import { formatDate } from "~/utils/i18n/date";
import { pageMeta } from "~/utils/routing/meta";
import { pageFor } from "~/utils/request/page.server";
import { scopeOf } from "~/utils/request/scope.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("legals");

const legalPages = ["legals", "privacy", "cookies", "eula", "complaints", "accessibility"] as const;
type LegalPage = (typeof legalPages)[number];

/** When the generic texts in locales/{lng}/legal-texts.json were last reviewed. */
const genericTextsUpdated = "2026-11-01";

function isLegalPage(name: string | undefined): name is LegalPage {
  return (legalPages as readonly string[]).includes(name ?? "");
}

/**
 * One module for the six legal pages. A brand may replace a page with its
 * own document for a language (SPEC section 2, "Brand content pages").
 */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, brand, t } = await pageFor(args, handle);
  const { pathname } = scopeOf(args);
  const name = entryForPath(pathname, locale)?.name;
  if (!isLegalPage(name)) throw data({ notFoundPath: pathname }, { status: 404 });

  const override = name === "legals" || name === "privacy" || name === "eula" ? brand.content[locale.lang]?.[name] : undefined;
  const brandDocument = override ? getBrandContent(override, locale.lang) : null;
  if (brandDocument) {
    const document = withBrandName(brandDocument, brand.brandName);
    const page: LegalDocumentData = {
      name,
      title: document.title,
      intro: null,
      sections: document.sections,
      updated: formatDate(document.updated, locale.lang, "long"),
      table: null,
      status: null,
    };
    return { page };
  }

  // The texts stay on the server: the page gets only its own, as loader data. The same for every
  // visitor of a brand in a language, so i18next works the document out once (its texts never change
  // on the server): translating the whole document per request was a sixth of the page's allocations.
  const key = `${locale.lang}|${brand.code}|${brand.brandName}|${name}`;
  const known = genericPages.get(key);
  if (known) return { page: known };
  const text = t(name, { returnObjects: true, brand: brand.brandName }) as Omit<LegalDocumentData, "name" | "updated">;
  const page: LegalDocumentData = {
    name,
    title: text.title,
    intro: text.intro ?? null,
    sections: text.sections ?? [],
    updated: formatDate(genericTextsUpdated, locale.lang, "long"),
    table: text.table ?? null,
    status: text.status ?? null,
  };
  genericPages.set(key, page);
  return { page };
}

/** The generic legal documents as pages, per language, brand and page (read only: they go out as loader data). */
const genericPages = new Map<string, LegalDocumentData>();

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.page.title);

export default function LegalPage() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("legal");
  return <LegalDocument page={page} updatedLabel={t("updated", { date: page.updated })} tocLabel={t("toc")} />;
}
