/**
 * Access delegations (SPEC section 6): the owner gives, lists and revokes them
 * (permission `delegations`, decision 0120). Giving one grants access and
 * e-mails an invitation that works; revoking one ends the access at once
 * (delegation-access.ts, decision 0121).
 */
import * as endpoints from "../../../contract/endpoints/client/delegations";
import { and, asc, eq } from "drizzle-orm";
import { brandPageLink } from "../../auth/links";
import { delegations } from "../../db/schema";
import { validationFailed } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { implement } from "../../http/registry";
import { found, ownedByClient } from "../../scope/ownership";
import { enqueueEmail } from "../../outbox/outbox";
import { delegationInvitationMessages } from "../../outbox/client-messages";
import { messageLanguage } from "../../auth/messages";
import { toDelegationBody } from "../../views/client-space";
import { endAccess, grantAccess } from "./delegation-access";

export const createDelegation = implement(endpoints.createDelegation, {
  middleware: [rateLimit({ name: "delegations-create", limit: 30, windowMs: 3_600_000, key: (c) => c.get("session").id })],
  handler: async ({ db, brand, client, session, body, deps, scope, now }) => {
    const [existing] = await db
      .select({ id: delegations.id })
      .from(delegations)
      .where(and(ownedByClient(delegations, scope), eq(delegations.email, body.email)))
      .limit(1);
    if (existing) throw validationFailed({ email: ["delegation.already-exists"] });
    return db.transaction(async (tx) => {
      const person = { firstname: body.firstname, lastname: body.lastname, email: body.email, phone: body.phone, gender: body.gender };
      const access = await grantAccess(tx, { ...scope, person, function: body.function, now });
      // A new account sets its password from the invitation; an existing one signs in as usual.
      const [row] = await tx
        .insert(delegations)
        .values({
          ...scope,
          createdByAccountId: session.account.id,
          delegateAccountId: access.accountId,
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          phone: body.phone,
          gender: body.gender,
          function: body.function,
        })
        .returning();
      await enqueueEmail(tx, {
        brandId: brand.id,
        to: body.email,
        ...delegationInvitationMessages[messageLanguage(brand.country, body.locale)]({
          brand: brand.name,
          name: `${body.firstname} ${body.lastname}`,
          by: `${session.account.firstname} ${session.account.lastname}`,
          role: body.function,
          client: client.name,
          link: access.passwordToken
            ? brandPageLink(deps.config, brand, "login-reset-password-email", { params: { token: access.passwordToken }, locale: body.locale })
            : brandPageLink(deps.config, brand, "login", { locale: body.locale }),
        }),
        template: "delegation-invitation",
      });
      deps.log.info("delegation_created", { delegation: row.id, function: row.function });
      return toDelegationBody(row);
    });
  },
});

export const listDelegations = implement(endpoints.listDelegations, {
  handler: async ({ db, scope }) => {
    const rows = await db.select().from(delegations).where(ownedByClient(delegations, scope)).orderBy(asc(delegations.createdAt), asc(delegations.id));
    return rows.map(toDelegationBody);
  },
});

export const deleteDelegation = implement(endpoints.deleteDelegation, {
  handler: async ({ db, params, deps, scope, now }) => {
    await db.transaction(async (tx) => {
      const deleted = found(
        await tx
          .delete(delegations)
          .where(and(eq(delegations.id, params.id), ownedByClient(delegations, scope)))
          .returning({ id: delegations.id, accountId: delegations.delegateAccountId }),
      );
      if (deleted.accountId) await endAccess(tx, { ...scope, accountId: deleted.accountId, now });
    });
    deps.log.info("delegation_deleted", { delegation: params.id });
    return {};
  },
});

export const delegationRoutes = [createDelegation, listDelegations, deleteDelegation];
