import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/utils/routing/meta";
import { companyIdentifierChange, profileFieldNames, profileSchema } from "~/routes/account/profile-schema";
import { companyIdentifierCheck } from "~/routes/account/profile-checks.server";
import { livenessCache } from "~/utils/session/liveness.server";
import { updateSession } from "~/utils/session/session.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { pageFor } from "~/utils/request/page.server";
import { v2Body } from "~/utils/v2/api/form-body";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import type { ProfileValues } from "./profile-form";
import { formReply } from "~/utils/forms/form-intent.server";
import type { FormReply } from "~/utils/forms/form-reply";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { prospectContactData, saveProspectContact } from "./prospect-contact.server";

export const handle = pageHandle("profile");

// The profile's forms, with conform and zod, hydrate when their module arrives (decision 0151).
const profileForms = formsOnDemand(() => import("./profile-form"));
const ProfileForm = profileForms.form("ProfileForm");
const prospectForms = formsOnDemand(() => import("./prospect-contact-form"));
const ProspectContactForm = prospectForms.form("ProspectContactForm");
export const clientLoader = formsWithData(profileForms, prospectForms);

/** GET clients/{client} and the session's account: the person's names, the company's details. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  // A prospect has no client record: their contact details (issue 28 §7).
  if (page.user.kind === "prospect") return prospectContactData(page);
  const { user, api, t } = page;
  const [client, session] = await Promise.all([api.client(user.clientId), api.session(user.clientId)]);
  const profile: ProfileValues = {
    status: session.account.title ?? "",
    firstname: session.account.firstname,
    lastname: session.account.lastname,
    email: client.email ?? "",
    phone: client.phone ?? "",
    activity: client.activity ?? "",
    function: client.function ?? "",
    company_name: client.name,
    company_identifier: client.siret ?? "",
    address: client.address ?? "",
    additional_address: client.additional_address ?? "",
    postal_code: client.postal_code ?? "",
    city: client.city ?? "",
  };
  // The client's country is its brand's: its company number and postal code follow it (decision 0140).
  const country = page.brand.country;
  return { kind: "client" as const, title: t("profile.title"), profile, country, canUpdateSiret: Boolean(session.feature_flags.can_update_siret) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * PUT clients/{client} with `{ profile }`. Every answer but a failure screen is the form's reply,
 * `{ intent: "profile", reply }` (docs/decisions/0077): its errors next to their fields (the
 * broker's too), or a success reply, which the page shows as "saved" with the values kept.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  if (page.user.kind === "prospect") return saveProspectContact(page, formData);
  const { request, user, api, t, brand } = page;
  const schema = profileSchema(t, brand.country);
  const current = await api.client(user.clientId);
  // The company number is checked with the schema, not after it: an e-mail or postal code error no longer hides its own (issue 45).
  const submission = parseForm(formData, schema, [companyIdentifierCheck(t, brand.country, current.siret)]);
  if (submission.status !== "success") return formReply("profile", submission.reply());
  // Erased optional fields go to the broker as null (cleared), not as absent (kept).
  let profile = v2Body(schema, submission.value, formData).profile;
  profile = { ...profile, company_identifier: companyIdentifierChange(profile.company_identifier, current.siret, brand.country).send };
  const refusal = await attempt(api.updateClient(user.clientId, profile), onStatuses(formStatuses, "refused"));
  if (isRefusal(refusal)) {
    return formReply("profile", await refusalReply(refusal, request, { submission, t, fields: profileFieldNames.map((name) => `profile.${name}`) }));
  }
  // The cached session answer holds the old names: the next page asks the broker again.
  livenessCache.evict(user.token);
  const fullName = [profile.firstname, profile.lastname].filter(Boolean).join(" ");
  const cookie = await updateSession(request, { user: { fullName } });
  return data<FormReply<"profile">>({ intent: "profile", reply: submission.reply({ resetForm: false }) }, { headers: { "Set-Cookie": cookie } });
}

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "prospect" ? (
    <ProspectContactForm contact={data.contact} phone={data.phone} />
  ) : (
    <ProfileForm profile={data.profile} country={data.country} canUpdateSiret={data.canUpdateSiret} />
  );
}
