import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { RequiredDocuments, requiredDocumentsClientLoader } from "~/components/required-documents";
import { requiredDocumentViews, requiredUploadAction } from "~/utils/forms/required-documents.server";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { bespokeQuoteIdOf, bespokeQuoteOf, isSignedQuote } from "./bespoke.server";
import { quoteRequiredLinks, sendToQuote } from "./required.server";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("bespoke-quote-required");

export const clientLoader = requiredDocumentsClientLoader;

/**
 * A bespoke quote's required documents: the contract's page and upload (SPEC section 5, one file),
 * the broker's quote addresses. What is still to send stops the signature (`required-document-missing`); once the
 * quote is signed they are read-only (the broker refuses an upload with `quote.already-signed`).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const quote = await bespokeQuoteOf(page, bespokeQuoteIdOf(args.params));
  const signed = isSignedQuote(quote);
  const views = requiredDocumentViews(await api.quoteRequiredDocuments(quoteHolder(user), quote.id), quoteRequiredLinks(quote.uuid, locale), locale, t);
  // A signed quote is not offered for work again (decision 0269): its documents stay readable, none is sent again.
  const documents = signed ? views.map((document) => ({ ...document, canUpload: false })) : views;
  return { title: t("tabs.required"), documents, note: signed ? t("required.signed") : null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** The contract's upload without JavaScript: success back to this page with a toast, a refusal next to its file. */
export const action = (args: ActionFunctionArgs) => requiredUploadAction(args, handle, sendToQuote);

export default function BespokeQuoteRequired() {
  const { title, documents, note } = useLoaderData<typeof loader>();
  return <RequiredDocuments title={title} documents={documents} note={note} />;
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
