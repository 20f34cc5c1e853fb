import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { sepaSchema } from "~/utils/forms/sepa-schema";

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

// The schema the SEPA form's action parses with and, since decision 0086, the browser checks with before posting.
describe("the SEPA mandate form", () => {
  it("takes the account as the broker wants it: IBAN without spaces in capitals, BIC in capitals or left out", async () => {
    const t = await getFixedT("fr", ["payments", "common"]);
    const submission = parseWithZod(
      form({ intent: "sepa", holder: " Transports Dubois SAS ", iban: "fr76 3000 6000 0112 3456 7890 189", bic: "agri frpp", legal: "on" }),
      {
        schema: sepaSchema(t),
      },
    );
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      intent: "sepa",
      holder: "Transports Dubois SAS",
      iban: "FR7630006000011234567890189",
      bic: "AGRIFRPP",
      legal: "on",
    });
    const withoutBic = parseWithZod(form({ intent: "sepa", holder: "A", iban: "DE89370400440532013000", legal: "on" }), { schema: sepaSchema(t) });
    expect(withoutBic.status === "success" ? withoutBic.value.bic : "refused").toBeUndefined();
  });

  it("says in the page's language what is missing: the holder, the IBAN, the consent box", async () => {
    const t = await getFixedT("fr", ["payments", "common"]);
    const submission = parseWithZod(form({ intent: "sepa", holder: "  ", iban: "" }), { schema: sepaSchema(t) });
    expect(submission.status === "error" ? submission.error : null).toEqual({
      holder: [t("common:validation.required")],
      iban: [t("common:validation.required")],
      legal: ["Cochez la case pour accepter le mandat de prélèvement."],
    });
  });

  it("refuses another form's intent and over-long values", async () => {
    const t = await getFixedT("en", ["payments", "common"]);
    const fields = { intent: "sepa", holder: "A", iban: "DE89370400440532013000", legal: "on" };
    expect(parseWithZod(form({ ...fields, intent: "frequency" }), { schema: sepaSchema(t) }).status).toBe("error");
    const long = parseWithZod(form({ ...fields, holder: "x".repeat(201), bic: "X".repeat(12) }), { schema: sepaSchema(t) });
    expect(long.status === "error" ? Object.keys(long.error ?? {}) : []).toEqual(["holder", "bic"]);
  });
});
