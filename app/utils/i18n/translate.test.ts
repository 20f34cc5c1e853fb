import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInstance, type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "~/utils/i18n/config";
import { translate, type Resources, type TranslateOptions } from "~/utils/i18n/translate";

/**
 * Our `translate` against real i18next (with the app's config) on the
 * project's locale files: every key of every namespace in every language,
 * with sample values for its placeholders and, for each, several counts.
 */

const localesDir = fileURLToPath(new URL("../../../locales", import.meta.url));
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const lng of languages) {
  resources[lng] = {};
  for (const file of readdirSync(join(localesDir, lng)).filter((name) => name.endsWith(".json"))) {
    resources[lng][file.replace(/\.json$/, "")] = JSON.parse(readFileSync(join(localesDir, lng, file), "utf8")) as Record<string, unknown>;
  }
}

/** Every path to a string (array elements by index), plural suffixes removed too. */
function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

function baseKeys(bundle: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const key of leafKeys(bundle)) {
    keys.add(key);
    keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ""));
  }
  return [...keys];
}

function placeholdersOf(lng: string, ns: string, key: string): string[] {
  const names = new Set<string>();
  for (const language of [lng, "fr"]) {
    for (const suffix of ["", "_zero", "_one", "_two", "_few", "_many", "_other"]) {
      const text = key
        .split(".")
        .reduce<unknown>(
          (node, segment) => (node && typeof node === "object" ? (node as Record<string, unknown>)[segment] : undefined),
          resources[language]?.[ns],
        );
      const value = suffix
        ? key
            .split(".")
            .slice(0, -1)
            .concat(`${key.split(".").at(-1)}${suffix}`)
            .reduce<unknown>(
              (node, segment) => (node && typeof node === "object" ? (node as Record<string, unknown>)[segment] : undefined),
              resources[language]?.[ns],
            )
        : text;
      if (typeof value === "string") for (const match of value.matchAll(/\{\{(.+?)\}\}/g)) names.add(match[1].trim());
    }
  }
  return [...names];
}

function optionSets(names: string[]): (TranslateOptions | undefined)[] {
  const values: TranslateOptions = {};
  names.forEach((name, index) => {
    if (name !== "count") values[name] = index % 2 ? `Value ${index} <b>&` : 1000 + index;
  });
  return [undefined, values, ...[0, 1, 2, 5, 21, 1.5].map((count) => ({ ...values, count }))];
}

let instances: Map<string, I18n>;

beforeAll(async () => {
  instances = new Map();
  for (const lng of languages) {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng, ns: Object.keys(resources[lng]), resources });
    instances.set(lng, instance);
  }
});

describe("translate agrees with i18next", () => {
  it("on every key of every namespace in every language", () => {
    let compared = 0;
    for (const lng of languages) {
      const i18n = instances.get(lng)!;
      for (const ns of Object.keys(resources[lng])) {
        const t = i18n.getFixedT(lng, ns) as unknown as (key: string, options?: TranslateOptions) => string;
        for (const key of baseKeys(resources[lng][ns])) {
          for (const options of optionSets(placeholdersOf(lng, ns, key))) {
            expect(translate(resources, lng, ns, key, options, i18nConfig.fallbackLng), `${lng} ${ns}:${key} ${JSON.stringify(options)}`).toBe(t(key, options));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("on ns:key, several namespaces, missing keys, defaultValue and missing values", () => {
    for (const lng of languages) {
      const i18n = instances.get(lng)!;
      const cases: [string | string[], string, TranslateOptions | undefined][] = [
        ["auth", "common:validation.required", undefined],
        [["legal", "common"], "common:loading", undefined],
        [["legal", "common"], "loading", undefined],
        [["legal", "common"], "updated", { date: "1 May" }],
        ["common", "no.such.key", undefined],
        ["common", "auth:no.such.key", undefined],
        ["auth", "selectAccount.role.unknown", { defaultValue: "unknown" }],
        ["auth", "selectAccount.role.unknown", { defaultValue: "Role {{name}}", name: "x" }],
        ["auth", "login.intro", {}],
        ["auth", "login.intro", { brand: null }],
        ["common", "validation.minLength", { count: 3 }],
        ["common", "validation.minLength", { count: "3" }],
        ["common", "footer.copyright", { year: 2026, brand: "Acme" }],
      ];
      for (const [ns, key, options] of cases) {
        const t = i18n.getFixedT(lng, ns) as unknown as (key: string, options?: TranslateOptions) => string;
        expect(translate(resources, lng, ns, key, options, i18nConfig.fallbackLng), `${lng} ${JSON.stringify(ns)} ${key} ${JSON.stringify(options)}`).toBe(
          t(key, options),
        );
      }
    }
  });

  it("falls back to the fallback language for a key a language lacks", () => {
    const partial: Resources = { en: { common: {} }, fr: { common: { hello: "Bonjour {{name}}" } } };
    expect(translate(partial, "en", "common", "hello", { name: "Ada" }, "fr")).toBe("Bonjour Ada");
    expect(translate(partial, "en", "common", "hello", { name: "Ada" })).toBe("hello");
  });

  it("chooses plural forms with the language's rules", () => {
    const plural: Resources = { en: { common: { item_zero: "none", item_one: "{{count}} item", item_other: "{{count}} items" } } };
    expect(translate(plural, "en", "common", "item", { count: 0 })).toBe("none");
    expect(translate(plural, "en", "common", "item", { count: 1 })).toBe("1 item");
    expect(translate(plural, "en", "common", "item", { count: 7 })).toBe("7 items");
  });
});
