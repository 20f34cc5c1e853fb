import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { maxUploadBytes, tooLargeUploadFieldName } from "~/utils/forms/form-fields";
import { parseForm } from "~/utils/forms/read-form.server";
import { contractTerminationSchema, easyTerminationSchema } from "~/utils/forms/termination-schema";
import { leftOutProofFiles } from "~/utils/forms/termination.server";
import { getFixedT } from "~/utils/i18n/i18n.server";

const pdf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

/** A termination draft as the form posts it: its fields, then each file under `file` (an input that chose none posts one empty part). */
function post(files: File[], extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "draft", reason: "sale", ...extra })) form.append(name, value);
  for (const file of files.length > 0 ? files : [new File([], "")]) form.append("file", file);
  return form;
}

// The proof files go through the forms' schema, in the browser and the server alike (issue 42 §1), no longer through a getAll beside it.
describe("the termination forms' proof files", () => {
  it("are the files chosen, none when the input chose none, one as a list of one", async () => {
    const t = await getFixedT("en", ["termination", "common"]);
    const schema = contractTerminationSchema(t);
    const none = parseWithZod(post([]), { schema });
    expect(none.status === "success" ? none.value.file : none.error).toEqual([]);
    const one = parseWithZod(post([pdf("deed.pdf")]), { schema });
    expect(one.status === "success" ? one.value.file.map((file) => file.name) : one.error).toEqual(["deed.pdf"]);
    const two = parseWithZod(post([pdf("a.pdf"), pdf("b.pdf")]), { schema });
    expect(two.status === "success" ? two.value.file.map((file) => file.name) : two.error).toEqual(["a.pdf", "b.pdf"]);
  });

  it("are optional (SPEC section 5): the input is not marked required, on either form", async () => {
    const t = await getFixedT("en", ["termination", "common"]);
    for (const schema of [contractTerminationSchema(t), easyTerminationSchema(t)]) {
      expect(getZodConstraint(schema).file).toMatchObject({ required: false, multiple: true });
    }
  });

  it("refuse more than five files, or one past 10 MB, at the files' input in the page's words", async () => {
    const t = await getFixedT("fr", ["termination", "common"]);
    const schema = contractTerminationSchema(t);
    const six = parseWithZod(post(Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`))), { schema });
    expect(six.status === "error" ? six.error : null).toEqual({ file: ["Choisissez 5 fichiers au plus."] });
    const large = parseWithZod(post([pdf("small.pdf"), pdf("large.pdf", maxUploadBytes + 1)]), { schema });
    expect(large.status === "error" ? large.error : null).toEqual({ file: [t("termination:files.tooLarge")] });
    expect(t("termination:files.tooLarge")).toContain("10 Mo");
  });

  it("the public form reads them the same way", async () => {
    const t = await getFixedT("en", ["termination", "common"]);
    const fields = { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", contract_number: "CT-1" };
    const submission = parseWithZod(post([pdf("a.pdf")], fields), { schema: easyTerminationSchema(t) });
    expect(submission.status === "success" ? submission.value.file.length : submission.error).toBe(1);
  });

  it("a file the server left out as too large is refused at the input, which the schema alone cannot see", async () => {
    const t = await getFixedT("en", ["termination", "common"]);
    const form = post([]);
    form.append(tooLargeUploadFieldName, "file");
    const submission = parseForm(form, contractTerminationSchema(t), [leftOutProofFiles(form, t)]);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error?.file : null).toEqual([t("termination:files.tooLarge")]);
    const fine = post([]);
    expect(parseForm(fine, contractTerminationSchema(t), [leftOutProofFiles(fine, t)]).status).toBe("success");
  });
});
