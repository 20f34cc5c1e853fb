/**
 * What follows a signed quote (docs/decisions/0095): the quote becomes a
 * contract of a client. A prospect's first signed quote makes the prospect a
 * client (a client record its account holds, the prospect `converted`); its
 * live sessions gain that client, so the portal sees a client at the next
 * page load. The quote's documents, SEPA mandate and signature follow the new
 * contract, so the new client finds them there.
 *
 * Runs inside the transaction that records the signature; a quote that already
 * has its contract is left alone, so a replayed status changes nothing.
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
  if (quote.contractId) return quote.contractId;
  const clientId = quote.clientId ?? (quote.prospectId ? await clientOfProspect(tx, brandId, quote.prospectId, now) : null);
  if (!clientId) return null;
  const [mandate] = await tx
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(eq(mandates.brandId, brandId), eq(mandates.quoteId, quote.id), eq(mandates.status, "active")))
    .limit(1);
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
      currentPaymentMethod: mandate ? "sepa" : quote.currentPaymentMethod,
      quoteId: quote.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contracts.id });
  await tx.update(quotes).set({ clientId, contractId: contract.id }).where(eq(quotes.id, quote.id));
  await tx
    .update(documents)
    .set({ clientId, contractId: contract.id })
    .where(and(eq(documents.brandId, brandId), eq(documents.quoteId, quote.id)));
  await tx
    .update(mandates)
    .set({ clientId, contractId: contract.id })
    .where(and(eq(mandates.brandId, brandId), eq(mandates.quoteId, quote.id)));
  await tx
    .update(signatures)
    .set({ clientId })
    .where(and(eq(signatures.brandId, brandId), eq(signatures.quoteId, quote.id)));
  return contract.id;
}
