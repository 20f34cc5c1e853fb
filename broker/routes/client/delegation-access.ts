/**
 * What a delegation does to access (decision 0121): giving one links the
 * delegate's account to the client with the delegation's function (creating
 * the account, without a password, when the e-mail has none); revoking one
 * removes that link and ends the delegate's sessions on the client at once,
 * and the choice of account at sign-in when one account is left.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountClients, accounts, passwordResets, prospects, sessions } from "../../db/schema";
import { delegateFunctions, type DelegateFunction } from "../../../contract/codes/delegate-access";
import { validationFailed } from "../../http/errors";
import { hashToken, newToken } from "../../security/tokens";

/** An invitation's set-your-password link lives a week (a reset link, 10 minutes, would be gone before it is read). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Person = { firstname: string; lastname: string; email: string; phone: string; gender: "M" | "F" };

/**
 * Links the delegate's account to the client. Answers the account and, for an
 * account without a password, the token of its set-your-password link.
 */
export async function grantAccess(
  tx: Database,
  input: { brandId: string; clientId: string; person: Person; function: DelegateFunction; now: Date },
): Promise<{ accountId: string; passwordToken: string | null }> {
  const { brandId, clientId, person, now } = input;
  let [account] = await tx
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.brandId, brandId), eq(accounts.email, person.email)))
    .limit(1);
  if (account) {
    const [linked] = await tx
      .select({ role: accountClients.role })
      .from(accountClients)
      .where(and(eq(accountClients.accountId, account.id), eq(accountClients.clientId, clientId)))
      .limit(1);
    // The holder or someone already acting for the client: a delegation would change nothing, or lower their access.
    if (linked) throw validationFailed({ email: ["delegation.already-has-access"] });
    const others = await tx.select({ clientId: accountClients.clientId }).from(accountClients).where(eq(accountClients.accountId, account.id)).limit(1);
    // A second customer account: the person chooses which one at sign-in (SPEC section 6, multi-account).
    if (others.length > 0) await tx.update(accounts).set({ hasMultiAccount: true, updatedAt: now }).where(eq(accounts.id, account.id));
    await tx.insert(accountClients).values({ accountId: account.id, clientId, brandId, role: input.function, isDefault: others.length === 0, createdAt: now });
  } else {
    [account] = await tx
      .insert(accounts)
      .values({
        brandId,
        title: person.gender,
        firstname: person.firstname,
        lastname: person.lastname,
        email: person.email,
        phone: person.phone,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: accounts.id, passwordHash: accounts.passwordHash });
    await tx.insert(accountClients).values({ accountId: account.id, clientId, brandId, role: input.function, isDefault: true, createdAt: now });
  }
  if (account.passwordHash) return { accountId: account.id, passwordToken: null };
  // No password yet: the invitation carries a set-your-password link (the e-mailed reset link's page and call).
  const token = newToken();
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, account.id), eq(passwordResets.brandId, brandId), isNull(passwordResets.usedAt)));
  await tx
    .insert(passwordResets)
    .values({ brandId, accountId: account.id, emailTokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS), createdAt: now });
  return { accountId: account.id, passwordToken: token };
}

/**
 * Ends the delegate's access to the client: the link goes (only a delegate
 * function's, never the holder's) and every live session of the account on
 * the client is revoked, so the next call with its token is a 401.
 */
export async function endAccess(tx: Database, input: { brandId: string; clientId: string; accountId: string; now: Date }): Promise<void> {
  const { brandId, clientId, accountId, now } = input;
  await tx
    .delete(accountClients)
    .where(
      and(
        eq(accountClients.accountId, accountId),
        eq(accountClients.clientId, clientId),
        eq(accountClients.brandId, brandId),
        inArray(accountClients.role, [...delegateFunctions]),
      ),
    );
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.brandId, brandId), eq(sessions.accountId, accountId), eq(sessions.clientId, clientId), isNull(sessions.revokedAt)));
  // The invitation's set-your-password link dies with the delegation (issue 41 point 9): an account the
  // invitation created has no password, and once it acts for no client any more its live links are void.
  const [account] = await tx.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const [otherLink] = await tx.select({ clientId: accountClients.clientId }).from(accountClients).where(eq(accountClients.accountId, accountId)).limit(1);
  if (account && !account.passwordHash && !otherLink)
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, accountId), eq(passwordResets.brandId, brandId), isNull(passwordResets.usedAt)));
  // The choice at sign-in follows the accounts left (the clients linked and the prospects owned, as the choice lists
  // them): with one or none, the person signs in straight to it and is offered no switch (audit access, finding 5).
  const left =
    (await tx.$count(accountClients, and(eq(accountClients.accountId, accountId), eq(accountClients.brandId, brandId)))) +
    (await tx.$count(prospects, and(eq(prospects.accountId, accountId), eq(prospects.brandId, brandId))));
  if (left <= 1)
    await tx
      .update(accounts)
      .set({ hasMultiAccount: false, updatedAt: now })
      .where(and(eq(accounts.id, accountId), eq(accounts.hasMultiAccount, true)));
}
