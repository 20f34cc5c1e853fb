import { describe, expect, it } from "vitest";
import { phoneField } from "~/utils/forms/contact-fields";
import { parseForm } from "~/utils/forms/read-form.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { detailsStepSchema } from "./declare-schema";

const declaration = (phone: string) => {
  const form = new FormData();
  for (const [name, value] of [
    ["intent", "declare"],
    ["circumstances", "Rear-ended at the lights."],
    ["third_parties[0].name", "Jo Martin"],
    ["third_parties[0].phone", phone],
  ])
    form.append(name, value);
  return form;
};

// 2026-12-04's audit: the third party's phone took "abc", which the profile, delegation, contact and phone
// confirmation forms refuse ("Enter a valid phone number…").
describe("the declaration's third-party phone", () => {
  it("follows the rule of every form's phone: refused in the page's words next to its field, or none at all", async () => {
    const t = await getFixedT("en", ["claims", "common"]);
    const schema = detailsStepSchema(t, true);
    const shared = phoneField(t, "shared");
    for (const phone of ["abc", "12", "call me on 0612", "+33 6 12 34 56 78 90 12 34", "06 12 34 56 78", "+39 (02) 1234-5678", "01.23.45.67.89"]) {
      const submission = parseForm(declaration(phone), schema);
      expect(submission.status === "success", phone).toBe(shared.safeParse(phone).success);
      if (submission.status !== "success") expect(submission.error?.["third_parties[0].phone"], phone).toEqual([t("claims:declare.thirdPartyPhoneFormat")]);
    }
    expect(parseForm(declaration("abc"), schema).status).toBe("error");
    expect(t("claims:declare.thirdPartyPhoneFormat")).toMatch(/^Enter a valid phone number/);
    const none = parseForm(declaration(""), schema);
    expect(none.status).toBe("success");
    expect(none.status === "success" && none.value.third_parties).toEqual([{ name: "Jo Martin" }]);
  });
});
