import { describe, expect, it } from "vitest";
import { companyIdentifierChange, profileFieldNames, profileSchema } from "~/routes/account/profile-schema";
import { parseForm } from "~/utils/forms/read-form.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { v2Body } from "~/utils/v2/api/form-body";

const required = { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", company_name: "Analytical SAS" };
const optional = profileFieldNames.filter((name) => !(name in required) && name !== "status");

describe("profile form to the v2 body", () => {
  it("sends null for every optional field the person erased", async () => {
    const t = await getFixedT("fr", ["account", "common"]);
    const formData = new FormData();
    for (const [name, value] of Object.entries(required)) formData.set(`profile.${name}`, value);
    for (const name of optional) formData.set(`profile.${name}`, "");
    const schema = profileSchema(t, "FR");
    const submission = parseForm(formData, schema);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { profile } = v2Body(schema, submission.value, formData);
    expect(profile).toEqual({ ...required, ...Object.fromEntries(optional.map((name) => [name, null])) });
  });
});

describe("company number erased on the profile", () => {
  it("an erased number is sent as null when one was stored, and is not a SIRET error", () => {
    expect(companyIdentifierChange(null, "12345678901234", "FR")).toEqual({ send: null, invalid: false });
    expect(companyIdentifierChange(null, null, "FR")).toEqual({ send: undefined, invalid: false });
  });

  it("sends only a changed number, which must then be valid in the client's country", () => {
    expect(companyIdentifierChange("HRB 45678", "HRB 45678", "DE")).toEqual({ send: undefined, invalid: false });
    expect(companyIdentifierChange("hrb  45678", "HRB 45678", "DE")).toEqual({ send: undefined, invalid: false });
    expect(companyIdentifierChange(undefined, "12345678901234", "FR")).toEqual({ send: undefined, invalid: false });
    expect(companyIdentifierChange("12/345/67890", "HRB 45678", "DE")).toEqual({ send: "12/345/67890", invalid: false });
    expect(companyIdentifierChange("HRB 1234567", "HRB 45678", "DE")).toEqual({ send: "HRB 1234567", invalid: true });
    expect(companyIdentifierChange("732 829 320 00074", null, "FR")).toEqual({ send: "73282932000074", invalid: false });
    expect(companyIdentifierChange("73282932000075", null, "FR")).toEqual({ send: "73282932000075", invalid: true });
    // A Hamburg company's register number is not a SIRET, and a SIRET is no German number.
    expect(companyIdentifierChange("HRB 99", null, "FR").invalid).toBe(true);
    expect(companyIdentifierChange("73282932000074", null, "DE").invalid).toBe(true);
  });
});

describe("profile texts follow the client's country, in the page's language", () => {
  it("a German client's profile in German speaks of German numbers, not of France", async () => {
    const t = await getFixedT("de", ["account", "common"]);
    for (const key of ["identifier", "identifierHint", "phoneHint", "postalCodeError"]) {
      expect(t(`account:profile.country.DE.${key}`)).not.toMatch(/Frankreich|SIRET|französisch/);
    }
    expect(t("account:profile.country.DE.identifier")).toContain("Steuernummer");
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...required, postal_code: "2276" })) formData.set(`profile.${name}`, value);
    const submission = parseForm(formData, profileSchema(t, "DE"));
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.["profile.postal_code"]).toEqual([t("account:profile.country.DE.postalCodeError")]);
  });
});
