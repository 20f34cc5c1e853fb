/**
 * The `signature` row is the broker's record of an e-signature; the
 * provider's session carries its id as `reference`. These two functions keep
 * them in step: one starts a session for a contract document or a quote,
 * the other mirrors the session's final status back on the rows.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { contracts, documents, notifications, quotes, signatures } from "../db/schema";
import { normalizeMobilePhone } from "../domain/phone";
import type { CurrentSession, Owner } from "../http/context";
import { validationFailed } from "../http/errors";
import { ownedBy } from "../scope/ownership";
import { contractFromSignedQuote } from "./quote-conversion";
import { SignatureError, type ESignatureProvider, type SigningDocument, type SigningSessionView } from "./signature-provider";

const SIGNATURE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const phoneRequired = () => validationFailed({ phone: ["phone.not-mobile"] }, "A mobile phone is required for signing.");

/** The signer's mobile (SPEC section 1: the code comes by SMS, so signing needs one) and name; 422 on `phone` without a mobile. */
export function signerOf(session: CurrentSession): { phone: string; name: string } {
  const phone = session.account.phone ? normalizeMobilePhone(session.account.phone) : null;
  if (!phone) throw phoneRequired();
  return { phone, name: [session.account.firstname, session.account.lastname].filter(Boolean).join(" ") };
}

export type StartSignatureInput = {
  brand: { id: string; name: string };
  owner: Owner;
  /** What is signed: a contract's document or a quote. */
  subject: { contractId: string } | { quoteId: string };
  /** Shown on the signing page. */
  documents: SigningDocument[];
  /** `document` rows that the signature signs (marked signed when it is). */
  documentIds: readonly string[];
  signer: { phone: string; name: string };
  redirects: { redirect_uri_success: string; redirect_uri_error: string; redirect_uri_cancel: string; reference?: string };
  lang: string;
  now: Date;
};

/**
 * Records a pending signature, opens the provider's session for it and links
 * the documents. A session the provider refuses leaves no row behind
 * (422 on the field at fault).
 */
export async function startSignature(db: Database, provider: ESignatureProvider, input: StartSignatureInput) {
  const { brand, owner, now, redirects } = input;
  const ownerColumns = owner.kind === "client" ? { clientId: owner.id } : { prospectId: owner.id };
  const [signature] = await db
    .insert(signatures)
    .values({
      brandId: brand.id,
      ...ownerColumns,
      ...input.subject,
      provider: "sandbox",
      status: "pending",
      redirectUriSuccess: redirects.redirect_uri_success,
      redirectUriError: redirects.redirect_uri_error,
      redirectUriCancel: redirects.redirect_uri_cancel,
      portalReference: redirects.reference ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  let started: { id: string; url: string };
  try {
    started = await provider.createSigningSession({
      documents: input.documents,
      signerPhone: input.signer.phone,
      signerName: input.signer.name,
      redirects: { success: redirects.redirect_uri_success, error: redirects.redirect_uri_error, cancel: redirects.redirect_uri_cancel },
      lang: input.lang,
      brandName: brand.name,
      reference: signature.id,
    });
  } catch (error) {
    await db.delete(signatures).where(and(eq(signatures.id, signature.id), ownedBy(signatures, brand.id, owner)));
    if (error instanceof SignatureError && error.code === "signature.bad-phone") throw phoneRequired();
    if (error instanceof SignatureError && error.field) throw validationFailed({ [error.field.replaceAll("/", ".")]: [error.code] });
    throw error;
  }
  const [updated] = await db
    .update(signatures)
    .set({ url: started.url, validationId: null, expirationDate: new Date(now.getTime() + SIGNATURE_LIFETIME_MS) })
    .where(and(eq(signatures.id, signature.id), ownedBy(signatures, brand.id, owner)))
    .returning();
  if (input.documentIds.length) {
    await db
      .update(documents)
      .set({ signatureId: signature.id })
      .where(and(inArray(documents.id, [...input.documentIds]), ownedBy(documents, brand.id, owner)));
  }
  return { url: started.url, signature: updated };
}

const finalStatus: Record<string, string> = { signed: "signed", canceled: "canceled", locked: "refused", expired: "expired" };

/** Mirrors a provider session's final status on the signature row (and the quote / documents it signs). */
export async function applySigningStatus(db: Database, view: SigningSessionView, now: Date): Promise<void> {
  if (!view.reference) return;
  const status = finalStatus[view.status];
  if (!status) return;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(signatures).where(eq(signatures.id, view.reference!));
    if (!row || row.status === "signed") return;
    const changes: Partial<typeof signatures.$inferInsert> = { status, updatedAt: now };
    if (status === "signed") Object.assign(changes, { signedAt: now, ackedAt: now });
    if (status === "canceled") changes.canceledAt = now;
    if (status === "refused") changes.refusedAt = now;
    await tx
      .update(signatures)
      .set(changes)
      .where(and(eq(signatures.id, row.id), eq(signatures.brandId, row.brandId)));
    if (status !== "signed") return;
    await tx
      .update(documents)
      .set({ state: "signed" })
      .where(and(eq(documents.signatureId, row.id), eq(documents.brandId, row.brandId)));
    if (row.contractId) await settleContractSignature(tx, { brandId: row.brandId, contractId: row.contractId }, now);
    if (row.quoteId) {
      await tx
        .update(quotes)
        .set({ isSigned: true, status: "signed", step: "quote_finalized", updatedAt: now, dateModif: now })
        .where(and(eq(quotes.id, row.quoteId), eq(quotes.brandId, row.brandId), isNull(quotes.deletedAt)));
      await contractFromSignedQuote(tx, row.brandId, row.quoteId, now);
    }
  });
}

/** Statuses that mean "a signature is needed" (SPEC section 4), plus the one of a signature under way. */
const awaitingSignature = ["need_signature", "waiting", "pending_signed"] as const;

/**
 * docs/decisions/0038: once no document of the contract is left to sign, a
 * contract awaiting its signature becomes `signed` (is_signed), and its
 * "documents to sign" notification is done. The broker's back office
 * formalises it later. Idempotent: a contract that moved on is left alone.
 *
 * The contract row is locked before counting: two documents signed at the
 * same moment (each in its own transaction) are counted one after the
 * other, so the second one sees the first and the contract moves on.
 */
export async function settleContractSignature(
  db: Pick<Database, "transaction">,
  contract: { brandId: string; contractId: string },
  now: Date,
): Promise<boolean> {
  const thisContract = and(eq(contracts.id, contract.contractId), eq(contracts.brandId, contract.brandId));
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: contracts.status }).from(contracts).where(thisContract).for("update");
    if (!current || !(awaitingSignature as readonly string[]).includes(current.status)) return false;
    const left = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.brandId, contract.brandId),
          eq(documents.contractId, contract.contractId),
          eq(documents.signature, true),
          eq(documents.visible, true),
          eq(documents.state, "to_sign"),
        ),
      )
      .limit(1);
    if (left.length > 0) return false;
    await tx.update(contracts).set({ status: "signed", isSigned: true, updatedAt: now }).where(thisContract);
    await tx
      .update(notifications)
      .set({ status: "done" })
      .where(and(eq(notifications.brandId, contract.brandId), eq(notifications.contractId, contract.contractId), eq(notifications.type, "signature")));
    return true;
  });
}
