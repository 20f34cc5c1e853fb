import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { Button } from "~/components/ui/button";
import { newIdempotencyKey } from "~/utils/forms/form-fields";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { parseActionForm, parseForm, readForm } from "~/utils/forms/read-form.server";
import { formatDate } from "~/utils/i18n/date";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { checkedUploadFile, uploadRefusalWords } from "~/utils/forms/upload-checks.server";
import { claimSummary } from "./claim-view.server";
import { proofDeleteSchema, proofUploadSchema } from "./proof-schema";
import * as styles from "./claims.css";
import { WholeNumber, withWholeNumbers } from "~/components/ui/whole-number";
import * as badgeStyles from "~/components/ui/badge.css";
import * as cardListStyles from "~/components/card-list.css";
import * as tabPanelStyles from "~/components/tab-panel.css";

export const handle = pageHandle("claim");

// The proof upload form, with conform and zod, hydrates when its module arrives (decision 0151).
const uploadForms = formsOnDemand(() => import("./proof-upload-form"));
const ProofUploadForm = uploadForms.form("ProofUploadForm");
export const clientLoader = formsWithData(uploadForms);

/** `claims/{id}`: every declared field, the dated timeline, what is still to send, the proof files and the photo collection. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t, may } = await pageFor(args, handle);
  const mayAct = may("contract-requests");
  const claimId = args.params.id ?? "";
  // Another client's claim is the broker's 404: the not-found screen.
  const [claim, proofs] = await Promise.all([api.claim(user.clientId, claimId), api.claimProofFiles(user.clientId, claimId)]);
  const proofWord = (code: string | null) => t(`codes:claim.proof.${code ?? "supporting_document"}`, { defaultValue: code ?? "" });
  return {
    title: `${t(`codes:claim.nature.${claim.nature}`)} — ${claim.reference}`,
    summary: claimSummary(claim, locale, t),
    circumstances: claim.circumstances,
    damages: claim.damages,
    injury: claim.physical_injury,
    thirdPartyInvolved: claim.third_party_involved,
    thirdParties: claim.third_parties,
    statements: claim.statements,
    timeline: claim.history
      .map((step) => ({
        at: step.at,
        date: formatDate(step.at, locale.lang),
        status: t(`codes:claim.status.${step.status}`),
        note: step.note ? t(`claims:note.${step.note}`) : null,
      }))
      .reverse(),
    // Sending and removing proofs is the claim's "contract-requests" (decision 0170): an accountant reads the claim, acts on nothing.
    mayAct,
    toSend: proofs.requirements.filter((r) => !r.provided).map((r) => ({ code: r.code, label: proofWord(r.code), required: r.required })),
    canAdd: proofs.can_add && mayAct,
    couldAdd: proofs.can_add,
    proofTypes: proofs.requirements.map((r) => ({ value: r.code, label: proofWord(r.code) })),
    files: proofs.files.map((file) => ({
      id: file.id,
      name: file.name,
      meta: t("claims:detail.fileMeta", { type: proofWord(file.type), status: t(`claims:fileStatus.${file.status}`, { defaultValue: file.status }) }),
      href: href("claim-proof-file", { id: claim.id, fileId: file.id }, locale),
      deleteable: file.deleteable && mayAct,
    })),
    photos: claim.photo_collection_available && mayAct ? href("claim-photos", { id: claim.id }, locale) : null,
    uploadKey: newIdempotencyKey(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * `upload` adds one proof file through the required documents' checks
 * (checkedUploadFile: "Merci de fournir un fichier", size; the broker reads
 * the bytes' type); `delete` removes a file the broker still allows. Success:
 * back on the claim with a toast; refusal: the words next to the file field.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const { api, user, locale, t, request } = await pageFor(args, handle);
  const claimId = args.params.id ?? "";
  const back = href("claim", { id: claimId }, locale);
  const intent = await formIntent(request, form, ["upload", "delete"]);
  switch (intent) {
    case "upload": {
      const submission = parseForm(form, proofUploadSchema(t));
      // The file is the shared upload checks' (checkedUploadFile), its words next to it whatever else is wrong.
      const checked = await checkedUploadFile(form, locale);
      const refuse = (errors: string[]) => formReply(intent, submission.reply({ fieldErrors: { file: errors }, hideFields: ["file"] }), 422);
      if (submission.status !== "success")
        return formReply(intent, submission.reply({ hideFields: ["file"], ...("errors" in checked ? { fieldErrors: { file: checked.errors } } : {}) }));
      if ("errors" in checked) return refuse(checked.errors);
      const saved = await attempt(
        api.uploadClaimProofFile(user.clientId, claimId, checked.file, submission.value.type, checked.key),
        onStatuses([400, 413, 422], "refused"),
      );
      if (isRefusal(saved)) return refuse(await uploadRefusalWords(saved.error, locale));
      return redirectWithToast(back, { type: "success", title: t("claims:detail.files"), message: t("claims:detail.sent", { name: saved.name }) });
    }
    case "delete": {
      // Hidden fields only: a post that does not hold them is none of the page's.
      const { file_id: fileId, file_name: name = "" } = (await parseActionForm(request, form, proofDeleteSchema())).value;
      const deleted = await attempt(api.deleteClaimProofFile(user.clientId, claimId, fileId), { 422: "refused" });
      if (isRefusal(deleted)) return redirectWithToast(back, { type: "error", title: t("claims:detail.files"), message: t("claims:detail.notDeletable") });
      return redirectWithToast(back, { type: "success", title: t("claims:detail.files"), message: t("claims:detail.deleted", { name }) });
    }
  }
}

export default function Claim() {
  const { t } = useTranslation("claims");
  const data = useLoaderData<typeof loader>();
  const { summary } = data;
  const yesNo = (value: boolean) => (value ? t("field.yes") : t("field.no"));
  return (
    <div className={`${cardListStyles.page} ${styles.reading}`}>
      <h1 className={cardListStyles.title}>{withWholeNumbers(data.title)}</h1>
      <p className={styles.row}>
        <span className={badgeStyles.badge[summary.tone]}>{summary.status}</span>
      </p>

      <section aria-labelledby="claim-timeline" className={cardListStyles.group}>
        <h2 id="claim-timeline" className={styles.subtitle}>
          {t("detail.timeline")}
        </h2>
        <ol className={styles.history}>
          {data.timeline.map((step) => (
            <li key={`${step.at}-${step.status}`} className={styles.timelineStep}>
              <p className={styles.muted}>
                <time dateTime={step.at}>{step.date}</time>
              </p>
              <p className={cardListStyles.cardTitle}>{step.status}</p>
              {step.note ? <p className={styles.muted}>{step.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      {/* A decided claim takes no more files: it asks for none (decision 0281), whatever the broker still lists. */}
      {data.couldAdd ? (
        <section aria-labelledby="claim-to-send" className={cardListStyles.group}>
          <h2 id="claim-to-send" className={styles.subtitle}>
            {t("detail.toSend")}
          </h2>
          {data.toSend.length === 0 ? (
            <p className={styles.muted}>{t("detail.nothingToSend")}</p>
          ) : (
            <ul>
              {data.toSend.map((item) => (
                <li key={item.code}>
                  {item.label}
                  {item.required ? ` (${t("detail.neededToSettle")})` : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {data.photos ? (
        <section aria-labelledby="claim-photos" className={cardListStyles.group}>
          <h2 id="claim-photos" className={styles.subtitle}>
            {t("detail.photos")}
          </h2>
          <p className={styles.muted}>{t("detail.photosIntro")}</p>
          <Form method="post" action={data.photos} reloadDocument>
            <FormSecurityFields />
            <input type="hidden" name="intent" value="photos" />
            <Button type="submit" variant="secondary">
              {t("detail.photosOpen")}
            </Button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="claim-files" className={cardListStyles.group}>
        <h2 id="claim-files" className={styles.subtitle}>
          {t("detail.files")}
        </h2>
        {data.files.length === 0 ? <p className={styles.muted}>{t("detail.noFiles")}</p> : null}
        <ul className={styles.timeline}>
          {data.files.map((file) => (
            <li key={file.id} className={styles.fileRow} data-file={file.name}>
              <span className={styles.fileText}>
                <a href={file.href} download>
                  {file.name}
                </a>
                <span className={tabPanelStyles.itemMeta}>{file.meta}</span>
              </span>
              {file.deleteable ? (
                <Form method="post">
                  <FormSecurityFields />
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="file_id" value={file.id} />
                  <input type="hidden" name="file_name" value={file.name} />
                  <Button type="submit" variant="secondary">
                    {t("detail.delete")}
                    <span className="visually-hidden"> {file.name}</span>
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        {data.couldAdd && !data.mayAct ? <NotInYourAccess permission="contract-requests" /> : null}
        {data.canAdd ? (
          // Keyed by the claim's files: an upload (a new file) starts a fresh, empty form, with JavaScript as without, while
          // a refusal keeps the form as it was (decision 0280).
          <ProofUploadForm key={data.files.map((file) => file.id).join(" ")} proofTypes={data.proofTypes} uploadKey={data.uploadKey} />
        ) : data.couldAdd ? null : (
          <p className={styles.muted}>{t("detail.closedToFiles")}</p>
        )}
      </section>

      <section aria-labelledby="claim-facts" className={cardListStyles.group}>
        <h2 id="claim-facts" className={styles.subtitle}>
          {t("declare.summary")}
        </h2>
        <dl className={styles.detailFacts}>
          <dt>{t("field.reference")}</dt>
          <dd>
            <WholeNumber>{summary.reference}</WholeNumber>
          </dd>
          <dt>{t("field.contract")}</dt>
          <dd>{withWholeNumbers(summary.contract)}</dd>
          <dt>{t("field.nature")}</dt>
          <dd>{summary.nature}</dd>
          <dt>{t("field.occurred")}</dt>
          <dd>{summary.occurred}</dd>
          <dt>{t("field.declared")}</dt>
          <dd>{summary.declared}</dd>
          <dt>{t("field.circumstances")}</dt>
          <dd className={styles.multiLine}>{data.circumstances}</dd>
          <dt>{t("field.damages")}</dt>
          <dd className={styles.multiLine}>{data.damages}</dd>
          <dt>{t("field.injury")}</dt>
          <dd>{yesNo(data.injury)}</dd>
          <dt>{t("field.thirdParty")}</dt>
          <dd>{yesNo(data.thirdPartyInvolved)}</dd>
          {data.thirdParties.length > 0 ? (
            <>
              <dt>{t("field.thirdParties")}</dt>
              <dd>
                <ul className={styles.plainList}>
                  {data.thirdParties.map((party, index) => (
                    <li key={index}>
                      {[party.name, party.insurer, party.policy_number, party.registration_number, party.phone, party.email].filter(Boolean).join(", ")}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {data.statements.length > 0 ? (
            <>
              <dt>{t("field.statements")}</dt>
              <dd>
                <ul className={styles.plainList}>
                  {data.statements.map((statement, index) => (
                    <li key={index} className={styles.multiLine}>
                      {statement.author ? <span className={styles.statementAuthor}>{statement.author}</span> : null}
                      {statement.text}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
