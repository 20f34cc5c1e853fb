/**
 * A demo login and its prospect record: the rows every builder that adds a login writes the same way
 * (customers.ts for the clients and the first prospects, then one builder per prospect feature).
 */
import type * as s from "../schema";
import { DEMO_EMAILS } from "./logins";
import { label, type Person } from "./people";
import type { DemoContext, Row } from "./rows";
import { at } from "./util";

/** The account of a demo login (password Demo-Password-1), created `created` ago unless `extra` says otherwise. */
export function addDemoAccount(
  d: DemoContext,
  key: keyof typeof DEMO_EMAILS,
  person: Person,
  options: { created?: Date; extra?: Partial<Row<typeof s.accounts>> } = {},
): string {
  const id = d.ids.account(key);
  const created = options.created ?? at(-400);
  d.rows.accounts.push({
    id,
    brandId: d.brand,
    title: person.title,
    firstname: person.firstname,
    lastname: person.lastname,
    email: DEMO_EMAILS[key],
    phone: person.phone,
    passwordHash: d.hashes.demo,
    createdAt: created,
    updatedAt: created,
    ...options.extra,
  });
  return id;
}

/**
 * A prospect of a demo login: pending, or `convertedClientId` when a signed quote made it that client
 * (addClientOfProspect). `product` is the best product sheet's code and icon, when it has one.
 */
export function addDemoProspect(
  d: DemoContext,
  prospect: {
    id: string;
    accountId: string;
    key: keyof typeof DEMO_EMAILS;
    created: Date;
    product?: [Parameters<typeof label>[0], string];
    convertedClientId?: string;
  },
): void {
  d.rows.prospects.push({
    id: prospect.id,
    brandId: d.brand,
    accountId: prospect.accountId,
    email: DEMO_EMAILS[prospect.key],
    status: prospect.convertedClientId ? "converted" : "pending",
    convertedClientId: prospect.convertedClientId ?? null,
    ...(prospect.product ? { bestProductSheetName: label(prospect.product[0], d.lang), bestProductSheetIcon: prospect.product[1] } : {}),
    createdAt: prospect.created,
  });
}

/**
 * The client a prospect's first signed quote made, as the live signature makes it (providers/quote-conversion.ts):
 * named after the person, with the login's e-mail, held by the person's account as its owner, from `created` on.
 */
export function addClientOfProspect(
  d: DemoContext,
  client: { id: string; accountId: string; key: keyof typeof DEMO_EMAILS; person: Person; created: Date },
): void {
  const { person } = client;
  d.rows.clients.push({
    id: client.id,
    brandId: d.brand,
    name: `${person.firstname} ${person.lastname}`,
    email: DEMO_EMAILS[client.key],
    phone: person.phone,
    ownerFirstname: person.firstname,
    ownerLastname: person.lastname,
    source: "quote",
    createdAt: client.created,
    updatedAt: client.created,
  });
  d.rows.accountClients.push({ accountId: client.accountId, clientId: client.id, brandId: d.brand, role: "owner", isDefault: true, createdAt: client.created });
}
