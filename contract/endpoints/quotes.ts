/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/quotes.ts. */
import { endpoint, binary } from "../endpoint";
import { ClientParams, LangQuery } from "../wire/common";
import {
  QuoteListBody,
  QuoteParams,
  QuoteQuery,
  QuoteBody,
  QuoteDocumentsQuery,
  QuoteDocumentListBody,
  QuoteDocumentParams,
  QuoteOptinsBody,
  SignatureRedirectsInput,
  SigningStartedBody,
} from "../wire/quotes";

const tags = ["quotes"];

export const listQuotes = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes",
  summary: "The customer's quotes and bespoke quotes (newest first)",
  description:
    "`{client}` is a prospect's id or a client's. Under a client's id, the person who was that client's prospect (same account, converted into it) also gets the prospect's quotes, in the same list; each is then read and signed under the client's id as the prospect's (docs/decisions/0266). A delegate of the client gets the client's quotes only.",
  tags,
  auth: "customer",
  params: ClientParams,
  response: QuoteListBody,
});

export const getQuote = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes/{quote}",
  summary: "A quote (detailed form) with its related signature",
  tags,
  auth: "customer",
  params: QuoteParams,
  query: QuoteQuery,
  response: QuoteBody,
});

export const listQuoteDocuments = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes/{quote}/documents",
  summary: "Quote documents; `output=download-zip` answers all of them as a zip",
  tags,
  auth: "customer",
  params: QuoteParams,
  query: QuoteDocumentsQuery,
  response: QuoteDocumentListBody,
  download: binary("application/zip"),
});

export const downloadQuoteDocument = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes/{quote}/documents/{document}",
  summary: "Download one quote document (attachment); the first download is recorded",
  tags,
  auth: "customer",
  params: QuoteDocumentParams,
  query: LangQuery,
  response: binary("application/pdf"),
});

export const getQuoteOptins = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes/{quote}/optins",
  summary: "The brand's opt-ins, with the choices recorded on the quote (null: not answered)",
  tags,
  auth: "customer",
  params: QuoteParams,
  response: QuoteOptinsBody,
});

export const signQuote = endpoint({
  method: "post",
  path: "/v2/clients/{client}/quotes/{quote}/signatures",
  summary: "Start the e-signature of a quote: answers the signing page address",
  description:
    "Needs a quote ready to sign (422 quote.already-signed or quote.not-ready on `quote`), a mobile phone on the account (422 on `phone`), every pre-contractual document downloaded (422 quote.documents-not-downloaded on `documents`), the conditions accepted (422 quote.conditions-not-accepted on `conditions`) and, for a bespoke quote, no required document missing (422 required-document-missing on `documents_required`). The return addresses must be on the allowed origins (BROKER_REDIRECT_ORIGINS); `reference`, the portal's own, lets GET signatures/{reference} answer the state.",
  tags,
  auth: "customer",
  params: QuoteParams,
  query: LangQuery,
  body: SignatureRedirectsInput,
  response: SigningStartedBody,
  status: 201,
});
