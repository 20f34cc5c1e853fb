import { data } from "@remix-run/node";
import { formReply } from "~/utils/forms/form-intent.server";
import type { FormReply } from "~/utils/forms/form-reply";
import { parseForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import type { PageContext } from "~/utils/request/page.server";
import { livenessCache } from "~/utils/session/liveness.server";
import { updateSession, type SignedInUser } from "~/utils/session/session.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { prospectContactFieldNames, prospectContactSchema } from "./prospect-contact-schema";

/** GET clients/{client}/contact-details: what the prospect's profile page shows. */
export async function prospectContactData({ api, user, t }: PageContext<SignedInUser>) {
  const contact = await api.prospectContact(user.clientId);
  return {
    kind: "prospect" as const,
    title: t("profile.title"),
    contact: { status: contact.status ?? "", firstname: contact.firstname, lastname: contact.lastname, email: contact.email },
    phone: contact.phone,
  };
}

/** PUT clients/{client}/contact-details: the form's reply (`{ intent: "profile", reply }`), its errors next to their fields. */
export async function saveProspectContact({ api, user, request, t }: PageContext<SignedInUser>, formData: FormData) {
  const submission = parseForm(formData, prospectContactSchema(t));
  if (submission.status !== "success") return formReply("profile", submission.reply());
  const { status, ...names } = submission.value.contact;
  const refusal = await attempt(api.updateProspectContact(user.clientId, { ...names, status: status ?? null }), onStatuses(formStatuses, "refused"));
  if (isRefusal(refusal)) {
    return formReply("profile", await refusalReply(refusal, request, { submission, t, fields: prospectContactFieldNames.map((name) => `contact.${name}`) }));
  }
  // The cached session answer holds the old names: the next page asks the broker again.
  livenessCache.evict(user.token);
  const cookie = await updateSession(request, { user: { fullName: [names.firstname, names.lastname].join(" ") } });
  return data<FormReply<"profile">>({ intent: "profile", reply: submission.reply({ resetForm: false }) }, { headers: { "Set-Cookie": cookie } });
}
