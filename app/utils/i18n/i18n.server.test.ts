import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "~/utils/i18n/config";
import { getFixedT, resources } from "~/utils/i18n/i18n.server";

/** The loaders' `t` gives what i18next's own gives, whole objects included. */
describe("getFixedT", () => {
  it("answers as i18next does: plain, interpolated, plural, another namespace, missing, whole objects", async () => {
    for (const lng of ["fr", "es"] as const) {
      const i18next = createInstance();
      await i18next.init({ ...i18nConfig, lng, ns: Object.keys(resources[lng]), resources });
      const reference = i18next.getFixedT(lng, ["contract", "common"]);
      const t = await getFixedT(lng, ["contract", "common"]);
      const calls: [string, Record<string, unknown>?][] = [
        ["customerSpace"],
        ["metaDescription", { brand: "Azura" }],
        ...[0, 1, 2, 7].map((count): [string, Record<string, unknown>] => ["vehicles.inFleet", { count }]),
        ["errors:maintenance.title"],
        ["no.such.key"],
        ["no.such.key", { defaultValue: "" }],
        ["customerSpace", { defaultValue: "" }],
        ["customerSpace", { defaultValue: "", brand: "Azura" }],
        ["vehicles.inFleet", { count: 1.5 }],
        ["vehicles.inFleet", { count: 2, ns: "contract" }],
        ["common:customerSpace", { count: 2, defaultValue: "x" }],
        ["legal-texts:legals", { returnObjects: true, brand: "Azura" }],
      ];
      // Twice: the second answers of those without a person's data (no options, counts, defaults) are the texts kept per language.
      for (let pass = 0; pass < 2; pass++) for (const [key, options] of calls) expect(t(key, options), `${lng} ${key}`).toEqual(reference(key, options));
      // The same namespaces in another language: that language's texts, not the first's.
      expect(t("customerSpace")).not.toBe((await getFixedT(lng === "fr" ? "es" : "fr", ["contract", "common"]))("customerSpace"));
      // Real texts, not keys coming back.
      expect(t("vehicles.inFleet", { count: 7 })).toMatch(/^7 \S/);
      expect(t("metaDescription", { brand: "Azura" })).toContain("Azura");
    }
  });
});

/**
 * The separators are i18next's defaults, named so `t` skips its "natural language key" check (issue 43). Path keys answer
 * the same; only a key written as a sentence with a colon ("a key: with words") would now be read as namespace and key.
 */
describe("separators", () => {
  it("are given in the options, and answer as i18next's defaults do", async () => {
    const { keySeparator, nsSeparator, ...withoutSeparators } = i18nConfig;
    expect([keySeparator, nsSeparator]).toEqual([".", ":"]);
    const defaults = createInstance();
    await defaults.init({ ...withoutSeparators, lng: "de", ns: Object.keys(resources.de), resources });
    const reference = defaults.getFixedT("de", ["auth", "common"]);
    const t = await getFixedT("de", ["auth", "common"]);
    for (const key of ["login.email", "common:validation.required", "common:footer.terminate", "errors:maintenance.title", "no.such.key"]) {
      expect(t(key), key).toBe(reference(key));
    }
  });
});
