/**
 * A pending termination travels with the contract (issue 45 §3, decision
 * 0184): the contract call and the contracts list (the header, the list and
 * the dashboard read them) carry the request sent and not in effect, read
 * from the termination requests; a draft never shows, and a withdrawal takes
 * it off both calls at once.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terminationRequests } from "../db/schema";
import { insertContract, type Owner } from "./fixtures/contracts";
import { DEMO_EMAILS } from "../db/demo/logins";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "mistral";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let base: string;

beforeAll(async () => {
  ({ t } = await openClientBroker(BRAND));
  // The demo client with contracts in every status, whose pending termination the demo shows.
  const clientId = `cli_${BRAND}_full`;
  s = await t.sessionForAccount(BRAND, DEMO_EMAILS.full, { clientId });
  me = { brandId: BRAND, clientId };
  base = `/v2/clients/${clientId}`;
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.request(path, { brand: BRAND, session: s.token });
  expect(res.status).toBe(200);
  return res.json();
};
const post = (path: string, body: unknown) => t.request(path, { brand: BRAND, session: s.token, body });
type Listed = { id: string; due_date: string | null; pending_termination: null | { request_id: string; effective_date: string | null; filed_by: string } };
const listed = async (): Promise<Listed[]> => get(`${base}/contracts?include=signable_documents,next_payment`);
const listedPlain = async (): Promise<Listed[]> => get(`${base}/contracts`);

describe("the demo's pending termination", () => {
  const pendingId = `ctr_${BRAND}_full_frequency_recent`;

  it("shows on the contract and in both list forms, on that contract only; the terminated contract's accepted request is not pending", async () => {
    for (const list of [await listed(), await listedPlain()]) {
      const pending = list.filter((c) => c.pending_termination);
      expect(pending.map((c) => c.id)).toEqual([pendingId]);
      expect(pending[0].pending_termination).toEqual({
        request_id: `trm_${BRAND}_full_pending`,
        effective_date: pending[0].due_date,
        requested_at: expect.any(String),
        filed_by: "public",
      });
      expect(list.find((c) => c.id === `ctr_${BRAND}_full_terminated`)?.pending_termination).toBeNull();
    }
    expect((await get(`${base}/contracts/${pendingId}`)).pending_termination).toMatchObject({ request_id: `trm_${BRAND}_full_pending` });
  });

  it("is gone from the contract and the list once withdrawn from the termination tab", async () => {
    const res = await post(`${base}/contracts/${pendingId}/terminations-requests/trm_${BRAND}_full_pending/withdraw`, {});
    expect(res.status).toBe(200);
    expect((await get(`${base}/contracts/${pendingId}`)).pending_termination).toBeNull();
    expect((await listed()).filter((c) => c.pending_termination)).toEqual([]);
    expect((await listedPlain()).filter((c) => c.pending_termination)).toEqual([]);
  });
});

describe("a termination sent from the contract's tab", () => {
  it("is not pending as a draft, is once sent, and is read in the client's scope only", async () => {
    const contract = await insertContract(t.db, me, { dueDate: "2030-03-01" });
    const path = `${base}/contracts/${contract.id}/terminations-requests`;
    const data = new FormData();
    data.append("reason", "end_of_term");
    const draft = await (await post(`${path}/drafts`, data)).json();
    expect((await get(`${base}/contracts/${contract.id}`)).pending_termination).toBeNull();
    expect((await listedPlain()).find((c) => c.id === contract.id)?.pending_termination).toBeNull();

    expect((await post(`${path}/${draft.id}/submit`, { locale: "fr-fr" })).status).toBe(200);
    const [sent] = await t.db
      .select()
      .from(terminationRequests)
      .where(and(eq(terminationRequests.id, draft.id), eq(terminationRequests.brandId, BRAND)));
    const expected = { request_id: draft.id, effective_date: sent.effectiveDate, filed_by: "holder" };
    expect((await get(`${base}/contracts/${contract.id}`)).pending_termination).toMatchObject(expected);
    expect((await listedPlain()).find((c) => c.id === contract.id)?.pending_termination).toMatchObject(expected);

    // Another client's request naming this contract's id is not this client's.
    await t.db
      .update(terminationRequests)
      .set({ clientId: `cli_${BRAND}_single` })
      .where(eq(terminationRequests.id, draft.id));
    expect((await get(`${base}/contracts/${contract.id}`)).pending_termination).toBeNull();
    expect((await listedPlain()).find((c) => c.id === contract.id)?.pending_termination).toBeNull();
  });
});
