/**
 * E-signature of a contract's signable documents (SPEC section 7 "Signable
 * documents"): one document per signature, through the e-signature provider.
 */
import * as endpoints from "../../../contract/endpoints/contract/signable";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, signatures } from "../../db/schema";
import { validationFailed } from "../../http/errors";
import { implement } from "../../http/registry";
import { ownedByClient } from "../../scope/ownership";
import { signatureProviderFor } from "../../providers/sandbox";
import { settleContractSignature, signerOf, startSignature } from "../../providers/signature-records";
import { toSignableDocumentBody } from "../../views/payments";
import { toSignatureBody } from "../../views/quotes";
import { contractDocument, ofContract, signableDocument } from "../../scope/contract-rows";
import { type Scope } from "../../scope/contract";
import { languageFor } from "./shared";

async function signatureOf(db: Database, scope: Scope, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select()
    .from(signatures)
    .where(and(eq(signatures.id, id), ownedByClient(signatures, scope)));
  return row ?? null;
}

export const listSignable = implement(endpoints.listSignable, {
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

export const signDocument = implement(endpoints.signDocument, {
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

export const markSigned = implement(endpoints.markSigned, {
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

export const getSignable = implement(endpoints.getSignable, {
  loads: "contract",
  handler: async ({ db, client, params, scope, contract }) => {
    const doc = await contractDocument(db, scope, contract.id, params.id, signableDocument);
    return toSignableDocumentBody(doc, client.id, await signatureOf(db, scope, doc.signatureId));
  },
});

export const signableRoutes = [listSignable, getSignable, signDocument, markSigned];
