/**
 * A `t` that remembers the texts it gave for a key alone (no options: no count, no values), per
 * language, namespaces and key prefix (docs/decisions/0154). The server's bundles are built in and
 * never change, so such a text is the same at every call; i18next still resolves it anew each time
 * (namespaces, fallbacks, plural and nesting checks, interpolation scan): a fifth of the signed-in
 * home's render went there. A call with options is always i18next's.
 */
type FixedTFields = { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Keys come from the code and the broker's codes: a bound keeps odd codes from growing the process. */
export const maxRememberedTexts = 20_000;
const texts = new Map<string, unknown>();

/**
 * `language`: the one the texts are in (the instance's when `getFixedT` was given none); `ns` and
 * `keyPrefix` as given to `getFixedT`.
 */
export function rememberingT<T>(fixed: T, language: string, ns: unknown, keyPrefix: unknown): T {
  const scope = `${language}\u0000${Array.isArray(ns) ? ns.join("\u0001") : String(ns ?? "")}\u0000${typeof keyPrefix === "string" ? keyPrefix : ""}\u0000`;
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== "string" || rest.some((arg) => arg !== undefined)) return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    const id = scope + key;
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = (fixed as unknown as (key: string) => unknown)(key);
    if (typeof text === "string" && texts.size < maxRememberedTexts) texts.set(id, text);
    return text;
  };
  const { lng, lngs, ns: fixedNs, keyPrefix: fixedPrefix } = fixed as unknown as FixedTFields;
  return Object.assign(remembering, { lng, lngs, ns: fixedNs, keyPrefix: fixedPrefix }) as unknown as T;
}

/** The language a `getFixedT(lng, …)` of an instance in `instanceLanguage` translates into. */
export function languageOf(lng: unknown, instanceLanguage: string): string {
  if (typeof lng === "string") return lng;
  if (Array.isArray(lng)) return lng.join("\u0001");
  return instanceLanguage;
}

/** For tests. */
export function rememberedTextCount(): number {
  return texts.size;
}
