import type { ActionFunctionArgs } from "@remix-run/node";
import { livenessCache } from "~/utils/session/liveness.server";
import { smsCodeSchema } from "~/utils/forms/contact-fields";
import { sepaFieldNames, sepaSchema } from "~/utils/forms/sepa-schema";
import { sepaChecks } from "~/utils/forms/sepa-checks.server";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { formRequestKey } from "~/utils/forms/request-key.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import type { pageHandle } from "~/utils/routing/handle";
import { sendPhoneCode } from "~/utils/session/phone-code.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { quoteIdOf } from "../quote-view.server";
import { startQuoteSigning } from "../signing.server";
import { conditionsSchema } from "./conditions-schema";
import { quoteHolder } from "~/utils/session/quote-holder";

/** The page that holds the steps: a quote's documents tab, a bespoke quote's signature tab. */
type StepsPage = "quote-documents" | "bespoke-quote-signature";

/**
 * The steps' forms, the same for a quote and a bespoke quote (issue 45 section 2), told apart by
 * `intent` (any other is a 400 page): `conditions`, `sepa`, `sign`, and the mobile phone's
 * `phone-send` / `phone-confirm` (the same broker calls as the sign-in step). Success goes back to
 * the page with a toast; a refusal is the form's reply.
 */
export async function signingStepsAction<Name extends StepsPage>(args: ActionFunctionArgs, handle: ReturnType<typeof pageHandle<Name>>) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle as ReturnType<typeof pageHandle<StepsPage>>);
  const { request, api, user, locale, t } = page;
  const id = quoteIdOf(args.params);
  const back = href(handle.page, { id }, locale);
  const intent = await formIntent(request, formData, ["conditions", "sepa", "sign", "phone-send", "phone-confirm"]);
  switch (intent) {
    case "conditions": {
      const submission = parseForm(formData, conditionsSchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      // "Continue" is refused while a pre-contractual document was not downloaded (SPEC section 5), checked here, not in the browser.
      const { documents } = await api.quoteDocuments(quoteHolder(user), id);
      if (documents.some((doc) => doc.is_pre_contractual && !doc.downloaded_at)) {
        return formReply(intent, submission.reply({ formErrors: [t("quotes:refusal.documents")] }), 422);
      }
      const { optins } = await api.quoteOptins(quoteHolder(user), id);
      const choices = Object.fromEntries(optins.map((optin) => [optin.code, submission.value.optins.includes(optin.code)]));
      const saved = await attempt(
        api.acceptQuoteConditions(quoteHolder(user), id, {
          accepted: true,
          additional_information: submission.value.additional_information ?? null,
          optins: choices,
        }),
        onStatuses(formStatuses, "refused"),
      );
      if (isRefusal(saved)) return formReply(intent, await refusalReply(saved, request, { submission, t, fields: ["accepted", "additional_information"] }));
      return redirectWithToast(back, { type: "success", title: t("quotes:conditions.saved"), message: t("quotes:conditions.savedDetails") });
    }
    case "sepa": {
      const submission = parseForm(formData, sepaSchema(t), sepaChecks(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      const { holder, iban, bic } = submission.value;
      const mandate = { holder, iban, bic: bic ?? null, legal: true as const };
      const refusal = await attempt(
        api.saveQuoteMandate(quoteHolder(user), id, mandate, formRequestKey(formData, mandate)),
        onStatuses(formStatuses, "refused"),
      );
      if (isRefusal(refusal)) return formReply(intent, await refusalReply(refusal, request, { submission, t, fields: sepaFieldNames }));
      return redirectWithToast(back, { type: "success", title: t("payments:sepa.saved"), message: t("quotes:sepa.savedDetails") });
    }
    case "sign":
      return startQuoteSigning(page, id, formData);
    case "phone-send":
      return sendPhoneCode(page, formData, intent);
    case "phone-confirm": {
      const submission = parseForm(formData, smsCodeSchema(t));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      const body = await attempt(api.confirmPhone(user.clientId, submission.value.code), onStatuses(formStatuses, "refused"));
      if (isRefusal(body)) {
        return formReply(intent, submission.reply({ fieldErrors: { code: [t("auth:confirmPhone.invalid")] } }));
      }
      // The cached session answer (docs/decisions/0028) holds the account without its mobile: the page after asks again,
      // so the signature step shows the number it now has instead of asking for one.
      livenessCache.evict(user.token);
      return redirectWithToast(back, { type: "success", title: t("quotes:phone.confirmed"), message: t("quotes:phone.confirmedDetails") });
    }
  }
}
