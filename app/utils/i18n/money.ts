import { languageTags, type Language } from "~/utils/routing/locale";

/**
 * The one way amounts are shown: the currency's own symbol and decimals,
 * grouped as the site's language writes numbers (1 234,50 € in French,
 * 1.234,50 € in German, €1,234.50 in English). Call it in loaders.
 */
export function formatMoney(amount: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(languageTags[lang], { style: "currency", currency }).format(amount);
}
