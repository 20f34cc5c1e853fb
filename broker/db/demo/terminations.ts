/**
 * The full client's termination request, on its terminated contract
 * (`full_terminated`, sold vehicle): sent sixty days ago, accepted, with
 * the effective date the contract carries. Its termination tab shows it and
 * its acknowledgement PDF.
 */
import { DEMO_EMAILS } from "./logins";
import type { DemoContext } from "./rows";
import { at, day } from "./util";

export function addTerminations(d: DemoContext): void {
  const { brand, ids } = d;
  const people = d.country.people;
  d.rows.terminationRequests.push({
    id: `trm_${brand}_full_terminated`,
    brandId: brand,
    clientId: ids.fullClient,
    contractId: ids.contract("full_terminated"),
    contractNumber: null,
    reason: "sale_of_asset",
    description: null,
    effectiveDate: day(-31),
    firstname: people.full.firstname,
    lastname: people.full.lastname,
    email: DEMO_EMAILS.full,
    identity: {},
    status: "accepted",
    createdAt: at(-60),
    submittedAt: at(-60),
  });
}
