/** The people a health or provident contract covers (the recipients tab, domain/menus.ts). */
import * as endpoints from "../../../contract/endpoints/contract/recipients";
import { asc } from "drizzle-orm";
import { contractRecipients } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { contractKindOf, coversPeople } from "../../domain/contract-kind";
import { notFound } from "../../http/errors";
import { implement } from "../../http/registry";
import { toRecipientBody } from "../../views/contracts";
import { ofContract } from "../../scope/contract-rows";

export const listRecipients = implement(endpoints.listRecipients, {
  loads: "contract",
  handler: async ({ db, now, scope, contract }) => {
    if (!coversPeople(contractKindOf(contract.type))) throw notFound();
    const today = parisDay(now);
    const rows = await db
      .select()
      .from(contractRecipients)
      .where(ofContract(contractRecipients, scope, contract.id))
      .orderBy(asc(contractRecipients.birthDate), asc(contractRecipients.lastname), asc(contractRecipients.firstname));
    // The holder first, then the spouse, the children (eldest first), the employees.
    const rank = (relationship: string) => ["holder", "spouse", "child", "employee"].indexOf(relationship);
    return rows.sort((a, b) => rank(a.relationship) - rank(b.relationship)).map((row) => toRecipientBody(row, today));
  },
});

export const recipientRoutes = [listRecipients];
