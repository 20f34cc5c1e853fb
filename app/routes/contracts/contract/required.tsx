import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { RequiredDocuments, requiredDocumentsClientLoader } from "~/components/required-documents";
import { requiredDocumentViews, requiredUploadAction } from "~/utils/forms/required-documents.server";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { contractIdOf } from "./contract-tabs.server";
import { contractRequiredLinks, sendToContract } from "./required.server";

export const handle = pageHandle("contract-required");

export const clientLoader = requiredDocumentsClientLoader;

/** Required documents (SPEC "Required document"): each with its state, the reason of a refusal, and its upload. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t, may } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  // Sending a document is "contract-requests" (decision 0170): without it, each document says who sends it.
  const mayUpload = may("contract-requests");
  const documents = requiredDocumentViews(await api.requiredDocuments(user.clientId, contractId), contractRequiredLinks(contractId, locale), locale, t).map(
    (document) => ({ ...document, canUpload: document.canUpload && mayUpload, notAllowed: document.canUpload && !mayUpload }),
  );
  return {
    title: t("contract:required.title"),
    documents,
    // SPEC section 8 "required-document-missing": what stops the contract, said once at the top.
    toSend: documents.filter((d) => d.state === "missing" || d.state === "invalid").length,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export const action = (args: ActionFunctionArgs) => requiredUploadAction(args, handle, sendToContract);

export default function RequiredDocumentsTab() {
  const { title, documents, toSend } = useLoaderData<typeof loader>();
  return <RequiredDocuments title={title} documents={documents} toSend={toSend} />;
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
