import { describe, expect, it } from "vitest";
import { loginSchema, newPasswordSchema } from "~/routes/auth/auth-schemas";
import { getFixedT } from "~/utils/i18n/i18n.server";

describe("sign-in form schemas", () => {
  it("says the French mismatch message of SPEC section 5 exactly", async () => {
    const t = await getFixedT("fr", ["auth", "common"]);
    const result = newPasswordSchema(t).safeParse({ password: "Abcdefgh1", confirmation: "Abcdefgh2" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["confirmation", "Les mots de passe ne correspondent pas."]]);
  });

  it("says every unmet rule in one sentence on the password field, in the page's language", async () => {
    // "kurz" (the audit's example) lacks the length, an upper-case letter and a digit; each language says it as a
    // sentence, where the summary used to run the checklist's fragments together ("…Zeichen mindestens einen…").
    const expected = {
      en: "The password needs 9 to 30 characters, at least one upper-case letter and at least one digit.",
      fr: "Le mot de passe doit contenir de 9 à 30 caractères, au moins une lettre majuscule et au moins un chiffre.",
      de: "Das Passwort muss 9 bis 30 Zeichen, mindestens einen Großbuchstaben und mindestens eine Ziffer enthalten.",
      it: "La password deve contenere da 9 a 30 caratteri, almeno una lettera maiuscola e almeno una cifra.",
      es: "La contraseña debe tener entre 9 y 30 caracteres, al menos una letra mayúscula y al menos un número.",
    } as const;
    for (const [lang, sentence] of Object.entries(expected)) {
      const t = await getFixedT(lang as keyof typeof expected, ["auth", "common"]);
      const result = newPasswordSchema(t).safeParse({ password: "kurz", confirmation: "kurz" });
      expect(
        result.error?.issues.map((issue) => [issue.path.join("."), issue.message]),
        lang,
      ).toEqual([["password", sentence]]);
    }
    const en = await getFixedT("en", ["auth", "common"]);
    const oneRule = newPasswordSchema(en).safeParse({ password: "abcdefgh1", confirmation: "abcdefgh1" });
    expect(oneRule.error?.issues.map((issue) => issue.message)).toEqual(["The password needs at least one upper-case letter."]);
    const twoRules = newPasswordSchema(en).safeParse({ password: "ABCDEFGHI", confirmation: "ABCDEFGHI" });
    expect(twoRules.error?.issues.map((issue) => issue.message)).toEqual(["The password needs at least one lower-case letter and at least one digit."]);
  });

  it("says what a short password lacks before the confirmation is typed (conform reads an empty field as missing)", async () => {
    const t = await getFixedT("fr", ["auth", "common"]);
    const result = newPasswordSchema(t).safeParse({ password: "short" });
    const passwordMessages = result.error?.issues.filter((issue) => issue.path.join(".") === "password").map((issue) => issue.message);
    expect(passwordMessages).toEqual(["Le mot de passe doit contenir de 9 à 30 caractères, au moins une lettre majuscule et au moins un chiffre."]);
  });

  it("asks for a valid e-mail and a password", async () => {
    const t = await getFixedT("de", ["auth", "common"]);
    const result = loginSchema(t).safeParse({ login: "not-an-email" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["login", "password"]);
  });
});

describe("the account chosen on select-account", async () => {
  const { accountChoiceSchema } = await import("~/routes/auth/auth-schemas");
  it("asks to choose an account, in the page's language, when no id is posted", async () => {
    const t = await getFixedT("fr", ["auth", "common"]);
    for (const posted of [{}, { clientId: "" }, { clientId: "   " }]) {
      const result = accountChoiceSchema(t).safeParse(posted);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["clientId", "Choisissez un compte."]]);
    }
    expect(accountChoiceSchema(t).safeParse({ clientId: " cli_1 " }).data).toEqual({ clientId: "cli_1" });
  });
});
