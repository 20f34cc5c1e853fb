import { describe, expect, it } from "vitest";
import { kycSteps } from "./kyc-form";
import { languages } from "../../contract/codes/language";

const today = new Date("2026-12-02T09:00:00Z");
const numberField = (country: string, lang: (typeof languages)[number]) =>
  kycSteps(country, lang, today)
    .find((step) => step.code === "personal")!
    .fields.find((field) => field.name === "social_security_number");

describe("the KYC personal-data step", () => {
  it.each(["FR", "IT", "DE", "ES"])("asks %s's own social security number, checked against the birth date", (country) => {
    expect(numberField(country, "en")).toMatchObject({
      kind: "text",
      required: true,
      check: "social_security_number",
      country,
      birth_date_field: "birth_date",
    });
  });

  it("keeps the German example number whole on one line in every language (docs/design-notes.md, was decision 0187)", () => {
    for (const lang of languages) expect(numberField("DE", lang)?.hint, lang).toContain("15\u00a0070649\u00a0C\u00a0103");
  });
});
