import { useMemo } from "react";
import type { RouteName } from "~/route-table";
import { formsOnDemand } from "~/utils/forms/forms-on-demand";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as tab from "~/components/tab-panel.css";
import type { SigningStepsView } from "./steps-view.server";

// The steps' forms, with conform and zod, hydrate when their module arrives (decisions 0151, 0155): each
// page that shows the steps loads them on demand too and fetches both in its clientLoader (steps-on-demand.ts).
const phoneForms = formsOnDemand(() => import("~/components/phone-confirmation"));
const PhoneConfirmation = phoneForms.form("PhoneConfirmation");
const sepaForms = formsOnDemand(() => import("~/components/sepa-form"));
const SepaForm = sepaForms.form("SepaForm");
const conditionsForms = formsOnDemand(() => import("./conditions-form"));
const ConditionsForm = conditionsForms.form("ConditionsForm");
const signForms = formsOnDemand(() => import("./sign-form"));
const SignForm = signForms.form("SignForm");
export const signingStepForms = [phoneForms, sepaForms, conditionsForms, signForms];

/** The page's names for the phone forms' intents: one object, so the memoised form is not rendered again for nothing. */
const phoneIntents = { send: "phone-send", confirm: "phone-confirm" };

type Props = {
  view: Pick<
    SigningStepsView,
    | "id"
    | "conditionsAccepted"
    | "optins"
    | "additionalInformation"
    | "continueReasons"
    | "mandate"
    | "mandateId"
    | "mandateKey"
    | "creditor"
    | "phone"
    | "country"
    | "signReasons"
  >;
  /** The page that holds the steps: the phone form's "another number" comes back to it. */
  page: Extract<RouteName, "quote-documents" | "bespoke-quote-signature">;
};

/**
 * The steps after the documents, the same for a quote and a bespoke quote (SPEC section 5, issue 45
 * section 2): the conditions with the optional information and the brand's opt-ins, the SEPA mandate,
 * and the signature (a mobile phone asked for and confirmed by SMS code when the account has none), each
 * with the reasons it is refused now next to its button. Plain posts to the page; JavaScript enhances.
 */
export function SigningSteps({ view, page }: Props) {
  const { t } = useTranslation("quotes");
  const again = useMemo(() => ({ to: page, params: { id: view.id } }), [page, view.id]);
  return (
    <>
      <section aria-labelledby="step-conditions" className={tab.section}>
        <h3 id="step-conditions" className={tab.subheading}>
          {t("conditions.title")}
        </h3>
        {/* Accepted once is accepted (the broker keeps the first acceptance): the form is not offered again. */}
        {view.conditionsAccepted ? (
          <p className={tab.value}>{t("conditions.accepted")}</p>
        ) : (
          <ConditionsForm optins={view.optins} additionalInformation={view.additionalInformation} reasons={view.continueReasons} />
        )}
      </section>
      <section aria-labelledby="step-sepa" className={tab.section}>
        <h3 id="step-sepa" className={tab.subheading}>
          {t("sepa.title")}
        </h3>
        {view.mandate ? <p className={tab.value}>{t("sepa.given", { iban: view.mandate })}</p> : null}
        <SepaForm key={view.mandateId ?? "none"} idempotencyKey={view.mandateKey} creditor={view.creditor} />
      </section>
      <section aria-labelledby="step-sign" className={tab.section}>
        <h3 id="step-sign" className={tab.subheading}>
          {t("signature.title")}
        </h3>
        {view.phone ? (
          <p className={tab.value}>{t("signature.phone", { phone: view.phone })}</p>
        ) : (
          <>
            <p className={tab.value}>{t("signature.noPhone")}</p>
            <PhoneConfirmation intents={phoneIntents} again={again} country={view.country} />
          </>
        )}
        <SignForm reasons={view.signReasons} />
      </section>
    </>
  );
}
