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
    const schema = profileSchema(t);
    const submission = parseForm(formData, schema);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { profile } = v2Body(schema, submission.value, formData);
    expect(profile).toEqual({ ...required, ...Object.fromEntries(optional.map((name) => [name, null])) });
  });
});

describe("company number erased on the profile", () => {
  it("an erased number is sent as null when one was stored, and is not a SIRET error", () => {
    expect(companyIdentifierChange(null, "12345678901234")).toEqual({ send: null, invalid: false });
    expect(companyIdentifierChange(null, null)).toEqual({ send: undefined, invalid: false });
  });
});
