/**
 * What follows a signed quote (docs/decisions/0095): the quote becomes a
 * contract of a client. A prospect's first signed quote makes the prospect a
 * client (a client record its account holds, the prospect `converted`); its
 * live sessions gain that client, so the portal sees a client at the next
 * page load. The quote's documents, SEPA mandate and signature follow the new
 * contract, so the new client finds them there.
 *
 * A quote made for a client has its contract from the start, of type quote:
 * signed, that contract becomes the contract (docs/decisions/0262).
 *
 * Runs inside the transaction that records the signature; a quote whose
 * contract is signed already is left alone, so a replayed status changes nothing.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { accountClients, accounts, clients, contracts, documents, mandates, prospects, quotes, sessions, signatures } from "../db/schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The client a prospect became, made at its first signed quote. */
async function clientOfProspect(tx: Tx, brandId: string, prospectId: string, now: Date): Promise<string | null> {
  const [prospect] = await tx
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), eq(prospects.brandId, brandId)))
    .for("update");
  if (!prospect) return null;
  if (prospect.convertedClientId) return prospect.convertedClientId;
  const [account] = prospect.accountId
    ? await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, prospect.accountId), eq(accounts.brandId, brandId)))
    : [];
  const fullName = account ? `${account.firstname} ${account.lastname}`.trim() : "";
  const [client] = await tx
    .insert(clients)
    .values({
      brandId,
      name: fullName || prospect.email,
      email: account?.email ?? prospect.email,
      phone: account?.phone ?? null,
      ownerFirstname: account?.firstname ?? null,
      ownerLastname: account?.lastname ?? null,
      source: "quote",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: clients.id });
  if (account) {
    await tx.insert(accountClients).values({ accountId: account.id, clientId: client.id, brandId, role: "owner", isDefault: true, createdAt: now });
    // The sessions on this prospect now also hold the client: GET session answers `client`, and the portal switches at the next load.
    await tx
      .update(sessions)
      .set({ clientId: client.id })
      .where(and(eq(sessions.brandId, brandId), eq(sessions.prospectId, prospect.id), isNull(sessions.clientId)));
  }
  await tx
    .update(prospects)
    .set({ status: "converted", convertedClientId: client.id })
    .where(and(eq(prospects.id, prospect.id), eq(prospects.brandId, brandId)));
  return client.id;
}

/** Contract number of a signed quote: its number with the contract prefix (`Q-AZURA-2001` → `C-AZURA-2001`). */
export function contractNumberOf(quoteNumber: string): string {
  return quoteNumber.replace(/^Q[A-Z]?-/, "C-");
}

/** The signed quote's contract (and client, for a prospect). Returns the contract id, or null when the quote is gone. */
export async function contractFromSignedQuote(tx: Tx, brandId: string, quoteId: string, now: Date): Promise<string | null> {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.brandId, brandId), isNull(quotes.deletedAt)))
    .for("update");
  if (!quote) return null;
  // A quote made for a client has its contract already, of type quote (SPEC section 4: not signed, it is the quote);
  // a replayed status finds that contract signed, and changes nothing.
  const quoteContract = quote.contractId ? await unsignedContract(tx, brandId, quote.contractId, quote.clientId) : null;
  if (quote.contractId && !quoteContract) return quote.contractId;
  const clientId = quote.clientId ?? (quote.prospectId ? await clientOfProspect(tx, brandId, quote.prospectId, now) : null);
  if (!clientId) return null;
  const [mandate] = await tx
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(eq(mandates.brandId, brandId), eq(mandates.quoteId, quote.id), eq(mandates.status, "active")))
    .limit(1);
  const hasMandate = mandate !== undefined;
  const contractId = quoteContract
    ? await signQuoteContract(tx, quoteContract, quote, hasMandate, now)
    : await newContractOf(tx, { ...quote, clientId }, hasMandate, now);
  await tx.update(quotes).set({ clientId, contractId }).where(eq(quotes.id, quote.id));
  await tx
    .update(documents)
    .set({ clientId, contractId })
    .where(and(eq(documents.brandId, brandId), eq(documents.quoteId, quote.id)));
  await tx
    .update(mandates)
    .set({ clientId, contractId })
    .where(and(eq(mandates.brandId, brandId), eq(mandates.quoteId, quote.id)));
  await tx
    .update(signatures)
    .set({ clientId })
    .where(and(eq(signatures.brandId, brandId), eq(signatures.quoteId, quote.id)));
  return contractId;
}

type QuoteRow = typeof quotes.$inferSelect;

/** A client quote's contract, locked, while it is not signed yet; null once signed (or gone). */
async function unsignedContract(tx: Tx, brandId: string, contractId: string, clientId: string | null) {
  if (!clientId) return null;
  const [contract] = await tx
    .select({ id: contracts.id, type: contracts.type, isSigned: contracts.isSigned, currentPaymentMethod: contracts.currentPaymentMethod })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.brandId, brandId), eq(contracts.clientId, clientId)))
    .for("update");
  return contract && !contract.isSigned ? contract : null;
}

/**
 * Signed, a client quote's contract becomes the contract: of the quote's product, at its price, period and start,
 * signed and waiting for the back office (docs/decisions/0262), paid by SEPA if the quote's mandate was given.
 */
async function signQuoteContract(
  tx: Tx,
  contract: NonNullable<Awaited<ReturnType<typeof unsignedContract>>>,
  quote: QuoteRow,
  hasMandate: boolean,
  now: Date,
): Promise<string> {
  await tx
    .update(contracts)
    .set({
      type: quote.typeContrat ?? contract.type,
      label: quote.productName ?? quote.label,
      status: "signed",
      isSigned: true,
      // What was signed is the quote's terms (decision 0256), even where its contract was drafted with others.
      ...(quote.startDate ? { startDate: quote.startDate } : {}),
      price: quote.priceTtc,
      periodicity: quote.periodicity,
      currentPaymentMethod: hasMandate ? "sepa" : contract.currentPaymentMethod,
      quoteId: quote.id,
      updatedAt: now,
    })
    .where(eq(contracts.id, contract.id));
  return contract.id;
}

/** A prospect's quote (or a client's without a contract yet) makes its contract. */
async function newContractOf(tx: Tx, quote: QuoteRow & { clientId: string }, hasMandate: boolean, now: Date): Promise<string> {
  const brandId = quote.brandId;
  const clientId = quote.clientId;
  const [contract] = await tx
    .insert(contracts)
    .values({
      brandId,
      clientId,
      number: contractNumberOf(quote.number),
      label: quote.productName ?? quote.label,
      type: quote.typeContrat ?? "quote",
      // Signed, not yet formalised: the broker's back office puts it in force (as for contract signatures, decision 0038).
      status: "signed",
      isSigned: true,
      startDate: quote.startDate,
      price: quote.priceTtc,
      periodicity: quote.periodicity,
      currentPaymentMethod: hasMandate ? "sepa" : quote.currentPaymentMethod,
      quoteId: quote.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contracts.id });
  return contract.id;
}
