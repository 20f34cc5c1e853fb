import { chosenFileNames, shortName } from "~/utils/forms/files-again.server";
import { chosenUpload, tooLargeUploads } from "~/utils/forms/form-fields";
import type { FormNotices } from "~/utils/forms/form-reply";
import type { SchemaWords } from "~/utils/forms/schema-words";

/** The step-3 file fields: one per document the contract asks for (`proof_<code>`). */
export function proofFieldsOf(form: FormData): string[] {
  return [...new Set([...form.keys(), ...tooLargeUploads(form)].filter((name) => /^proof_[a-z_]{1,40}$/.test(name)))];
}

/**
 * What step 3 says when a third party or a statement was added or removed without JavaScript and the post
 * carried files: the page comes back without them (a browser never refills a file input, and the portal
 * keeps no file between posts, decision 0111), so above the form and at each field it names the file to
 * choose again, as a refused post does, or nothing comes of a file the customer believes sent. Notices, not
 * errors: nothing was refused (decision 0274). A file the server left out as too large has no name to give.
 */
export function filesLeftOut(form: FormData, t: SchemaWords): FormNotices | undefined {
  const fields = proofFieldsOf(form).filter((field) => chosenUpload(form, field));
  if (fields.length === 0) return undefined;
  const again = (field: string) => {
    const [name] = chosenFileNames(form, field);
    return name ? t("claims:declare.rowFileAgain", { name: shortName(name) }) : t("claims:declare.rowFileAgainUnnamed");
  };
  return { "": [t("claims:declare.rowFilesAgain", { count: fields.length })], ...Object.fromEntries(fields.map((field) => [field, [again(field)]])) };
}
