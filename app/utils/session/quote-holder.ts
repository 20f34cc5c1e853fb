/**
 * Whose quotes a signed-in person reads and signs: a prospect's own; a client's when the person was
 * its prospect until a signed quote made them this client (decision 0251; the broker's session
 * answer names it, `prospects[].client_id`) or when there are quotes the person may sign under the
 * client's id (decision 0262). Under that id the broker lists the quotes made for the client and the
 * prospect's together (decision 0266). The id is the `{client}` of the quote calls; null for a
 * client with neither, who has no quotes pages.
 */
export type QuoteHolderFacts = { kind: "client" | "prospect"; clientId: string; formerProspectId?: string; ownQuotes?: boolean };

export function quoteHolderOf(user: QuoteHolderFacts): string | null {
  if (user.kind === "prospect") return user.clientId;
  return user.formerProspectId !== undefined || user.ownQuotes ? user.clientId : null;
}

type QuoteCounts = { quotes: number; bespoke_quotes: number };

/**
 * Whether a client session has quotes made for the client itself to show (docs/decisions/0262): the broker's session
 * answer counts them (`client_quotes`), and only a person who may sign for the client (decision 0120's `sign`, from
 * the session's permissions) is shown them; the broker refuses the others the signing steps.
 */
export function hasOwnQuotes(counts: QuoteCounts | undefined, permissions: readonly string[]): boolean {
  return counts !== undefined && counts.quotes + counts.bespoke_quotes > 0 && permissions.includes("sign");
}

/** How many bespoke quotes the holder has, as the broker's session answer counts them: a prospect's, or those under the client's id. */
export function bespokeQuotesOf(
  holder: string | null,
  broker: { client: { id: string } | null; client_quotes?: QuoteCounts; prospects: readonly { id: string; bespoke_quotes: number }[] } | null,
): number {
  if (holder === null || broker === null) return 0;
  if (broker.client?.id === holder) return broker.client_quotes?.bespoke_quotes ?? 0;
  return broker.prospects.find((p) => p.id === holder)?.bespoke_quotes ?? 0;
}

/** The prospect a client was, from the broker's session answer: the account's prospect converted into this client. */
export function formerProspectOf(clientId: string, prospects: readonly { id: string; client_id: string | null }[]): string | undefined {
  return prospects.find((p) => p.client_id === clientId)?.id;
}

/** The `{client}` of a quote call on a quotes page, whose audience (`quote-holder`) made sure there is one. */
export function quoteHolder(user: QuoteHolderFacts): string {
  const id = quoteHolderOf(user);
  if (id === null) throw new Error("A quotes page opened by a person without quotes");
  return id;
}
