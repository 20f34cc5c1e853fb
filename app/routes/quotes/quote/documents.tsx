import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { pageMeta } from "~/utils/routing/meta";
import { quoteIdOf } from "../quote-view.server";
import { quoteDocumentsAction } from "./documents-action.server";
import { quoteDocumentsView } from "./documents-view.server";
import * as tab from "~/routes/contracts/contract/tab.css";
import * as styles from "./quote.css";

export const handle = pageHandle("quote-documents");

// Its forms, with conform and zod, hydrate when their module arrives (decision 0151).
const phoneForms = formsOnDemand(() => import("~/routes/auth/phone-forms"));
const PhoneConfirmation = phoneForms.form("PhoneConfirmation");
const sepaForms = formsOnDemand(() => import("~/routes/contracts/contract/sepa-form"));
const SepaForm = sepaForms.form("SepaForm");
const conditionsForms = formsOnDemand(() => import("./conditions-form"));
const ConditionsForm = conditionsForms.form("ConditionsForm");
// The sign button's form as well: out of the tab's first load (decision 0155).
const signForms = formsOnDemand(() => import("./sign-form"));
const SignForm = signForms.form("SignForm");
export const clientLoader = formsWithData(phoneForms, sepaForms, conditionsForms, signForms);
/** The page's names for the phone forms' intents: one object, so the memoised form is not rendered again for nothing. */
const phoneIntents = { send: "phone-send", confirm: "phone-confirm" };

/**
 * `quotes/{uuid}/documents`: the journey to the signature (SPEC section 5):
 * 1. the pre-contractual documents, each through the portal, or all as a zip;
 * 2. the conditions, optional information and opt-ins ("continue" refused
 *    until every document was downloaded); 3. the SEPA mandate; 4. the
 *    signature (refused, with the reasons next to the button, until the
 *    documents are downloaded and the conditions accepted; a mobile phone is
 *    asked for and confirmed by SMS code when the account has none).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  return quoteDocumentsView(page, quoteIdOf(args.params));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action(args: ActionFunctionArgs) {
  return quoteDocumentsAction(args, handle);
}

export default function QuoteDocuments() {
  const { t } = useTranslation("quotes");
  const view = useLoaderData<typeof loader>();
  const phoneAgain = useMemo(() => ({ to: "quote-documents" as const, params: { id: view.id } }), [view.id]);
  const journey = !view.signed && !view.preparing;
  return (
    <section aria-labelledby="tab-title" className={styles.steps}>
      <h2 id="tab-title" className={tab.heading}>
        {view.title}
      </h2>
      {view.signed ? (
        <p role="status" className={tab.outcome.positive}>
          {t("signature.alreadySigned")}
        </p>
      ) : null}
      {view.preparing ? (
        <p role="status" className={tab.value}>
          {t("documents.preparing")}
        </p>
      ) : null}
      {view.preparing && view.documents.length === 0 ? null : (
        <section aria-labelledby={journey ? "step-documents" : "tab-title"} className={tab.section}>
          {/* "1. Read the documents" is the first step of a journey still open; signed or in preparation the list is the tab's. */}
          {journey ? (
            <>
              <h3 id="step-documents" className={tab.subheading}>
                {t("documents.title")}
              </h3>
              <p className={tab.value}>{t("documents.intro")}</p>
            </>
          ) : null}
          <ul className={tab.list}>
            {view.documents.map((doc) => (
              <li key={doc.id} className={tab.item}>
                <span className={styles.docText}>
                  <span>{doc.label}</span>
                  <span className={tab.itemMeta}>{doc.downloaded ? t("documents.downloaded") : t("documents.notDownloaded")}</span>
                </span>
                <a href={doc.href} className={tab.download} download>
                  {t("documents.download")}
                  <span className="visually-hidden"> {doc.label}</span>
                </a>
              </li>
            ))}
          </ul>
          {view.documents.length > 0 ? (
            <a href={view.zipHref} className={tab.download} download>
              {t("documents.downloadAll")}
            </a>
          ) : null}
        </section>
      )}
      {!journey ? null : (
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
            <SepaForm creditor={view.creditor} />
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
                <PhoneConfirmation intents={phoneIntents} again={phoneAgain} />
              </>
            )}
            <SignForm reasons={view.signReasons} />
          </section>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
