import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { chosenUpload, csrfFieldName, idempotencyKeyFrom, newIdempotencyKey } from "~/utils/forms/form-fields";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { formListChange } from "~/utils/forms/list-intent.server";
import { parseForm, parseFormPart, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { formatDate } from "~/utils/i18n/date";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { checkedUploadFile, uploadRefusalWords } from "~/utils/forms/upload-checks.server";
import { declareLists } from "./declare-lists";
import { chosenContractSchema, contractStepSchema, detailsStepSchema, whatStepSchema } from "./declare-schema";
import { contractContext, contractOption, whatAnswers, whatValues } from "./declare.server";
import { chooseFilesAgain, type ReplyOptions } from "~/utils/forms/files-again.server";
import { filesLeftOut, proofFieldsOf } from "./declare-files.server";
import * as styles from "./claims.css";
import * as cardListStyles from "~/components/card-list.css";

export const handle = pageHandle("claim-new");

// The steps' forms, with conform and zod, hydrate when their modules arrive (decision 0151).
const stepForms = formsOnDemand(() => import("./declare-steps"));
const ContractStep = stepForms.form("ContractStep");
const WhatStep = stepForms.form("WhatStep");
const detailsForms = formsOnDemand(() => import("./declare-details"));
const DetailsStep = detailsForms.form("DetailsStep");
export const clientLoader = formsWithData(stepForms, detailsForms);

/**
 * `claims/new`: three steps, each a plain post answered by a redirect to the
 * next step's address (decision 0111). Steps 1 and 2 leave their answers in
 * the address (`?contract=…&nature=…&occurred=…`), so a reload or the back
 * button keeps them; `edit=1` shows step 2 again with its answers. Step 3
 * (free text, third party, statement, proof files) posts them back in hidden
 * fields and creates the claim once (Idempotency-Key from the form's token).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const query = new URL(args.request.url).searchParams;
  const contracts = await api.allowedClaimContracts(user.clientId);
  const base = { title: t("claims:declare.title"), contracts: contracts.map((c) => contractOption(c, locale, t)), token: newIdempotencyKey() };
  const chosen = await contractContext(page, contracts, query.get("contract"));
  if (!chosen) return { ...base, step: 1 as const, contract: null, context: null, answers: null, requirements: null };
  const answers = whatValues(Object.fromEntries(query));
  const what = whatAnswers(t, chosen.context, answers);
  const step2 = { ...base, step: 2 as const, contract: contractOption(chosen.contract, locale, t), context: chosen.context, answers, requirements: null };
  if (!what.success || query.get("edit") === "1") return step2;
  const requirements = await api.claimRequirements(user.clientId, chosen.contract.id, {
    nature: what.data.nature,
    third_party_involved: what.data.third === "yes",
    physical_injury: what.data.injury === "yes",
  });
  return {
    ...step2,
    step: 3 as const,
    answers: { ...answers, type: what.data.type ?? "" },
    occurredWords: formatDate(what.data.occurred, locale.lang),
    requirements: requirements.map((r) => ({ code: r.code, label: t(`codes:claim.proof.${r.code}`), required: r.required })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

function stepAddress(pathname: string, values: Record<string, string | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  return `${pathname}?${query}`;
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const page = await pageFor(args, handle);
  const { api, user, locale, t, request } = page;
  const pathname = new URL(request.url).pathname;
  const intent = await formIntent(request, form, ["contract", "what", "declare"]);
  const contracts = await api.allowedClaimContracts(user.clientId);
  const contractIds = contracts.map((contract) => contract.id);

  if (intent === "contract") {
    const submission = parseForm(form, contractStepSchema(t, contractIds));
    if (submission.status !== "success") return formReply(intent, submission.reply());
    return redirect(stepAddress(pathname, { contract: submission.value.contract }));
  }
  // Steps 2 and 3 post their contract back: their schemas are its own (its natures, types and cover).
  const posted = parseFormPart(form, chosenContractSchema(contractIds));
  const chosen = posted.value ? await contractContext(page, contracts, posted.value.contract) : null;
  if (!chosen) return redirect(pathname);

  if (intent === "what") {
    const submission = parseForm(form, whatStepSchema(t, chosen.context));
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const v = submission.value;
    return redirect(
      stepAddress(pathname, { contract: chosen.contract.id, nature: v.nature, type: v.type, occurred: v.occurred, injury: v.injury, third: v.third }),
    );
  }

  // Step 3 (declare, or a row added to or removed from a list): step 2's answers come back in hidden fields; changed or stale ones go back to step 2.
  const what = whatAnswers(t, chosen.context, posted.payload);
  if (!what.success) return redirect(stepAddress(pathname, { ...whatValues(posted.payload), edit: "1" }));
  const change = await formListChange(request, form, declareLists);
  const thirdPartyInvolved = what.data.third === "yes";
  const submission = parseForm(form, detailsStepSchema(t, thirdPartyInvolved));
  // A row added or removed (without JavaScript; with it, the page does it): the step again, everything typed kept, the files never come back, which it says.
  if (change) return formReply(intent, submission.reply({ hideFields: proofFieldsOf(form) }), 200, filesLeftOut(form, t));

  // Every chosen file passes the portal's checks before anything is created, and is checked with the fields: one answer says all.
  const files: { field: string; type: string; file: File; key: string | undefined }[] = [];
  const fileErrors: Record<string, string[]> = {};
  for (const field of proofFieldsOf(form)) {
    if (!chosenUpload(form, field)) continue;
    const checked = await checkedUploadFile(form, locale, field);
    if ("errors" in checked) fileErrors[field] = checked.errors;
    // The key names the field too: the same scan sent for two proofs is two uploads, not one key reused with another body.
    else files.push({ field, type: field.slice("proof_".length), file: checked.file, key: checked.key && `${checked.key}.${field}` });
  }
  const checkedFields = files.map(({ field }) => field);
  /**
   * A refused post's reply options: when the post brought files, the summary says to choose them again, and so does
   * each field `again` names, by its file's name (files-again.server.ts); a file refused itself says why at its field.
   */
  const refusing = (options: ReplyOptions, again: readonly string[], refusedFiles: Record<string, string[]>): ReplyOptions => {
    const chooseAgain = chooseFilesAgain(t, form, { sent: proofFieldsOf(form), again });
    const formErrors = [...(options.formErrors ?? []), ...chooseAgain.formErrors];
    const fieldErrors = { ...options.fieldErrors, ...chooseAgain.fieldErrors, ...refusedFiles };
    return {
      ...(formErrors.length > 0 ? { formErrors } : {}),
      ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
      hideFields: [...(options.hideFields ?? []), ...proofFieldsOf(form), csrfFieldName],
    };
  };
  if (submission.status !== "success") return formReply(intent, submission.reply(refusing({}, checkedFields, fileErrors)));
  const details = submission.value;
  const refuseFiles = (again: readonly string[], refusedFiles: Record<string, string[]>, claimId?: string) => {
    const reply = submission.reply(refusing({}, again, refusedFiles));
    // The values as the form nests them (the lists' rows too), with the claim already made, so the next post only sends the files.
    return formReply(intent, { ...reply, initialValue: { ...reply.initialValue, ...(claimId ? { claim_id: claimId } : {}) } }, 422);
  };
  if (Object.keys(fileErrors).length > 0) return refuseFiles(checkedFields, fileErrors);

  // The claim once: a double submit or a retry posts the same token, the broker answers the first claim.
  const formKey = idempotencyKeyFrom(form);
  let claimId = details.claim_id ?? null;
  let reference = "";
  if (!claimId) {
    const declared = await attempt(
      api.declareClaim(
        user.clientId,
        {
          contract_id: chosen.contract.id,
          nature: what.data.nature,
          type: what.data.type as "damage_suffered" | "damage_caused" | undefined,
          occurrence_date: what.data.occurred,
          circumstances: details.circumstances,
          damages: details.damages || undefined,
          physical_injury: what.data.injury === "yes",
          third_party_involved: thirdPartyInvolved,
          third_parties: thirdPartyInvolved ? details.third_parties.flatMap(({ name, ...rest }) => (name ? [{ name, ...rest }] : [])) : [],
          statements: details.statements.flatMap(({ text, author }) => (text ? [{ text, author }] : [])),
          locale: localeSegment(locale),
        },
        formKey ? `${formKey}.claim` : undefined,
      ),
      onStatuses(formStatuses, "refused"),
    );
    if (isRefusal(declared)) {
      // The broker's refusal with the files' notices: nothing was made, so every file sent is to choose again.
      const replying = {
        reply: (options: ReplyOptions) => submission.reply(refusing(options, checkedFields, {})),
      };
      const fields = ["circumstances", "damages", "third_parties", "statements"];
      return formReply(intent, await refusalReply(declared, request, { submission: replying, t, fields }));
    }
    claimId = declared.id;
    reference = declared.reference;
  }

  // Then each file, once per form and file (uploadKey); a refusal comes back next to its field, the claim already made.
  const refused: Record<string, string[]> = {};
  for (const file of files) {
    const saved = await attempt(api.uploadClaimProofFile(user.clientId, claimId, file.file, file.type, file.key), onStatuses([400, 413, 422], "refused"));
    if (isRefusal(saved)) refused[file.field] = await uploadRefusalWords(saved.error, locale);
  }
  // The claim and the files the broker took are made: only the refused ones are to choose again, each with its reason.
  if (Object.keys(refused).length > 0) return refuseFiles([], refused, claimId);
  return redirectWithToast(href("claim", { id: claimId }, locale), {
    type: "success",
    title: t("claims:declare.done", { reference: reference || "" }),
    message: t("claims:declare.doneDetails"),
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function DeclareClaim() {
  const { t } = useTranslation("claims");
  const loaded = useLoaderData<typeof loader>();
  // With JavaScript, choosing a contract loads step 2 in place (the same loader, through a fetcher), no full page.
  const fetcher = useFetcher<typeof loader>();
  const [early, setEarly] = useState<Data | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && fetcher.data.step === 2) setEarly(fetcher.data as Data);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => setEarly(null), [loaded]);
  // One function for the page's life, so the memoised step is not rendered again for nothing.
  const load = fetcher.load;
  const pickContract = useCallback(
    (contract: string) => {
      void load(`?contract=${encodeURIComponent(contract)}`);
      window.history.replaceState(null, "", `?contract=${encodeURIComponent(contract)}`);
    },
    [load],
  );
  const data = early ?? loaded;
  return (
    <div className={`${cardListStyles.page} ${styles.reading}`}>
      <h1 className={cardListStyles.title}>{data.title}</h1>
      <p className={styles.muted}>{t("declare.step", { step: data.step })}</p>
      {data.step === 1 ? (
        <ContractStep contracts={data.contracts} onPick={pickContract} loading={fetcher.state !== "idle"} />
      ) : data.step === 2 ? (
        <WhatStep contract={data.contract!} context={data.context!} answers={data.answers} />
      ) : (
        <DetailsStep
          token={data.token}
          contractLabel={data.contract!.label}
          occurredWords={"occurredWords" in data ? data.occurredWords : ""}
          answers={data.answers!}
          requirements={data.requirements!}
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
