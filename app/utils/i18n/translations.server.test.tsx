import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { instanceFor, resources } from "~/utils/i18n/i18n.server";
import type { InitialTranslations } from "~/utils/i18n/initial-translations";
import { renderTranslations } from "~/utils/i18n/translations.server";
import { useTranslation } from "~/utils/i18n/use-translation";

function LoginTitle() {
  const { t, i18n } = useTranslation("auth");
  return (
    <p lang={i18n.language}>
      {t("login.title")} / {t("common:language.label")}
    </p>
  );
}

/** The render's translations: react-i18next's texts, and the inline JSON cut to the groups the render read (decision 0031). */
describe("renderTranslations", () => {
  it("components get react-i18next's texts, and the page inlines only the groups they read", async () => {
    const translations = await renderTranslations("fr");
    const html = renderToString(
      <I18nextProvider i18n={translations.i18n}>
        <LoginTitle />
      </I18nextProvider>,
    );
    const auth = resources.fr.auth as { login: { title: string } };
    const common = resources.fr.common as { language: { label: string } };
    expect(html).toBe(`<p lang="fr">${auth.login.title}<!-- --> / <!-- -->${common.language.label}</p>`);

    const initial = JSON.parse(translations.initialJson(["common", "errors", "auth"])) as InitialTranslations;
    expect(initial.lng).toBe("fr");
    expect(initial.resources.fr.auth).toEqual({ login: auth.login });
    expect(initial.resources.fr.common).toEqual({ language: common.language });
    // Declared but read from nowhere: inlined empty, so the browser never waits for it.
    expect(initial.resources.fr.errors).toEqual({});
    expect(initial.partial).toEqual(["common", "errors", "auth"]);
  });

  it("each render notes its own reads", async () => {
    await renderTranslations("fr").then((first) => first.i18n.t("auth:resetPassword.title"));
    const second = await renderTranslations("fr");
    const initial = JSON.parse(second.initialJson(["auth"])) as InitialTranslations;
    expect(initial.resources.fr.auth).toEqual({});
  });
});

/** Views of the shared instances (decision 0092): each answers in its own language, whatever was asked before. */
describe("renderTranslations' texts", () => {
  it("a key reads the same twice, in each language, through both surfaces, and options reach i18next", async () => {
    const fr = await renderTranslations("fr");
    const de = await renderTranslations("de");
    for (const translations of [fr, de, fr, de]) {
      const lng = translations === fr ? "fr" : "de";
      const common = resources[lng].common as { nav: { contact: string }; logoAlt: string };
      // Both surfaces of the view: `t`, and the fixed `t` react-i18next's useTranslation gets (language given or not).
      expect(translations.i18n.t("common:nav.contact")).toBe(common.nav.contact);
      expect(translations.i18n.getFixedT(null, "common")("nav.contact")).toBe(common.nav.contact);
      expect(translations.i18n.getFixedT(lng, ["auth", "common"])("nav.contact", { ns: "common" })).toBe(common.nav.contact);
      // Interpolation: each call its own answer.
      expect(translations.i18n.t("common:logoAlt", { brand: "Azura" })).toBe(common.logoAlt.replace("{{brand}}", "Azura"));
      expect(translations.i18n.t("common:logoAlt", { brand: "Nordhafen" })).toBe(common.logoAlt.replace("{{brand}}", "Nordhafen"));
    }
    expect(fr.i18n.t("common:nav.contact")).not.toBe(de.i18n.t("common:nav.contact"));
  });
});

/** Texts asked without options are worked out by i18next once per language (decision 0225); each render still notes them. */
describe("renderTranslations' plain texts", () => {
  it("i18next translates a plain key once, every render gets it and inlines its group", async () => {
    const shared = await instanceFor("it");
    // i18next's Translator (not in its typings): every `t` that i18next works out goes through its `translate`.
    const translator = (shared as unknown as { translator: { translate(key: unknown, options?: unknown): unknown } }).translator;
    const translate = vi.spyOn(translator, "translate");
    try {
      const common = resources.it.common as { footer: { terminate: string; copyright: string } };
      for (let render = 0; render < 3; render++) {
        const translations = await renderTranslations("it");
        expect(translations.i18n.getFixedT(null, "common")("footer.terminate")).toBe(common.footer.terminate);
        const initial = JSON.parse(translations.initialJson(["common"])) as InitialTranslations;
        expect(Object.keys(initial.resources.it.common ?? {})).toEqual(["footer"]);
      }
      const asked = () =>
        translate.mock.calls.filter(([key]: unknown[]) => key === "footer.terminate" || (Array.isArray(key) && key.includes("footer.terminate")));
      expect(asked()).toHaveLength(1);
      // With options, i18next answers each call.
      const view = (await renderTranslations("it")).i18n.getFixedT(null, "common");
      expect(view("footer.copyright", { brand: "A", year: 2026 })).not.toBe(view("footer.copyright", { brand: "B", year: 2026 }));
    } finally {
      translate.mockRestore();
    }
  });
});
