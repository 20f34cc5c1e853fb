import { describe, expect, it } from "vitest";
import { conformIntentFieldName } from "~/utils/forms/form-list";
import { parseForm } from "~/utils/forms/read-form.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { declareLists, maxListRows } from "./declare-lists";
import { detailsStepSchema } from "./declare-schema";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

const typed: [string, string][] = [
  ["intent", "declare"],
  ["circumstances", "Rear-ended at the lights."],
  ["third_parties[0].name", "Jo Martin"],
  ["third_parties[0].insurer", "Other Mutual"],
  ["third_parties[1].name", ""],
  ["third_parties[2].name", "Lee Chan"],
  ["statements[0].text", "I braked too late."],
];

describe("the declaration's lists (third parties, statements)", () => {
  it("are the broker's ten rows each", () => {
    expect(declareLists).toEqual({ third_parties: maxListRows, statements: maxListRows });
    expect(maxListRows).toBe(10);
  });

  it("come back with a row added or removed and everything typed kept, the files left out (a post without JavaScript)", async () => {
    const t = await getFixedT("en", ["claims", "common"]);
    const schema = detailsStepSchema(t, true);
    const post = (intent: object) => formOf([...typed, ["proof_photos", "photos.pdf"], [conformIntentFieldName, JSON.stringify(intent)]]);

    const added = parseForm(post({ type: "insert", payload: { name: "third_parties" } }), schema).reply({ hideFields: ["proof_photos"] });
    const values = added.initialValue as Record<string, unknown>;
    expect(values.circumstances).toBe("Rear-ended at the lights.");
    expect(values.third_parties).toEqual([{ name: "Jo Martin", insurer: "Other Mutual" }, undefined, { name: "Lee Chan" }, undefined]);
    expect(values.statements).toEqual([{ text: "I braked too late." }]);
    expect(values.proof_photos).toBeUndefined();
    // The page learns which list changed (its last row takes the focus) and says nothing of the rest yet.
    expect(added.intent).toEqual({ type: "insert", payload: { name: "third_parties" } });
    expect(added.status).toBeUndefined();

    const removed = parseForm(post({ type: "remove", payload: { name: "third_parties", index: 0 } }), schema).reply();
    expect((removed.initialValue as Record<string, unknown>).third_parties).toEqual([undefined, { name: "Lee Chan" }]);
  });

  it("checks every row: empty rows are none, a row with something needs its name or text, a third party involved needs one named", async () => {
    const t = await getFixedT("en", ["claims", "common"]);
    const ok = parseForm(
      formOf([
        ["intent", "declare"],
        ["circumstances", "Rear-ended."],
        ["third_parties[0].name", "Jo Martin"],
        ["third_parties[1].name", ""],
        ["third_parties[2].name", "Lee Chan"],
        ["statements[0].text", "First."],
        ["statements[1].text", "Second."],
        ["statements[1].author", "A witness"],
      ]),
      detailsStepSchema(t, true),
    );
    expect(ok.status).toBe("success");
    if (ok.status !== "success") return;
    expect(ok.value.third_parties.map((row) => row.name)).toEqual(["Jo Martin", undefined, "Lee Chan"]);
    expect(ok.value.statements).toEqual([{ text: "First." }, { text: "Second.", author: "A witness" }]);

    const refused = parseForm(
      formOf([
        ["intent", "declare"],
        ["circumstances", "Rear-ended."],
        ["third_parties[0].name", ""],
        ["third_parties[1].insurer", "Other Mutual"],
        ["statements[0].author", "A witness"],
      ]),
      detailsStepSchema(t, true),
    );
    expect(refused.status).toBe("error");
    if (refused.status === "success") return;
    expect(refused.error).toMatchObject({
      "third_parties[0].name": ["Give the third party's name."],
      "third_parties[1].name": ["Give the third party's name."],
      "statements[0].text": ["Write the statement, or remove it."],
    });
  });

  it("says every mistake of the step at once, each once, in the page's language", async () => {
    const t = await getFixedT("fr", ["claims", "common"]);
    const refused = parseForm(
      formOf([
        ["intent", "declare"],
        ["circumstances", ""],
        ["third_parties[0].phone", "1".repeat(31)],
        ["third_parties[1].insurer", "Other Mutual"],
        ["statements[0].text", "x".repeat(5001)],
      ]),
      detailsStepSchema(t, true),
    );
    expect(refused.status === "error" ? refused.error : null).toEqual({
      circumstances: [t("claims:declare.circumstancesRequired")],
      "third_parties[0].phone": [t("claims:declare.thirdPartyPhoneFormat")],
      "third_parties[0].name": [t("claims:declare.thirdPartyNameRequired")],
      "third_parties[1].name": [t("claims:declare.thirdPartyNameRequired")],
      "statements[0].text": [t("common:validation.maxLength", { count: 5000 })],
    });
  });

  it("carries the claim a refused file's post made, and nothing else in its place", async () => {
    const t = await getFixedT("en", ["claims", "common"]);
    const made = parseForm(formOf([...typed, ["claim_id", "clm_castello_42"]]), detailsStepSchema(t, true));
    expect(made.status === "success" && made.value.claim_id).toBe("clm_castello_42");
    expect(parseForm(formOf([...typed, ["claim_id", "../clm"]]), detailsStepSchema(t, true)).status).toBe("error");
  });
});
