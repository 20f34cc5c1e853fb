import { getFixedT } from "~/utils/i18n/i18n.server";
import type { Language } from "~/utils/routing/locale";

/** What the broker sends in its `errors` map: stable codes (`upload.too-large`), never sentences to show. */
const codeLike = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*$/;

/**
 * The broker's field error codes in the site language (locales/<lng>/codes.json).
 * A code the portal has no words for, or anything that is not a code, reads
 * as the generic "verify your information" message: no raw code or English
 * sentence ever reaches the page. Translated on the server: the codes
 * namespace never goes to the browser.
 */
export async function translateFieldCodes(errors: Record<string, string[]>, lang: Language): Promise<Record<string, string[]>> {
  const t = await getFixedT(lang, ["codes", "errors"]);
  const generic = t("errors:generic.verify");
  const words = (code: string) => (codeLike.test(code) ? t(`codes:${code}`, { defaultValue: generic }) : generic);
  return Object.fromEntries(Object.entries(errors).map(([field, codes]) => [field, [...new Set(codes.map(words))]]));
}
