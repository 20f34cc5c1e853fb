import { describe, expect, it } from "vitest";
import { errorSummary } from "~/utils/forms/error-summary";
import { getFixedT } from "~/utils/i18n/i18n.server";

describe("a form's error summary", () => {
  it("gives the form's own errors first", async () => {
    const t = await getFixedT("fr", ["common"]);
    expect(errorSummary(["Identifiants incorrects."], [["Ce champ est obligatoire."]], t)).toEqual(["Identifiants incorrects."]);
  });

  it("counts the fields with a message, in the page's language", async () => {
    const fr = await getFixedT("fr", ["common"]);
    expect(errorSummary(undefined, [["Saisissez un code postal valide."], undefined, []], fr)).toEqual([
      "Un champ est à corriger\u00a0: voir son message ci-dessous.",
    ]);
    const de = await getFixedT("de", ["common"]);
    expect(errorSummary([], [["a"], ["b"]], de)).toEqual(["2 Felder sind zu korrigieren: siehe die Meldungen darunter."]);
  });

  it("says nothing when no field has a message", async () => {
    const t = await getFixedT("en", ["common"]);
    expect(errorSummary(undefined, [undefined, []], t)).toBeUndefined();
  });
});
