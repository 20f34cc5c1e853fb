import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormSecurityFields } from "~/components/form-security-fields";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { useFormReply } from "~/utils/forms/form-reply";
import { parseActionForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { statusLabelOf } from "~/utils/ui/contract-status";
import { contractIdOf } from "./contract-tabs.server";
import { outcomeOf, providerPageAddress } from "~/utils/request/provider-page.server";
import { signatureReturn } from "~/utils/request/signature-return.server";
import { maskedPhone } from "~/utils/ui/masked-phone";
import { signatureState } from "./signature.server";
import * as layout from "~/components/detail-layout.css";
import * as styles from "~/components/tab-panel.css";
import { attempt, isRefusal } from "~/utils/v2/attempt.server";
import * as outcomeStyles from "~/components/ui/outcome.css";

export const handle = pageHandle("contract-signature");

/**
 * `contracts/{id}/signatures/{signatureId}` (docs/decisions/0038): the
 * document to sign, the mobile phone the code goes to, the start button;
 * and, back from the provider, the success, error or cancelled state.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t, brokerSession, request } = page;
  const contractId = contractIdOf(args.params);
  const documentId = args.params.signatureId ?? "";
  const signable = await api.signableDocument(user.clientId, contractId, documentId);
  const outcome = await signatureState(page, contractId, signable, outcomeOf(new URL(request.url)));
  // Once signed, the contract's new status says what happens next (SPEC section 4).
  const contract = outcome.state === "signed" ? await api.contract(user.clientId, contractId) : null;
  const title = t("contract:signature.title", { label: signable.label });
  return {
    title,
    // A screen reader hears the outcome first when the provider sends the signer back (a new page load).
    pageTitle: outcome.state === "toSign" ? title : `${t(`contract:signature.${stateMessage[outcome.state]}`)} – ${title}`,
    state: outcome.state,
    document: {
      label: signable.label,
      sublabel: signable.sublabel,
      href: href("contract-document-file", { id: contractId, documentId: signable.id }, locale),
    },
    phone: maskedPhone(brokerSession.account.phone),
    // Starting a signature is "sign" (decision 0170): without it, the page says who signs instead of offering the button.
    maySign: page.may("sign"),
    profileHref: href("profile", {}, locale),
    contractStatus: contract ? t(`contract:status.${statusLabelOf(contract)}`) : null,
    documentsHref: href("contract-documents", { id: contractId }, locale),
  };
}

/** The sign button's form: nothing but its intent; the broker checks everything else and its refusal is this form's errors. */
const signSchema = z.object({ intent: z.literal("sign") });

const stateMessage = { signed: "signed", pending: "pending", cancel: "cancelled", error: "failed" } as const;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.pageTitle);

/**
 * Start signing: a new signature at the provider, then the browser goes to its
 * signing page. The page's one form is an action button (decision 0086): its
 * hidden `intent` is all it posts, anything else is a 400 page. A refusal comes
 * back as the form's reply (`{ intent, reply }`): the broker's words as the
 * form's error, and a phone that cannot take an SMS next to the phone.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, api, user, locale, brand, t } = await pageFor(args, handle);
  const intent = await formIntent(request, formData, ["sign"]);
  const submission = await parseActionForm(request, formData, signSchema);
  const contractId = contractIdOf(args.params);
  // Back through the one return page of every signature (docs/decisions/0097), by the portal's own reference.
  const { redirects } = signatureReturn(request, locale);
  const started = await attempt(api.startSigning(user.clientId, contractId, args.params.signatureId ?? "", redirects, locale.lang), {
    422: "refused",
  });
  // A phone that cannot take an SMS is said next to the phone; anything else on the form.
  if (isRefusal(started)) return formReply(intent, await refusalReply(started, request, { submission, t, fields: ["phone"] }), 422);
  const target = providerPageAddress(started.url, brand.code);
  if (!target) return formReply(intent, submission.reply({ formErrors: [t("contract:signature.unavailable")] }), 502);
  return redirect(target);
}

export default function Signature() {
  const { t } = useTranslation("contract");
  const loaded = useLoaderData<typeof loader>();
  const reply = useFormReply("sign");
  const busy = useIntentPending("sign");
  const formErrors = reply?.error?.[""] ?? undefined;
  const phoneErrors = reply?.error?.phone ?? undefined;
  const { state, document } = loaded;
  return (
    <section aria-labelledby="tab-title" className={layout.panel}>
      <h2 id="tab-title" className={styles.heading}>
        {loaded.title}
      </h2>
      <div className={styles.card}>
        <p className={styles.itemText}>
          <span>{document.label}</span>
          {document.sublabel ? <span className={styles.itemMeta}>{document.sublabel}</span> : null}
        </p>
        <a href={document.href} className={styles.download}>
          {t("signature.read")}
          <span className="visually-hidden"> {document.label}</span>
        </a>
      </div>

      {state === "signed" ? (
        <div role="status" className={outcomeStyles.outcome.positive}>
          <p className={outcomeStyles.outcomeTitle}>{t("signature.signed")}</p>
          {loaded.contractStatus ? <p className={styles.value}>{t("signature.contractNow", { status: loaded.contractStatus })}</p> : null}
          <a href={loaded.documentsHref} className={styles.inlineLink}>
            {t("signature.backToDocuments")}
          </a>
        </div>
      ) : (
        <>
          {state === "pending" ? (
            <p role="status" className={outcomeStyles.outcome.attention}>
              {t("signature.pending")}
            </p>
          ) : null}
          {state === "cancel" ? (
            <p role="status" className={outcomeStyles.outcome.neutral}>
              {t("signature.cancelled")}
            </p>
          ) : null}
          {state === "error" ? (
            <p role="alert" className={outcomeStyles.outcome.critical}>
              {t("signature.failed")}
            </p>
          ) : null}
          {loaded.maySign ? (
            <>
              <p className={styles.value} aria-describedby={phoneErrors ? "sign-phone-error" : undefined}>
                {loaded.phone ? t("signature.phone", { phone: loaded.phone }) : t("signature.noPhone")}
              </p>
              {phoneErrors ? (
                <p id="sign-phone-error" role="alert" className={styles.fieldError}>
                  {phoneErrors.join(" ")}
                </p>
              ) : null}
              {loaded.phone ? (
                <Form method="post" id="sign" className={styles.signForm} aria-describedby={formErrors ? "sign-error" : undefined}>
                  <FormSecurityFields />
                  <input type="hidden" name="intent" value="sign" />
                  <div>
                    <Button type="submit" loading={busy}>
                      {state === "toSign" ? t("signature.start") : t("signature.startAgain")}
                    </Button>
                  </div>
                  <FormErrors errors={formErrors} id="sign-error" />
                </Form>
              ) : null}
              {!loaded.phone || phoneErrors ? (
                <a href={loaded.profileHref} className={styles.inlineLink}>
                  {t("signature.addPhone")}
                </a>
              ) : null}
            </>
          ) : (
            <NotInYourAccess permission="sign" />
          )}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
