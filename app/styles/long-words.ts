/**
 * Where a single word may be wider than its line on a phone (a product or document name, an address): it breaks
 * rather than widen the page, and a German compound ("Produktinformationsblatt") breaks at a syllable with a hyphen
 * where the browser has German patterns, else at any letter (decision 0141).
 */
export const longWords = {
  overflowWrap: "anywhere",
  selectors: { ":lang(de) &": { hyphens: "auto", WebkitHyphens: "auto" } },
} as const;
