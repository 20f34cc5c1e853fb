import * as endpoints from "../../contract/endpoints/clients";
import { and, eq } from "drizzle-orm";
import { isCompanyCountry, isCompanyIdentifier, isPostalCode, normalizeCompanyIdentifier } from "../../contract/wire/company-identity";
import { accounts, clients } from "../db/schema";
import { validationFailed } from "../http/errors";
import { implement } from "../http/registry";
import { found } from "../scope/ownership";
import { SESSION_HEADER } from "../http/session";
import { toClientBody } from "../views/client";
import { buildSessionBody } from "../views/session";

export const getSession = implement(endpoints.getSession, {
  handler: async ({ c, db, brand, session, query }) =>
    buildSessionBody(
      db,
      {
        token: c.req.header(SESSION_HEADER)!,
        sessionId: session.id,
        brandId: brand.id,
        account: session.account,
        client: session.client,
        role: session.role,
        data: session.data,
      },
      { includeBestProductSheet: query.include?.includes("best_product_sheet") ?? false },
    ),
});

export const getClient = implement(endpoints.getClient, {
  handler: async ({ client, session }) => toClientBody(client, session.id),
});

export const updateClient = implement(endpoints.updateClient, {
  handler: async ({ db, brand, client, session, body, now }) => {
    const p = body.profile;
    if (p.company_identifier !== undefined && p.company_identifier !== client.siret && !session.account.canUpdateSiret) {
      throw validationFailed({ "profile.company_identifier": ["The SIRET cannot be changed for this account."] });
    }
    // Both follow the client's country, its brand's (a stored number that does not is kept, never re-checked).
    const country = isCompanyCountry(brand.country) ? brand.country : null;
    const errors: Record<string, string[]> = {};
    if (country && p.company_identifier) {
      const identifier = normalizeCompanyIdentifier(country, p.company_identifier);
      if (identifier !== client.siret && !isCompanyIdentifier(country, identifier))
        errors["profile.company_identifier"] = [`Not a company number of ${country}.`];
      else p.company_identifier = identifier;
    }
    if (country && p.postal_code && !isPostalCode(country, p.postal_code)) errors["profile.postal_code"] = [`Not a postal code of ${country}.`];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const updated = await db.transaction(async (tx) => {
      // drizzle leaves undefined (absent) fields out of the update and writes null ones:
      // exactly the wire's "absent = unchanged, null = cleared".
      const rows = await tx
        .update(clients)
        .set({
          name: p.company_name,
          siret: p.company_identifier,
          email: p.email,
          phone: p.phone,
          activity: p.activity,
          function: p.function,
          address: p.address,
          additionalAddress: p.additional_address,
          postalCode: p.postal_code,
          city: p.city,
          updatedAt: now,
        })
        // Scoped write: the id alone is never enough.
        .where(and(eq(clients.id, client.id), eq(clients.brandId, brand.id)))
        .returning();
      // Names and civility belong to the person (account), not the company.
      if (p.firstname !== undefined || p.lastname !== undefined || p.status !== undefined) {
        await tx
          .update(accounts)
          .set({ firstname: p.firstname, lastname: p.lastname, title: p.status, updatedAt: now })
          .where(and(eq(accounts.id, session.account.id), eq(accounts.brandId, brand.id)));
      }
      return found(rows);
    });
    return toClientBody(updated, session.id);
  },
});

export const clientRoutes = [getSession, getClient, updateClient];
