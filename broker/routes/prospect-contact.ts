/**
 * A prospect's contact details (issue 28: "give the prospect their contact details"):
 * GET and PUT clients/{client}/contact-details with the prospect's id as `{client}`. A client's
 * are its profile (PUT clients/{client}); under a client's id these answer 404.
 */
import * as endpoints from "../../contract/endpoints/prospect-contact";
import { and, eq } from "drizzle-orm";
import { accounts, prospects } from "../db/schema";
import type { CurrentSession, Owner } from "../http/context";
import { notFound } from "../http/errors";
import { implement } from "../http/registry";
import { found } from "../scope/ownership";

function prospectOf(owner: Owner) {
  if (owner.kind !== "prospect") throw notFound();
  return owner.prospect;
}

function toContactBody(
  session: CurrentSession,
  prospect: { id: string; email: string },
  names?: { title: string | null; firstname: string; lastname: string },
) {
  const account = names ?? session.account;
  const title: "M" | "F" | null = account.title === "M" || account.title === "F" ? account.title : null;
  return { id: prospect.id, status: title, firstname: account.firstname, lastname: account.lastname, email: prospect.email, phone: session.account.phone };
}

export const getProspectContact = implement(endpoints.getProspectContact, {
  handler: async ({ owner, session }) => toContactBody(session, prospectOf(owner)),
});

export const updateProspectContact = implement(endpoints.updateProspectContact, {
  handler: async ({ db, brand, owner, session, body, now }) => {
    const prospect = prospectOf(owner);
    const c = body.contact;
    const [updated] = await db
      .update(prospects)
      .set({ email: c.email.toLowerCase() })
      .where(and(eq(prospects.id, prospect.id), eq(prospects.brandId, brand.id)))
      .returning();
    const [names] = await db
      .update(accounts)
      .set({ firstname: c.firstname, lastname: c.lastname, title: c.status, updatedAt: now })
      .where(and(eq(accounts.id, session.account.id), eq(accounts.brandId, brand.id)))
      .returning({ title: accounts.title, firstname: accounts.firstname, lastname: accounts.lastname });
    return toContactBody(session, found(updated), found(names));
  },
});

export const prospectContactRoutes = [getProspectContact, updateProspectContact];
