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
    expect(phoneSchema(t).safeParse({ phone: " +33 6 12 34 56 78 " }).data).toEqual({ phone: "+33 6 12 34 56 78" });
    expect(
      phoneSchema(t)
        .safeParse({ phone: "call me" })
        .error?.issues.map((issue) => issue.message),
    ).toEqual([t("auth:confirmPhone.phoneFormat")]);
  });
});
