/**
 * Whose quotes a signed-in person reads and signs (docs/decisions/0251): a prospect's own; for a
 * client, those of the prospect they were until their first signed quote made them this client
 * (the broker's session answer names it, `prospects[].client_id`). The id is the `{client}` of the
 * quote calls; null for a client who never was a prospect, who has no quotes pages.
 */
export type QuoteHolderFacts = { kind: "client" | "prospect"; clientId: string; formerProspectId?: string };

export function quoteHolderOf(user: QuoteHolderFacts): string | null {
  return user.kind === "prospect" ? user.clientId : (user.formerProspectId ?? null);
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
