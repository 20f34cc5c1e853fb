/**
 * The public termination trusted no further than the broker can show
 * (issue 41 points 2 and 4, issue 45 §3, decisions 0172-0173): the
 * confirmation reads the request sent; a request filed by someone knowing
 * a contract number, a name and an e-mail is recorded with who filed it and
 * what matched, acknowledged to the holder with a link to withdraw it, and
 * withdrawn from that link or the contract's tab until it takes effect; the
 * holder's sign-in address is an address of the holder; a full match does
 * the same database work as a mismatch.
 */
import { and, eq } from "drizzle-orm";
import { getTableName, type Table } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrokerApp } from "../app";
import type { Database } from "../db/client";
import { accounts, clients, contracts, outbox, terminationRequests } from "../db/schema";
import { createLogger } from "../log";
import { insertClient, insertContract, type Owner } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let base: string;
let ipCounter = 0;
/** Each post from its own address: the public form's limit (10 an hour per address) is not what these tests are about. */
const ip = () => ({ "x-forwarded-for": `10.41.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

beforeAll(async () => {
  ({ t, s, me, base } = await openClientBroker(BRAND, { config: { portalUrl: "http://{brand}.localhost:3000" } }));
});
afterAll(() => t.close());

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

async function draftOf(fields: Record<string, string>, via?: TestBroker["app"]) {
  const res = await t.request("/v2/termination-requests/drafts", { brand: BRAND, body: form({ reason: "end_of_term", ...fields }), headers: ip() }, via);
  expect(res.status).toBe(201);
  return (await res.json()).reference as string;
}

const submit = (reference: string, via?: TestBroker["app"]) =>
  t.request(`/v2/termination-requests/drafts/${reference}/submit`, { brand: BRAND, body: { locale: "fr-fr" }, headers: ip() }, via);

async function mailsTo(to: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, BRAND), eq(outbox.template, "termination-public-acknowledgement"), eq(outbox.recipient, to)));
}

async function companyHolder(email: string) {
  const holder = await insertClient(t.db, BRAND, { email, name: "Boulangerie Aubert SARL", ownerLastname: "Aubert" });
  const contract = await insertContract(t.db, { brandId: BRAND, clientId: holder.id }, { dueDate: "2030-01-15" });
  return { holder, contract };
}

describe("the confirmation reads the request sent", () => {
  it("answers the reference and time of receipt of a sent request of the brand, and 404 for a draft, a made-up reference, another brand's or a day later", async () => {
    const reference = await draftOf({ firstname: "Paul", lastname: "Martin", email: "paul@example.com", contract_number: "NOPE-1" });
    expect((await t.request(`/v2/termination-requests/received/${reference}`, { brand: BRAND })).status).toBe(404);
    const sent = await (await submit(reference)).json();
    const read = await t.request(`/v2/termination-requests/received/${reference}`, { brand: BRAND });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ status: "received", reference, received_at: sent.received_at });
    expect((await t.request(`/v2/termination-requests/received/trm_abc`, { brand: BRAND })).status).toBe(404);
    expect((await t.request(`/v2/termination-requests/received/${reference}`, { brand: "mistral" })).status).toBe(404);
    await t.db
      .update(terminationRequests)
      .set({ submittedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(terminationRequests.id, reference));
    expect((await t.request(`/v2/termination-requests/received/${reference}`, { brand: BRAND })).status).toBe(404);
  });
});

describe("a termination filed by someone else", () => {
  it("records who filed it and what matched, e-mails the holder a link, and the link withdraws it: the contract shows no termination any more", async () => {
    const { holder, contract } = await companyHolder("contact@boulangerie-aubert.example.com");
    // A stranger who knows the number, the company's name and its public contact address.
    const reference = await draftOf({
      firstname: "Eve",
      lastname: "Intruse",
      company_name: "Boulangerie Aubert SARL",
      email: "contact@boulangerie-aubert.example.com",
      contract_number: contract.number,
    });
    expect((await submit(reference)).status).toBe(202);
    const [row] = await t.db.select().from(terminationRequests).where(eq(terminationRequests.id, reference));
    expect(row).toMatchObject({ status: "received", clientId: holder.id, contractId: contract.id, firstname: "Eve", lastname: "Intruse" });
    expect(row.identity).toMatchObject({ match: "matched", matched_on: { contract_number: true, name: "company_name", email: "contact" } });
    const [marked] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(marked.termination).toMatchObject({ request_id: reference, source: "public" });

    const [mail] = await mailsTo("contact@boulangerie-aubert.example.com");
    const link = /http:\/\/azura\.localhost:3000\/fr-fr\/retrait-resiliation\/([A-Za-z0-9_-]{43})\b/.exec(mail.textBody);
    expect(link, mail.textBody).not.toBeNull();
    const token = link![1];
    // Only the token's hash is kept.
    expect(JSON.stringify(row.identity)).not.toContain(token);

    const seen = await t.request(`/v2/termination-requests/withdrawals/${token}`, { brand: BRAND });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({
      reference,
      contract_number: contract.number,
      status: "received",
      withdrawable: true,
      filed_by: { name: "Eve Intruse", company_name: "Boulangerie Aubert SARL", email: "contact@boulangerie-aubert.example.com" },
    });
    expect((await t.request(`/v2/termination-requests/withdrawals/${token}`, { brand: "mistral" })).status).toBe(404);
    expect((await t.request(`/v2/termination-requests/withdrawals/${"x".repeat(43)}`, { brand: BRAND })).status).toBe(404);

    const withdrawn = await t.request(`/v2/termination-requests/withdrawals/${token}`, { brand: BRAND, method: "POST", headers: ip() });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ status: "withdrawn", withdrawable: false, withdrawn_at: expect.any(String) });
    const [after] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(after.termination).toBeNull();
    // The link then says it was withdrawn; withdrawing again changes nothing.
    expect(await (await t.request(`/v2/termination-requests/withdrawals/${token}`, { brand: BRAND })).json()).toMatchObject({
      status: "withdrawn",
      withdrawable: false,
    });
    const again = await t.request(`/v2/termination-requests/withdrawals/${token}`, { brand: BRAND, method: "POST", headers: ip() });
    expect(await again.json()).toMatchObject({ status: "withdrawn" });
  });

  it("lets the signed-in holder see who filed it and withdraw it from the contract's tab, until it takes effect; a request sent from the customer space is not withdrawn", async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.id, me.clientId));
    const contract = await insertContract(t.db, me, { dueDate: "2030-03-01" });
    const path = `${base}/contracts/${contract.id}/terminations-requests`;
    const asClient = (p: string, body?: unknown) => t.request(p, { brand: BRAND, session: s.token, body });
    const reference = await draftOf({ firstname: "Eve", lastname: client.ownerLastname ?? "", email: client.email ?? "", contract_number: contract.number });
    await submit(reference);

    const [listed] = await (await asClient(path)).json();
    expect(listed).toMatchObject({
      id: reference,
      status: "received",
      withdrawable: true,
      public_filing: { name: `Eve ${client.ownerLastname}`, email: client.email, matched_on_name: "lastname", matched_on_email: "contact" },
    });
    const menuBefore = await (await asClient(`${base}/contracts/${contract.id}`)).json();
    expect(menuBefore.termination).toMatchObject({ request_id: reference });

    const res = await asClient(`${path}/${reference}/withdraw`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "withdrawn", withdrawable: false });
    expect((await (await asClient(`${base}/contracts/${contract.id}`)).json()).termination).toBeNull();
    // Twice: the same withdrawn request, nothing else happens.
    expect((await asClient(`${path}/${reference}/withdraw`, {})).status).toBe(200);
    // The holder may ask again from the tab.
    expect((await (await asClient(`${path}/settings`)).json()).can_request).toBe(true);

    // In effect (its end date reached): too late.
    const late = await draftOf({ firstname: "Eve", lastname: client.ownerLastname ?? "", email: client.email ?? "", contract_number: contract.number });
    await submit(late);
    await t.db.update(terminationRequests).set({ effectiveDate: "2020-01-01" }).where(eq(terminationRequests.id, late));
    expect((await asClient(`${path}/${late}/withdraw`, {})).status).toBe(422);

    // Sent by the holder from the customer space: theirs, not withdrawn here.
    const own = await insertContract(t.db, me, { type: "fleet" });
    const ownPath = `${base}/contracts/${own.id}/terminations-requests`;
    const draft = await (await asClient(`${ownPath}/drafts`, form({ reason: "sale_of_asset" }))).json();
    await asClient(`${ownPath}/${draft.id}/submit`, { locale: "fr-fr" });
    const [mine] = await (await asClient(ownPath)).json();
    expect(mine).toMatchObject({ public_filing: null, withdrawable: false });
    expect((await asClient(`${ownPath}/${draft.id}/withdraw`, {})).status).toBe(422);
  });

  it("shows the holder a request only part of which matched, awaiting review, with who filed it and what matched, and lets them withdraw it until it takes effect", async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.id, me.clientId));
    const contract = await insertContract(t.db, me, { dueDate: "2030-04-01" });
    const path = `${base}/contracts/${contract.id}/terminations-requests`;
    const asClient = (p: string, body?: unknown) => t.request(p, { brand: BRAND, session: s.token, body });
    // The number and the holder's name, an address that is not theirs: sent to a person, nothing recorded on the contract, no e-mail.
    const reference = await draftOf({
      firstname: "Eve",
      lastname: client.ownerLastname ?? "",
      email: "eve@elsewhere.example.com",
      contract_number: contract.number,
    });
    await submit(reference);
    const [row] = await t.db.select().from(terminationRequests).where(eq(terminationRequests.id, reference));
    expect(row).toMatchObject({ status: "needs_review", clientId: me.clientId, contractId: contract.id });
    expect(row.identity).toMatchObject({
      match: "needs_review",
      matched_on: { contract_number: true, name: "lastname", email: null },
      withdrawal_token_hash: null,
    });
    expect((await (await asClient(`${base}/contracts/${contract.id}`)).json()).termination).toBeNull();
    expect(await mailsTo("eve@elsewhere.example.com")).toHaveLength(0);

    const [listed] = await (await asClient(path)).json();
    expect(listed).toMatchObject({
      id: reference,
      status: "needs_review",
      withdrawable: true,
      // Nobody was sent an acknowledgement: there is none to read again.
      acknowledgement_available: false,
      public_filing: { name: `Eve ${client.ownerLastname}`, email: "eve@elsewhere.example.com", matched_on_name: "lastname", matched_on_email: null },
    });
    expect((await asClient(`${path}/${reference}/acknowledgement`)).status).toBe(404);

    const res = await asClient(`${path}/${reference}/withdraw`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "withdrawn", withdrawable: false });
    expect((await (await asClient(`${path}/settings`)).json()).can_request).toBe(true);

    // In effect: too late, as for a full match.
    const late = await draftOf({ firstname: "Eve", lastname: "Quelconque", email: client.email ?? "", contract_number: contract.number });
    await submit(late);
    await t.db.update(terminationRequests).set({ effectiveDate: "2020-01-01" }).where(eq(terminationRequests.id, late));
    const [lateRow] = await (await asClient(path)).json();
    expect(lateRow).toMatchObject({
      id: late,
      status: "needs_review",
      withdrawable: false,
      public_filing: { matched_on_name: null, matched_on_email: "contact" },
    });
    expect((await asClient(`${path}/${late}/withdraw`, {})).status).toBe(422);
  });

  it("files a request that matches nothing under nobody: no holder sees it", async () => {
    const contract = await insertContract(t.db, me, { dueDate: "2030-06-01" });
    const reference = await draftOf({ firstname: "Eve", lastname: "Quelconque", email: "eve@elsewhere.example.com", contract_number: `${contract.number}-X` });
    await submit(reference);
    const [row] = await t.db.select().from(terminationRequests).where(eq(terminationRequests.id, reference));
    expect(row).toMatchObject({ status: "needs_review", clientId: null, contractId: null });
    expect(await (await t.request(`${base}/contracts/${contract.id}/terminations-requests`, { brand: BRAND, session: s.token })).json()).toEqual([]);
  });

  it("takes the address the holder signs in with as the holder's: the request is recorded and the acknowledgement goes there (issue 45)", async () => {
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, s.accountId));
    // The client's contact address is not the one its holder signs in with.
    const [client] = await t.db.update(clients).set({ email: "compta@client.example.com" }).where(eq(clients.id, me.clientId)).returning();
    expect(account.email).not.toBe(client.email);
    const contract = await insertContract(t.db, me, { dueDate: "2030-05-01" });
    const reference = await draftOf({
      firstname: "A",
      lastname: client.ownerLastname ?? "",
      email: account.email.toUpperCase(),
      contract_number: contract.number,
    });
    await submit(reference);
    const [row] = await t.db.select().from(terminationRequests).where(eq(terminationRequests.id, reference));
    expect(row).toMatchObject({ status: "received", contractId: contract.id });
    expect(row.identity).toMatchObject({ match: "matched", matched_on: { name: "lastname", email: "sign_in" } });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.brandId, BRAND), eq(outbox.template, "termination-public-acknowledgement")));
    expect(mails.filter((mail) => mail.textBody.includes(reference)).map((mail) => mail.recipient.toLowerCase())).toEqual([account.email]);
  });
});

/** The database calls a handler makes, in order: what it selects, inserts, updates, deletes, and its (nested) transactions. */
function recording(db: Database, log: string[]): Database {
  const tableOf = (table: unknown) => (table && typeof table === "object" ? getTableName(table as Table) : "?");
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "transaction") {
        return (run: (tx: Database) => Promise<unknown>, config?: unknown) => {
          log.push("begin");
          return (value as Database["transaction"]).call(target, (tx) => run(recording(tx as unknown as Database, log)) as never, config as never);
        };
      }
      if (prop === "insert" || prop === "update" || prop === "delete") {
        return (table: unknown) => {
          log.push(`${prop} ${tableOf(table)}`);
          return (value as (t: unknown) => unknown).call(target, table);
        };
      }
      if (prop === "select" || prop === "execute") {
        return (...args: unknown[]) => {
          log.push(String(prop));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

describe("a full match answers no slower than a mismatch", () => {
  it("makes the same database calls, in the same order, whether the contract matched, half matched or not", async () => {
    const log: string[] = [];
    const app = createBrokerApp({ db: recording(t.db, log), config: t.config, log: createLogger(false), now: t.clock.now });
    const { contract } = await companyHolder("contact@aubert-timing.example.com");
    // The app's first request loads what it caches (the brands): not part of what is compared.
    await t.request("/v2/termination-requests/settings", { brand: BRAND }, app);
    const cases = {
      matched: { firstname: "Eve", lastname: "Aubert", email: "contact@aubert-timing.example.com", contract_number: contract.number },
      partial: { firstname: "Eve", lastname: "Aubert", email: "someone@example.com", contract_number: contract.number },
      unmatched: { firstname: "Eve", lastname: "Inconnue", email: "someone@example.com", contract_number: "NOPE-77" },
    };
    const calls: Record<string, string[]> = {};
    for (const [name, fields] of Object.entries(cases)) {
      const reference = await draftOf(fields);
      log.length = 0;
      expect((await submit(reference, app)).status).toBe(202);
      calls[name] = [...log];
    }
    expect(calls.matched).toContain("update contract");
    expect(calls.matched).toContain("insert outbox");
    expect(calls.unmatched).toEqual(calls.matched);
    expect(calls.partial).toEqual(calls.matched);
    // Only the full match keeps its effects: one e-mail, to the holder.
    expect(await mailsTo("someone@example.com")).toHaveLength(0);
    expect(await mailsTo("contact@aubert-timing.example.com")).toHaveLength(1);
  });

  it("measures both answers (figures for the report, not asserted: timings on a shared machine are noise)", async () => {
    const { contract } = await companyHolder("contact@aubert-figures.example.com");
    const timings: Record<"matched" | "unmatched", number[]> = { matched: [], unmatched: [] };
    const fields = {
      matched: { firstname: "Eve", lastname: "Aubert", email: "contact@aubert-figures.example.com", contract_number: contract.number },
      unmatched: { firstname: "Eve", lastname: "Inconnue", email: "nobody@example.com", contract_number: "NOPE-78" },
    } as const;
    for (let round = 0; round < 12; round++) {
      for (const name of round % 2 ? (["matched", "unmatched"] as const) : (["unmatched", "matched"] as const)) {
        const reference = await draftOf(fields[name]);
        const start = performance.now();
        expect((await submit(reference)).status).toBe(202);
        timings[name].push(performance.now() - start);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1);
    console.info(`public termination submit, median of 12 (ms): matched ${median(timings.matched)}, unmatched ${median(timings.unmatched)}`);
  });
});
