import { noteRead, serializeInitialTranslations, type ReadGroups } from "~/utils/i18n/initial-translations";
import type { Resources } from "~/utils/i18n/translate";
import { defaultNs, storeOver, type TranslationStore } from "~/utils/i18n/use-translation";

/** Inline JSON per language and set of groups read (bundles never change on the server). */
const initialJsonCache = new Map<string, string>();

/**
 * The server render's translations (docs/decisions/0033): the bundles of the
 * render's i18next instance (`store.data`), every key the render translates
 * noted in `read`, so the page inlines only those groups (docs/decisions/0031).
 */
export function serverTranslations(language: string, resources: Resources, read: ReadGroups): TranslationStore {
  const store = storeOver(language, resources, (key, namespaces) => noteRead(read, key, namespaces, defaultNs));
  return {
    ...store,
    initialJson: (namespaces) => serializeInitialTranslations(language, namespaces, store.bundle, read, initialJsonCache),
    load: () => Promise.resolve(),
  };
}
