import { describe, expect, it } from "vitest";
import { parseForm } from "~/utils/forms/read-form.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { sepaChecks } from "~/utils/forms/sepa-checks.server";
import { sepaSchema } from "~/utils/forms/sepa-schema";

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

// Issue 45: the consent box left unticked hid a wrong IBAN, which only the broker found once the box was ticked.
describe("the SEPA mandate form's server checks", () => {
  it("say every mistake of one post: the consent, a wrong IBAN and a wrong BIC together, in the page's language", async () => {
    const t = await getFixedT("fr", ["payments", "common", "codes"]);
    const submission = parseForm(
      form({ intent: "sepa", holder: "Transports Dubois", iban: "FR76 3000 6000 0112 3456 7890 188", bic: "AGRI" }),
      sepaSchema(t),
      sepaChecks(t),
    );
    expect(submission.status === "error" ? submission.error : null).toEqual({
      iban: [t("codes:iban.checksum")],
      bic: [t("codes:bic.format")],
      legal: ["Cochez la case pour accepter le mandat de prélèvement."],
    });
    expect(t("codes:iban.checksum")).not.toBe("iban.checksum");
  });

  it("refuse an account outside the SEPA area, leave an empty IBAN to the schema, and take a right one", async () => {
    const t = await getFixedT("en", ["payments", "common", "codes"]);
    const outside = parseForm(form({ intent: "sepa", holder: "A", iban: "BR1800360305000010009795493C1", legal: "on" }), sepaSchema(t), sepaChecks(t));
    expect(outside.status === "error" ? outside.error : null).toEqual({ iban: [t("codes:iban.not-sepa")] });
    const empty = parseForm(form({ intent: "sepa", holder: "A", iban: "", legal: "on" }), sepaSchema(t), sepaChecks(t));
    expect(empty.status === "error" ? empty.error : null).toEqual({ iban: [t("common:validation.required")] });
    const right = parseForm(
      form({ intent: "sepa", holder: "A", iban: "fr76 3000 6000 0112 3456 7890 189", bic: "agri frpp", legal: "on" }),
      sepaSchema(t),
      sepaChecks(t),
    );
    expect(right.status === "success" ? right.value.iban : right.error).toBe("FR7630006000011234567890189");
  });
});
