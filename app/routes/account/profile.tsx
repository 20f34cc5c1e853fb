import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, FormStatus, formClassName } from "~/components/ui/field";
import { pageMeta } from "~/utils/routing/meta";
import { companyIdentifierChange, profileFieldNames, profileSchema } from "~/routes/account/profile-schema";
import { livenessCache } from "~/utils/session/liveness.server";
import { updateSession } from "~/utils/session/session.server";
import * as styles from "./profile.css";
import { parseForm, readForm, replyWithV2Error } from "~/utils/forms/read-form.server";
import { pageFor } from "~/utils/request/page.server";
import { v2Body } from "~/utils/v2/api/form-body";
import { pageHandle } from "~/utils/routing/handle";
import { RadioGroup } from "~/components/ui/radio-group";
import { formReply } from "~/utils/forms/form-intent.server";
import { useFormReply, type FormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import type { CompanyCountry } from "../../../broker/wire/company-identity";
import { ProspectContactForm } from "./prospect-contact-form";
import { prospectContactData, saveProspectContact } from "./prospect-contact.server";

export const handle = pageHandle("profile");

type ProfileValues = {
  status: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  activity: string;
  function: string;
  company_name: string;
  company_identifier: string;
  address: string;
  additional_address: string;
  postal_code: string;
  city: string;
};

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
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return formReply("profile", submission.reply());
  // Erased optional fields go to the broker as null (cleared), not as absent (kept).
  let profile = v2Body(schema, submission.value, formData).profile;
  const current = await api.client(user.clientId);
  const identifier = companyIdentifierChange(profile.company_identifier, current.siret, brand.country);
  if (identifier.invalid) {
    const message = t(`account:profile.country.${brand.country}.identifierError`);
    return formReply("profile", submission.reply({ fieldErrors: { "profile.company_identifier": [message] } }));
  }
  profile = { ...profile, company_identifier: identifier.send };
  const refusal = await attempt(api.updateClient(user.clientId, profile), onStatuses(formStatuses, "refused"));
  if (isRefusal(refusal)) {
    return formReply("profile", await replyWithV2Error(refusal, request, { submission, t, fields: profileFieldNames.map((name) => `profile.${name}`) }));
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
    <Profile profile={data.profile} country={data.country} canUpdateSiret={data.canUpdateSiret} />
  );
}

function Profile({ profile, country, canUpdateSiret }: { profile: ProfileValues; country: CompanyCountry; canUpdateSiret: boolean }) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const schema = useMemo(() => profileSchema(t, country), [t, country]);
  const reply = useFormReply("profile");
  const parts = useSchemaForm({ id: "profile", schema, lastResult: reply, defaultValue: { profile } });
  return (
    <div className={styles.page}>
      <h1>{t("profile.title")}</h1>
      <p>{t("profile.intro")}</p>
      {reply?.status === "success" ? <FormStatus>{t("profile.saved")}</FormStatus> : null}
      <Form method="post" {...parts.props} className={styles.form} noValidate>
        <FormSecurityFields />
        <FormErrors errors={parts.errors} id={parts.errorId} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("profile.person")}</legend>
          <RadioGroup
            field={parts.field("profile.status")}
            legend={t("profile.fields.status")}
            options={(["M", "F"] as const).map((value) => ({ value, label: t(`profile.civility.${value}`) }))}
          />
          <Field field={parts.field("profile.firstname")} label={t("profile.fields.firstname")} autoComplete="given-name" required />
          <Field field={parts.field("profile.lastname")} label={t("profile.fields.lastname")} autoComplete="family-name" required />
          <Field field={parts.field("profile.email")} label={t("profile.fields.email")} type="email" autoComplete="email" required />
          <Field
            field={parts.field("profile.phone")}
            label={t("profile.fields.phone")}
            type="tel"
            autoComplete="tel"
            hint={t(`profile.country.${country}.phoneHint`)}
          />
          <Field field={parts.field("profile.function")} label={t("profile.fields.function")} autoComplete="organization-title" />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("profile.company")}</legend>
          <Field field={parts.field("profile.company_name")} label={t("profile.fields.company_name")} autoComplete="organization" required />
          <Field
            field={parts.field("profile.company_identifier")}
            label={t(`profile.country.${country}.identifier`)}
            inputMode={country === "FR" || country === "IT" ? "numeric" : undefined}
            hint={canUpdateSiret ? t(`profile.country.${country}.identifierHint`) : t("profile.hints.identifierLocked")}
            readOnly={!canUpdateSiret}
          />
          <Field field={parts.field("profile.activity")} label={t("profile.fields.activity")} />
          <Field field={parts.field("profile.address")} label={t("profile.fields.address")} autoComplete="address-line1" />
          <Field field={parts.field("profile.additional_address")} label={t("profile.fields.additional_address")} autoComplete="address-line2" />
          <div className={styles.row}>
            <Field field={parts.field("profile.postal_code")} label={t("profile.fields.postal_code")} autoComplete="postal-code" />
            <Field field={parts.field("profile.city")} label={t("profile.fields.city")} autoComplete="address-level2" />
          </div>
        </fieldset>
        <div className={formClassName}>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("profile.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
