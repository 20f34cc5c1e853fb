import { redirect } from "@remix-run/node";
import { formReply } from "~/utils/forms/form-intent.server";
import { parseForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import type { PageContext } from "~/utils/request/page.server";
import { providerPageAddress } from "~/utils/request/provider-page.server";
import { signatureReturn } from "~/utils/request/signature-return.server";
import { livenessCache } from "~/utils/session/liveness.server";
import type { SignedInUser } from "~/utils/session/session.server";
import { attempt, isRefusal } from "~/utils/v2/attempt.server";
import { signSchema } from "./signing/sign-schema";
import { quoteHolder } from "~/utils/session/quote-holder";

/** Broker codes refusing a signature → the words said next to the sign button (refusalReply's `words`). */
const signRefusalWords = {
  "quote.documents-not-downloaded": "quotes:refusal.documents",
  "quote.conditions-not-accepted": "quotes:refusal.conditions",
  "phone.not-mobile": "quotes:refusal.phone",
  "required-document-missing": "quotes:refusal.required",
  "quote.already-signed": "quotes:refusal.signed",
  "quote.not-ready": "quotes:refusal.notReady",
} as const;

/**
 * POST quotes/{quote}/signatures, then the browser goes to the provider's
 * page in the page's language. A refusal is the sign form's reply: the
 * reasons as its form errors, next to the button (a page without JavaScript
 * shows them as well).
 */
export async function startQuoteSigning(page: PageContext<SignedInUser>, quoteId: string, formData: FormData) {
  const { api, user, locale, brand, t, request } = page;
  const { redirects } = signatureReturn(request, locale);
  const submission = parseForm(formData, signSchema);
  const refuse = (reasons: string[], status: number) => formReply("sign", submission.reply({ formErrors: reasons }), status);
  const started = await attempt(api.signQuote(quoteHolder(user), quoteId, redirects, locale.lang), { 422: "refused" });
  if (isRefusal(started)) {
    const reply = await refusalReply(started, request, { submission, t, fields: [], words: signRefusalWords, otherwise: "quotes:refusal.other", onForm: true });
    return formReply("sign", reply, 422);
  }
  const target = providerPageAddress(started.url, brand.code);
  if (!target) return refuse([t("quotes:signature.unavailable")], 502);
  // Signed, the prospect becomes a client (decision 0095): the broker's session answer kept from before
  // (docs/decisions/0028) must not hide it when they come back, so the page after the signature asks again.
  livenessCache.evict(user.token);
  return redirect(target);
}
