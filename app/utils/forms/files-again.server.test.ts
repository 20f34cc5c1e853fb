import { describe, expect, it } from "vitest";
import { tooLargeUploadFieldName } from "./form-fields";
import { chooseFilesAgain, shortName, withFilesAgain } from "./files-again.server";

const t = (key: string, options?: Record<string, string | number>) => (options ? `${key} ${JSON.stringify(options)}` : key);

function post(files: Record<string, string[]>, tooLarge: string[] = []): FormData {
  const form = new FormData();
  form.set("reason", "");
  for (const [field, names] of Object.entries(files)) for (const name of names) form.append(field, new File(["%PDF-1.4"], name, { type: "application/pdf" }));
  for (const field of tooLarge) form.append(tooLargeUploadFieldName, field);
  // An input left empty posts a file without name or bytes.
  form.append("empty", new File([], ""));
  return form;
}

describe("the files a refused post leaves behind", () => {
  it("says nothing when no file was chosen", () => {
    expect(chooseFilesAgain(t, post({}), { sent: ["file", "empty"], again: ["file", "empty"] })).toEqual({ formErrors: [], fieldErrors: {} });
    expect(withFilesAgain(t, post({}), ["file"], { hideFields: ["file"] })).toEqual({ hideFields: ["file"] });
  });

  it("says so in the summary and names each field's files, long names shortened", () => {
    const long = `${"a".repeat(90)}.pdf`;
    const words = chooseFilesAgain(t, post({ file: ["proof.pdf", long] }), { sent: ["file"], again: ["file"] });
    expect(words.formErrors).toEqual(["common:form.chooseFilesAgain"]);
    expect(words.fieldErrors).toEqual({ file: [`common:form.chooseFileAgain ${JSON.stringify({ name: `proof.pdf, ${shortName(long)}` })}`] });
    expect(shortName(long)).toHaveLength(80);
  });

  it("leaves a field with its own message alone, and keeps the form's own errors first", () => {
    const form = post({ file: ["proof.pdf"], other: ["scan.pdf"] });
    const reply = withFilesAgain(t, form, ["file", "other"], { fieldErrors: { other: ["bad type"] } }, { "": ["form error"], reason: ["required"] });
    expect(reply.formErrors).toEqual(["form error", "common:form.chooseFilesAgain"]);
    expect(reply.fieldErrors).toEqual({ file: [expect.stringContaining("proof.pdf")], other: ["bad type"] });
    // A file the submission refused (conform's own error) keeps its message alone too.
    expect(withFilesAgain(t, form, ["file"], {}, { file: ["too many"] }).fieldErrors).toEqual({});
  });

  it("says it in the summary for a file the server left out as too large, which has no name to give", () => {
    const words = chooseFilesAgain(t, post({}, ["file"]), { sent: ["file"], again: ["file"] });
    expect(words).toEqual({ formErrors: ["common:form.chooseFilesAgain"], fieldErrors: {} });
  });
});
