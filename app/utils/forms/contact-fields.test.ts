import { describe, expect, it } from "vitest";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { emailField, phoneSchema, smsCodeSchema } from "./contact-fields";

describe("fields several features ask alike", () => {
  it("a code is six digits, said in the page's language", async () => {
    const t = await getFixedT("en", ["auth", "common"]);
    expect(smsCodeSchema(t).safeParse({ code: " 123456 " }).data).toEqual({ code: "123456" });
    const result = smsCodeSchema(t).safeParse({ code: "12345a" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([t("auth:resetPassword.enterCode.format")]);
    expect(t("auth:resetPassword.enterCode.format")).not.toBe("resetPassword.enterCode.format");
  });

  it("an e-mail address is trimmed and checked, a phone number takes the usual separators", async () => {
    const t = await getFixedT("en", ["auth", "common"]);
    expect(emailField(t).safeParse(" demo.full@example.com ").data).toBe("demo.full@example.com");
    expect(emailField(t).safeParse("not-an-email").success).toBe(false);
    expect(phoneSchema(t, "FR").safeParse({ phone: " +33 6 12 34 56 78 " }).data).toEqual({ phone: "+33 6 12 34 56 78" });
    expect(
      phoneSchema(t, "FR")
        .safeParse({ phone: "call me" })
        .error?.issues.map((issue) => issue.message),
    ).toEqual([t("auth:confirmPhone.phoneFormat.FR")]);
  });

  // Every brand's message gave a French number: the broker reads a number without a country code in the brand country's format.
  it.each([
    ["en", "DE", "outside Germany", "+49 "],
    ["de", "DE", "außerhalb Deutschlands", "+49 "],
    ["fr", "ES", "hors d'Espagne", "+34 "],
    ["it", "IT", "fuori dall'Italia", "+39 "],
    ["es", "FR", "fuera de Francia", "+33 "],
  ] as const)("a phone number's message in %s names the brand's country (%s) and gives its example", async (lang, country, named, prefix) => {
    const t = await getFixedT(lang, ["auth", "common"]);
    const [message] =
      phoneSchema(t, country)
        .safeParse({ phone: "call me" })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(message).toContain(named);
    expect(message).toContain(prefix);
  });
});
