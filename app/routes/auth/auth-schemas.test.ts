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

  it("lists every unmet rule on the password field, in the page's language", async () => {
    const t = await getFixedT("en", ["auth", "common"]);
    const result = newPasswordSchema(t).safeParse({ password: "short", confirmation: "short" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["between 9 and 30 characters", "at least one upper-case letter", "at least one digit"]);
  });

  it("says what a short password lacks before the confirmation is typed (conform reads an empty field as missing)", async () => {
    const t = await getFixedT("fr", ["auth", "common"]);
    const result = newPasswordSchema(t).safeParse({ password: "short" });
    const passwordMessages = result.error?.issues.filter((issue) => issue.path.join(".") === "password").map((issue) => issue.message);
    expect(passwordMessages).toContain("au moins une lettre majuscule");
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
