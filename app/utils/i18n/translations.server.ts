import type { i18n as I18n } from "i18next";
import { instanceFor, keptText, resources } from "~/utils/i18n/i18n.server";
import { noteRead, serializeInitialTranslations, type ReadGroups } from "~/utils/i18n/initial-translations";
import { defaultNs } from "~/utils/i18n/use-translation";
import type { Language } from "~/utils/routing/locale";

type FixedT = ((key: unknown, options?: { ns?: unknown }) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Inline JSON per language and set of groups read (bundles never change on the server). */
const initialJsonCache = new Map<string, string>();

/** i18next's fixed `t` per language, namespaces and prefix: the same function for every render. */
const fixedOfLanguage = new Map<string, FixedT>();

/**
 * The server render's translations, for react-i18next's `I18nextProvider`: a
 * view of the language's shared i18next instance (i18n.server.ts) that notes
 * every key the render translates, so the page inlines only those groups
 * (docs/decisions/0031). A view, not remix-i18next's new instance per request:
 * creating and initialising one cost a fifth to a half of the login's server
 * CPU in paired runs (docs/decisions/0092).
 */
export async function renderTranslations(lng: Language): Promise<{ i18n: I18n; initialJson(namespaces: Iterable<string>): string }> {
  const shared = await instanceFor(lng);
  const read: ReadGroups = new Map();
  const i18n = Object.create(shared) as I18n;
  // i18next binds its methods to the instance, so the view brings its own `getFixedT` (what
  // react-i18next's `useTranslation` calls) and `t`. One noting `t` per language, namespaces and
  // prefix for the render: every component's `useTranslation` asks for one.
  const fixedT = shared.getFixedT as unknown as (lng: unknown, ns?: unknown, keyPrefix?: unknown) => FixedT;
  const fixedOfRender = new Map<string, FixedT>();
  i18n.getFixedT = ((lng: unknown, ns?: unknown, keyPrefix?: unknown) => {
    const scope = `${String(lng ?? shared.language)}|${Array.isArray(ns) ? ns.join(",") : String(ns ?? "")}|${String(keyPrefix ?? "")}`;
    const known = fixedOfRender.get(scope);
    if (known) return known;
    const fixed = fixedOfLanguage.get(scope) ?? fixedT(lng, ns, keyPrefix);
    fixedOfLanguage.set(scope, fixed);
    const noting = (key: unknown, options?: { ns?: unknown }) => {
      noteRead(read, key, options?.ns ?? ns, defaultNs);
      return keptText(scope, key, options, () => fixed(key, options));
    };
    const view = Object.assign(noting, { lng: fixed.lng, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
    fixedOfRender.set(scope, view);
    return view;
  }) as unknown as I18n["getFixedT"];
  const tScope = `${lng}||`;
  i18n.t = ((key: string | string[], options?: { ns?: unknown }) => {
    noteRead(read, key, options?.ns, defaultNs);
    return keptText(tScope, key, options, () => shared.t(key, options as never));
  }) as I18n["t"];
  return {
    i18n,
    initialJson: (declared) => serializeInitialTranslations(lng, declared, (ns) => resources[lng]?.[ns], read, initialJsonCache),
  };
}
