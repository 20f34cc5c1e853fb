import { checkedUploadFile, uploadRefusalWords } from "~/utils/forms/upload-checks.server";
import { chosenUpload } from "~/utils/forms/form-fields";
import type { PageContext } from "~/utils/request/page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import type { DynamicForm } from "~/utils/v2/api/dynamic-forms.server";
import { attempt, isRefusal, onStatuses } from "~/utils/v2/attempt.server";

type Step = DynamicForm["steps"][number];

/**
 * The files a step's form carries, each sent to its question's own `upload`
 * address before the step's answers (docs/decisions/0149), through the
 * required documents' checks: exactly one non-empty file of 10 MB at most
 * (checkedUploadFile), then the broker's by its bytes. A question left
 * without a file keeps the one sent before. Answers the refusals in the
 * page's words, by field (empty when every file went through).
 */
export async function sendStepFiles(page: PageContext<SignedInUser>, form: string, step: Step, formData: FormData): Promise<Record<string, string[]>> {
  const { api, user, locale } = page;
  const errors: Record<string, string[]> = {};
  for (const field of step.fields) {
    if (field.kind !== "file") continue;
    if (!chosenUpload(formData, field.name)) continue;
    const checked = await checkedUploadFile(formData, locale, field.name);
    if ("errors" in checked) {
      errors[field.name] = checked.errors;
      continue;
    }
    // No address in the description: dynamicSubmitPath refuses it as the broker's error (SPEC section 8 screen).
    const upload = field.upload ?? { method: "POST" as const, path: "" };
    const sent = await attempt(api.uploadDynamicFile(user.clientId, form, upload, checked.file, checked.key), onStatuses([400, 413, 422], "refused"));
    if (isRefusal(sent)) errors[field.name] = await uploadRefusalWords(sent.error, locale);
  }
  return errors;
}
