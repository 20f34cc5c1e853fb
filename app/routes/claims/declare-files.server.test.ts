import { describe, expect, it } from "vitest";
import { tooLargeUploadFieldName } from "~/utils/forms/form-fields";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { filesLeftOut, proofFieldsOf } from "./declare-files.server";

/** Step 3 as a browser without JavaScript posts it when "Add another third party" is pressed: an empty file input still sends a part. */
function rowPost(files: Record<string, File | null>, extra: [string, string][] = []) {
  const form = new FormData();
  form.append("intent", "declare");
  form.append("third_parties[0].name", "Jo Martin");
  for (const [field, file] of Object.entries(files)) form.append(field, file ?? new File([], "", { type: "application/octet-stream" }));
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

describe("the files a row added or removed leaves behind (no JavaScript)", () => {
  it("are named above the form and at each field that had one, the empty fields said nothing of", async () => {
    const t = await getFixedT("en", ["claims"]);
    const notices = filesLeftOut(rowPost({ proof_photos: pdf("photos.pdf"), proof_police_report: null, proof_repair_estimate: pdf("devis.pdf") }), t);
    expect(notices).toEqual({
      "": ["Choose these files again: adding or removing a third party or a statement never keeps them."],
      proof_photos: ["Choose photos.pdf again (adding or removing a third party or a statement never keeps a file)."],
      proof_repair_estimate: ["Choose devis.pdf again (adding or removing a third party or a statement never keeps a file)."],
    });
  });

  it("say one file as one, and a file left out as too large without the name the server never read", async () => {
    const t = await getFixedT("fr", ["claims"]);
    const notices = filesLeftOut(rowPost({ proof_photos: null }, [[tooLargeUploadFieldName, "proof_photos"]]), t);
    expect(notices?.[""]).toEqual([expect.stringMatching(/^Choisissez à nouveau ce fichier\s:/)]);
    expect(notices?.proof_photos).toEqual([expect.stringMatching(/^Choisissez à nouveau votre fichier /)]);
  });

  it("are nothing when no file was chosen: the step comes back as it was", async () => {
    const t = await getFixedT("en", ["claims"]);
    expect(filesLeftOut(rowPost({ proof_photos: null, proof_repair_estimate: null }), t)).toBeUndefined();
    expect(filesLeftOut(rowPost({}), t)).toBeUndefined();
  });

  it("shorten a long file name as the refusal does", async () => {
    const t = await getFixedT("en", ["claims"]);
    const notices = filesLeftOut(rowPost({ proof_photos: pdf(`${"a".repeat(120)}.pdf`) }), t);
    expect(notices?.proof_photos?.[0]).toBe(`Choose ${"a".repeat(79)}… again (adding or removing a third party or a statement never keeps a file).`);
  });

  it("read only the proof fields, by the name the form posts them under", () => {
    const form = rowPost({ proof_photos: null, proof_Bad: pdf("x.pdf") }, [[tooLargeUploadFieldName, "proof_repair_estimate"]]);
    expect(proofFieldsOf(form)).toEqual(["proof_photos", "proof_repair_estimate"]);
  });
});
