import { describe, expect, it } from "vitest";
import { parseForm } from "~/utils/forms/read-form.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { companyIdentifierCheck } from "./profile-checks.server";
import { profileSchema } from "./profile-schema";

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(`profile.${name}`, value);
  return formData;
};

const valid = { firstname: "Hélène", lastname: "Dubois", email: "helene@example.com", company_name: "Transports Dubois SAS", postal_code: "75011" };

// Issue 45: the e-mail and postal code errors hid the company number's, checked only once the rest was right.
describe("the profile's company number check", () => {
  it("is said with the e-mail and postal code errors of the same post", async () => {
    const t = await getFixedT("fr", ["account", "common", "auth"]);
    const check = companyIdentifierCheck(t, "FR", "73282932000074");
    const submission = parseForm(form({ ...valid, email: "pas une adresse", postal_code: "7501", company_identifier: "123" }), profileSchema(t, "FR"), [check]);
    const error = submission.status === "error" ? submission.error : null;
    expect(Object.keys(error ?? {}).sort()).toEqual(["profile.company_identifier", "profile.email", "profile.postal_code"]);
    expect(error?.["profile.company_identifier"]).toEqual([t("account:profile.country.FR.identifierError")]);
  });

  it("leaves the stored number, an erased one (a clearing the broker rules on) and a valid new one alone", async () => {
    const t = await getFixedT("fr", ["account", "common", "auth"]);
    const check = companyIdentifierCheck(t, "FR", "123");
    for (const company_identifier of ["123", "", "732 829 320 00074"]) {
      const submission = parseForm(form({ ...valid, company_identifier }), profileSchema(t, "FR"), [check]);
      expect(submission.status, company_identifier).toBe("success");
    }
    expect(parseForm(form(valid), profileSchema(t, "FR"), [check]).status).toBe("success");
  });
});
