/**
 * The full client's termination requests:
 * - on its terminated contract (`full_terminated`, sold vehicle): sent sixty
 *   days ago, accepted, with the effective date the contract carries. Its
 *   termination tab shows it and its acknowledgement PDF.
 * - on `full_frequency_recent`: filed five days ago with the public form
 *   (matched to the holder), at the annual due date, not in effect yet: the
 *   pending termination that the contract's header, the contracts list and
 *   the dashboard show (decision 0184), and that the holder may withdraw
 *   from the termination tab (decision 0173).
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
  addPendingTermination(d);
}

function addPendingTermination(d: DemoContext): void {
  const { brand, ids } = d;
  const people = d.country.people;
  const contractId = ids.contract("full_frequency_recent");
  const contract = d.rows.contracts.find((c) => c.id === contractId);
  if (!contract?.dueDate) throw new Error(`demo: ${contractId} is needed with its due date`);
  const id = `trm_${brand}_full_pending`;
  const holderEmail = d.rows.clients.find((c) => c.id === ids.fullClient)?.email ?? DEMO_EMAILS.full;
  d.rows.terminationRequests.push({
    id,
    brandId: brand,
    clientId: ids.fullClient,
    contractId,
    isPublic: true,
    contractNumber: contract.number,
    reason: "end_of_term",
    description: null,
    effectiveDate: contract.dueDate,
    firstname: people.full.firstname,
    lastname: people.full.lastname,
    email: holderEmail,
    // Matched on the number, the holder's name and the contact address; no e-mailed link in the demo (withdrawn from the tab).
    identity: { match: "matched", matched_on: { contract_number: true, name: "lastname", email: "contact" }, withdrawal_token_hash: null },
    status: "received",
    createdAt: at(-5),
    submittedAt: at(-5),
  });
  // As the public form records it on the contract (routes/termination-requests.ts); a withdrawal takes it off.
  contract.termination = { request_id: id, source: "public", reason: "end_of_term", effective_date: contract.dueDate, requested_at: at(-5).toISOString() };
}
