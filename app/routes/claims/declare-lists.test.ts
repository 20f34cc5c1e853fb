import { describe, expect, it } from "vitest";
import { parseForm } from "~/utils/forms/read-form.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { changedList, detailsIntents, listChange, listRows, maxListRows } from "./declare-lists";
import { detailsStepSchema } from "./declare-schema";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("the declaration's lists (third parties, statements)", () => {
  it("knows each add and remove intent, and no other", () => {
    expect(listChange("add-third")).toEqual({ list: "third_parties", remove: null });
    expect(listChange("remove-statement-3")).toEqual({ list: "statements", remove: 3 });
    expect(listChange("declare")).toBeNull();
    expect(detailsIntents).toContain("remove-third-9");
    expect(detailsIntents).not.toContain("remove-third-10");
    expect(detailsIntents).not.toContain("add-witness");
  });

  it("answers the step with a row added or removed and everything typed kept, the files left out", () => {
    const typed: [string, string][] = [
      ["circumstances", "Rear-ended at the lights."],
      ["third_parties[0].name", "Jo Martin"],
      ["third_parties[0].insurer", "Other Mutual"],
      ["third_parties[1].name", ""],
      ["third_parties[2].name", "Lee Chan"],
      ["statements[0].text", "I braked too late."],
    ];
    const added = changedList(formOf(typed), { list: "third_parties", remove: null }, ["proof_photos"]);
    const values = added.initialValue as Record<string, unknown>;
    expect(values.circumstances).toBe("Rear-ended at the lights.");
    expect(listRows(values.third_parties)).toEqual([{ name: "Jo Martin", insurer: "Other Mutual" }, {}, { name: "Lee Chan" }, {}]);
    expect(listRows(values.statements)).toEqual([{ text: "I braked too late." }]);
    expect(added.error).toBeUndefined();

    const removed = changedList(formOf(typed), { list: "third_parties", remove: 0 }, []);
    expect(listRows((removed.initialValue as Record<string, unknown>).third_parties)).toEqual([{}, { name: "Lee Chan" }]);

    const full = formOf(Array.from({ length: maxListRows }, (_, i): [string, string] => [`statements[${i}].text`, `Said ${i}`]));
    expect(listRows((changedList(full, { list: "statements", remove: null }, []).initialValue as Record<string, unknown>).statements)).toHaveLength(
      maxListRows,
    );
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
      "third_parties[0].phone": [t("common:validation.maxLength", { count: 30 })],
      "third_parties[0].name": [t("claims:declare.thirdPartyNameRequired")],
      "third_parties[1].name": [t("claims:declare.thirdPartyNameRequired")],
      "statements[0].text": [t("common:validation.maxLength", { count: 5000 })],
    });
  });
});
