/**
 * Server-side accessor for brand content pages. The documents are bundled
 * statically (see `./content/index.ts`), so this works the same in dev and
 * in the Vite-built server bundle; no filesystem access at runtime.
 */
import { getBrandContent, type BrandContentDocument } from "./content/index";

export type { BrandContentDocument } from "./content/index";

export function loadBrandContent(id: string, lang: string): BrandContentDocument | null {
  return getBrandContent(id, lang);
}
