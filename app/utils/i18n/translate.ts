/**
 * The part of i18next's `t` the components use, as a pure function, so the
 * browser needs no i18next (docs/decisions/0033). The server renders with it
 * too, so both sides give the same text; translate.test.ts checks it against
 * i18next for every key of every namespace in every language.
 *
 * Supported: nested keys (`a.b`), `ns:key`, several namespaces searched in
 * order, `{{var}}` and `{{a.b}}` interpolation without escaping (the
 * config's `escapeValue: false`), plural forms chosen with
 * `Intl.PluralRules` when `count` is a number (`_zero` first for 0), the
 * fallback language, `defaultValue`, and the key itself when nothing matches.
 * Not supported (not used by components): `returnObjects`, context,
 * nesting (`$t(...)`), formatters (`{{value, format}}`).
 */

/** Bundles by language, then namespace. */
export type Resources = Record<string, Record<string, unknown> | undefined>;
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; ns?: string | readonly string[] };

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return `_${rules.select(count)}`;
}

function lookup(bundle: unknown, path: string): unknown {
  if (!bundle || typeof bundle !== "object") return undefined;
  const whole = (bundle as Record<string, unknown>)[path];
  if (whole !== undefined) return whole;
  // Segment by segment without splitting (every `t` of a render comes here).
  let node: unknown = bundle;
  let start = 0;
  for (;;) {
    if (!node || typeof node !== "object") return undefined;
    const dot = path.indexOf(".", start);
    node = (node as Record<string, unknown>)[dot < 0 ? path.slice(start) : path.slice(start, dot)];
    if (dot < 0) return node;
    start = dot + 1;
  }
}

const placeholder = /\{\{(.+?)\}\}/g;

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(placeholder, (match, name: string) => {
    const value = lookup(options, name.trim());
    if (value === undefined) return match;
    return value === null ? "" : String(value);
  });
}

/**
 * Translates `key` (or `ns:key`) of namespace `ns` (or the first of `ns` that
 * has it) in `lng`, then in `fallbackLng`.
 */
export function translate(
  resources: Resources,
  lng: string,
  ns: string | readonly string[],
  key: string,
  options?: TranslateOptions,
  fallbackLng?: string,
): string {
  let namespaces: readonly string[] = options?.ns ? (typeof options.ns === "string" ? [options.ns] : options.ns) : typeof ns === "string" ? [ns] : ns;
  let path = key;
  const colon = key.indexOf(":");
  if (colon > 0) {
    namespaces = [key.slice(0, colon)];
    path = key.slice(colon + 1);
  }
  const count = options?.count;
  const languages = fallbackLng && fallbackLng !== lng ? [lng, fallbackLng] : [lng];
  for (const namespace of namespaces) {
    for (const language of languages) {
      const bundle = resources[language]?.[namespace];
      if (!bundle) continue;
      const candidates = [path];
      if (typeof count === "number") {
        candidates.unshift(`${path}${pluralSuffix(language, count)}`);
        if (count === 0) candidates.unshift(`${path}_zero`);
      }
      for (const candidate of candidates) {
        const value = lookup(bundle, candidate);
        if (typeof value === "string") return interpolate(value, options);
      }
    }
  }
  if (typeof options?.defaultValue === "string") return interpolate(options.defaultValue, options);
  return path;
}
