/**
 * E-signature of a contract's signable documents (SPEC section 7 "Signable
 * documents"): one document per signature, through the e-signature provider.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, signatures } from "../../db/schema";
import { validationFailed } from "../../http/errors";
import { defineRoute } from "../../http/registry";
import { LangQuery } from "../../../contract/wire/common";
import { ownedByClient } from "../../scope/ownership";
import { signatureProviderFor } from "../../providers/sandbox";
import { settleContractSignature, signerOf, startSignature } from "../../providers/signature-records";
import { toSignableDocumentBody } from "../../views/payments";
import { toSignatureBody } from "../../views/quotes";
import { Empty } from "../../../contract/wire/common";
import {
  PaymentContractParams,
  SignableDocumentBody,
  SignableListBody,
  SignableParams,
  SignDocumentInput,
  SignDocumentStartedBody,
} from "../../../contract/wire/payments";
import { contractDocument, ofContract, signableDocument } from "../../scope/contract-rows";
import { contractPath, type Scope } from "../../scope/contract";
import { languageFor } from "./shared";

const tags = ["contract payments"];

async function signatureOf(db: Database, scope: Scope, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select()
    .from(signatures)
    .where(and(eq(signatures.id, id), ownedByClient(signatures, scope)));
  return row ?? null;
}

export const listSignable = defineRoute({
  method: "get",
  path: `${contractPath}/signable`,
  summary: "Documents of the contract to sign (or signed), with their signature status",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: SignableListBody,
  loads: "contract",
  handler: async ({ db, client, scope, contract }) => {
    const rows = await db
      .select()
      .from(documents)
      .where(ofContract(documents, scope, contract.id, signableDocument))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    const sigIds = rows.map((r) => r.signatureId).filter((id): id is string => !!id);
    const sigs = sigIds.length
      ? await db
          .select()
          .from(signatures)
          .where(and(inArray(signatures.id, sigIds), ownedByClient(signatures, scope)))
      : [];
    return rows.map((r) => toSignableDocumentBody(r, client.id, sigs.find((sg) => sg.id === r.signatureId) ?? null));
  },
});

export const signDocument = defineRoute({
  method: "post",
  path: `${contractPath}/signable/{id}/sign`,
  summary: "Start the e-signature of a signable document: answers the signing page address",
  description:
    "Body: the three redirect addresses (http/https); `?lang=` the language of the signing page and its SMS. A mobile phone on the account is required (422 on `phone`); a signed document gives 422 `document.already-signed` on `id`.",
  tags,
  auth: "client",
  params: SignableParams,
  query: LangQuery,
  body: SignDocumentInput,
  response: SignDocumentStartedBody,
  status: 201,
  loads: "contract",
  handler: async ({ db, deps, brand, client, session, params, query, body, now, scope, contract }) => {
    const doc = await contractDocument(db, scope, contract.id, params.id, signableDocument);
    if (doc.state === "signed") throw validationFailed({ id: ["document.already-signed"] });
    const started = await startSignature(db, signatureProviderFor(deps), {
      brand,
      owner: { kind: "client", id: client.id, client },
      subject: { contractId: contract.id },
      documents: [{ id: doc.id, name: doc.label }],
      documentIds: [doc.id],
      signer: signerOf(session),
      redirects: body,
      // The signing page and its SMS code in the language of the page the signature was asked from.
      lang: languageFor(brand, query.lang),
      now,
    });
    const { documents: _docs, ...signature } = toSignatureBody(started.signature, []);
    return { url: started.url, signature };
  },
});

export const markSigned = defineRoute({
  method: "post",
  path: `${contractPath}/signable/{id}/signed`,
  summary: "Called when the signer comes back: confirms the document is signed",
  description:
    "Answers the document once its signature is signed (idempotent). 422 `signature.not-signed` on `id` while it is not (pending, canceled, refused or expired).",
  tags,
  auth: "client",
  params: SignableParams,
  body: Empty.optional(),
  response: SignableDocumentBody,
  loads: "contract",
  handler: async ({ db, brand, client, params, now, scope, contract }) => {
    const doc = await contractDocument(db, scope, contract.id, params.id, signableDocument);
    const signature = await signatureOf(db, scope, doc.signatureId);
    if (!signature) throw validationFailed({ id: ["signature.not-started"] });
    if (signature.status !== "signed") throw validationFailed({ id: ["signature.not-signed"] });
    if (doc.state !== "signed") {
      await db
        .update(documents)
        .set({ state: "signed" })
        .where(and(eq(documents.id, doc.id), ownedByClient(documents, scope)));
    }
    // The provider's own callback usually settled it already; this answer must not depend on which came first.
    await settleContractSignature(db, { brandId: brand.id, contractId: contract.id }, now);
    return toSignableDocumentBody({ ...doc, state: "signed" }, client.id, signature);
  },
});

export const getSignable = defineRoute({
  method: "get",
  path: `${contractPath}/signable/{id}`,
  summary: "One signable document with its signature status (the portal's signature page)",
  tags,
  auth: "client",
  params: SignableParams,
  response: SignableDocumentBody,
  loads: "contract",
  handler: async ({ db, client, params, scope, contract }) => {
    const doc = await contractDocument(db, scope, contract.id, params.id, signableDocument);
    return toSignableDocumentBody(doc, client.id, await signatureOf(db, scope, doc.signatureId));
  },
});

export const signableRoutes = [listSignable, getSignable, signDocument, markSigned];
