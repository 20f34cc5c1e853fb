/**
 * Delegate functions (decisions 0120, 0121): what each one may do is checked
 * by the broker on every client route, a delegation grants access with an
 * invitation that works, and revoking one ends the delegate's access at once.
 */
import { readFileSync } from "node:fs";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClients, accounts, delegations, gdprRequests, outbox, sessions } from "../db/schema";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../db/demo/logins";
import { demoIds } from "../db/demo/ids";
import { mayDo, type Permission } from "../../contract/codes/delegate-access";
import { allRoutes } from "../routes";
import { isClassified, permissionFor } from "../scope/permissions";
import { createTestBroker, type TestBroker } from "./harness";

const BRAND = "azura";
const ids = demoIds(BRAND);
const CLIENT = ids.fullClient;
const CONTRACT = ids.contract("full_formalised");
const base = `/v2/clients/${CLIENT}`;
let t: TestBroker;

beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

/** The full client's people: its holder (role owner) and two delegates. */
const people = { owner: DEMO_EMAILS.full, manager: DEMO_EMAILS.manager, accountant: DEMO_EMAILS.accountant } as const;
const sessionOf = (who: keyof typeof people) => t.sessionForAccount(BRAND, people[who], { clientId: CLIENT });
const call = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  t.request(path, { brand: BRAND, session: token, method: init.method, body: init.body });

describe("every client route checks the caller's function (table: functions × routes)", () => {
  const clientRoutes = allRoutes.filter((r) => r.auth === "client" || r.auth === "customer");

  it("every client read and write of the registry has a decided permission (decision 0168)", () => {
    const undecided = clientRoutes.filter((r) => !isClassified(r.method, r.path)).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(undecided).toEqual([]);
  });
  const concrete = (path: string) =>
    path
      .replace("{client}", CLIENT)
      .replace("{contract}", CONTRACT)
      .replace(/\{\w+\}/g, "none");

  for (const role of ["owner", "manager", "accountant"] as const) {
    it(`${role}: 403 exactly where the table refuses`, async () => {
      const wrong: string[] = [];
      for (const route of clientRoutes) {
        // A fresh session each call: signing out or a password change must not end the next call's.
        const s = await sessionOf(role);
        const res = await call(s.token, concrete(route.path), { method: route.method.toUpperCase(), body: route.method === "get" ? undefined : {} });
        const allowed = mayDo(role, permissionFor(route.method, route.path));
        if ((res.status === 403) === allowed) wrong.push(`${route.method.toUpperCase()} ${route.path}: ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("the accountant (demo.accountant) cannot change what the issue names", () => {
  const refusals: [string, string, string, unknown][] = [
    ["replace the SEPA mandate", "POST", `${base}/contracts/${CONTRACT}/sepa`, { iban: "FR7630006000011234567890189", agreement: true }],
    ["switch to card", "POST", `${base}/contracts/${CONTRACT}/payment-methods/card`, {}],
    ["change the mandate", "PUT", `${base}/contracts/${CONTRACT}/mandate/sepa`, {}],
    ["start an e-signature", "POST", `${base}/contracts/${ids.contract("full_need_signature")}/signable/none/sign`, {}],
    ["edit the company profile", "PUT", base, { name: "Taken over SAS" }],
    ["list the delegations", "GET", `${base}/delegations`, undefined],
    ["give a delegation", "POST", `${base}/delegations`, {}],
  ];
  for (const [what, method, path, body] of refusals) {
    it(`cannot ${what}: 403 delegation.forbidden`, async () => {
      const s = await sessionOf("accountant");
      const res = await call(s.token, path, { method, body });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("delegation.forbidden");
    });
  }

  it("cannot delete the manager's delegation, which stays", async () => {
    const s = await sessionOf("accountant");
    const res = await call(s.token, `${base}/delegations/dlg_${BRAND}_manager`, { method: "DELETE" });
    expect(res.status).toBe(403);
    expect(
      await t.db
        .select()
        .from(delegations)
        .where(eq(delegations.id, `dlg_${BRAND}_manager`)),
    ).toHaveLength(1);
  });

  it("still reads contracts and invoices, and its session says what it may do", async () => {
    const s = await sessionOf("accountant");
    expect((await call(s.token, `${base}/contracts`)).status).toBe(200);
    expect((await call(s.token, `${base}/invoices`)).status).toBe(200);
    const session = await (await call(s.token, `${base}/session`)).json();
    expect(session.access).toEqual({ function: "accountant", permissions: ["read", "pay", "contact"] });
  });
});

async function lastInvitation(to: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, BRAND), eq(outbox.template, "delegation-invitation"), eq(outbox.recipient, to)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(mail, `invitation to ${to}`).toBeDefined();
  return mail.textBody ?? "";
}

const signIn = (login: string, password: string) => t.request("/v2/clients/authentication", { brand: BRAND, body: { login, password } });

describe("the accountant reads only what its permissions own (issue 41 point 1)", () => {
  it("not the data-rights requests nor the personal-data export (JSON and PDF); the owner does", async () => {
    const owner = await sessionOf("owner");
    const created = await call(owner.token, `${base}/rights-exercise`, { body: { subject: "access", acceptance: true } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await t.db.update(gdprRequests).set({ status: "answered", answeredAt: new Date() }).where(eq(gdprRequests.id, id));
    const accountant = await sessionOf("accountant");
    for (const path of [`${base}/rights-exercise`, `${base}/rights-exercise/${id}/data`, `${base}/rights-exercise/${id}/data?format=pdf`]) {
      const refused = await call(accountant.token, path);
      expect(refused.status, path).toBe(403);
      expect((await refused.json()).code).toBe("delegation.forbidden");
      expect((await call(owner.token, path)).status, path).toBe(200);
    }
  });

  it("not the delegations, nor the choices of forms it may not send (claims, termination)", async () => {
    const accountant = await sessionOf("accountant");
    for (const path of [
      `${base}/delegations`,
      `${base}/claims-resources/allowed-contracts`,
      `${base}/contracts/${CONTRACT}/terminations-requests/settings`,
      `${base}/contact-details`,
    ])
      expect((await call(accountant.token, path)).status, path).toBe(403);
    for (const path of [`${base}/contracts/${CONTRACT}`, `${base}/claims`, `${base}/contracts/${CONTRACT}/documents-required`])
      expect((await call(accountant.token, path)).status, path).toBe(200);
  });
});

describe("a data-rights request and its answer belong to the person who made it (decision 0275)", () => {
  const answered = (id: string) => t.db.update(gdprRequests).set({ status: "answered", answeredAt: new Date() }).where(eq(gdprRequests.id, id));
  const listed = async (token: string) => ((await (await call(token, `${base}/rights-exercise`)).json()) as { id: string }[]).map((r) => r.id);

  it("the manager neither lists nor downloads the holder's requests, and the holder does not list the manager's", async () => {
    const [owner, manager] = [await sessionOf("owner"), await sessionOf("manager")];
    const holders = `gdp_${BRAND}_access_answered`;
    expect(await listed(owner.token)).toContain(holders);
    expect(await listed(manager.token)).not.toContain(holders);
    for (const query of ["", "?format=pdf"]) expect((await call(manager.token, `${base}/rights-exercise/${holders}/data${query}`)).status).toBe(404);

    const created = await call(manager.token, `${base}/rights-exercise`, { body: { subject: "portability", acceptance: true } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await listed(manager.token)).toEqual([id]);
    expect(await listed(owner.token)).not.toContain(id);
    await answered(id);
    expect((await call(owner.token, `${base}/rights-exercise/${id}/data`)).status).toBe(404);
  });

  it("the manager's answer is the manager's own data: their account and requests, not the client's record nor its contracts", async () => {
    const manager = await sessionOf("manager");
    const created = await call(manager.token, `${base}/rights-exercise`, { body: { subject: "access", acceptance: true } });
    const { id } = (await created.json()) as { id: string };
    await answered(id);
    const res = await call(manager.token, `${base}/rights-exercise/${id}/data`);
    expect(res.status).toBe(200);
    const data = (await res.json()) as { client: unknown; account: { email: string }; contracts: unknown[]; data_rights_requests: { reference: string }[] };
    expect(data.account.email).toBe(DEMO_EMAILS.manager);
    expect(data.client).toBeNull();
    expect(data.contracts).toEqual([]);
    expect(data.data_rights_requests.map((r) => r.reference)).not.toContain(`gdp_${BRAND}_access_answered`);
    expect(JSON.stringify(data)).not.toContain(DEMO_EMAILS.full);
    expect((await call(manager.token, `${base}/rights-exercise/${id}/data?format=pdf`)).status).toBe(200);

    const owner = await sessionOf("owner");
    const own = (await (await call(owner.token, `${base}/rights-exercise/gdp_${BRAND}_access_answered/data`)).json()) as typeof data;
    expect(own.account.email).toBe(DEMO_EMAILS.full);
    expect(own.client).toMatchObject({ id: CLIENT });
    expect(own.data_rights_requests.map((r) => r.reference)).not.toContain(id);
  });

  it("migration 0014 gives a request stored without its account to the client's own account, not to a delegate", async () => {
    const id = `gdp_${BRAND}_objection_received`;
    await t.db.update(gdprRequests).set({ accountId: null }).where(eq(gdprRequests.id, id));
    const file = readFileSync(new URL("../db/migrations/0014_data-rights-requests-their-account.sql", import.meta.url), "utf8");
    for (const statement of file.split("--> statement-breakpoint")) await t.db.execute(sql.raw(statement));
    const [row] = await t.db.select().from(gdprRequests).where(eq(gdprRequests.id, id));
    expect(row.accountId).toBe(ids.account("full"));
  });
});

describe("a new delegation grants access through an invitation that works", () => {
  it("the invited person sets a password from the e-mail, signs in on the client as manager and may act, not delegate", async () => {
    const owner = await sessionOf("owner");
    const email = "nora.gerante@example.com";
    const created = await call(owner.token, `${base}/delegations`, {
      body: { firstname: "Nora", lastname: "Gérante", email, phone: "+33 6 12 12 12 12", gender: "F", function: "manager", locale: "fr-fr" },
    });
    expect(created.status).toBe(201);
    const text = await lastInvitation(email);
    const token = /\/fr-fr\/login\/reset-password\/email\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token, text).toBeDefined();

    expect((await t.request(`/v2/clients/passwordresets/${token}`, { brand: BRAND })).status).toBe(200);
    const saved = await t.request(`/v2/clients/passwordresets/${token}`, { brand: BRAND, method: "PUT", body: { password: "Nora-Password-1" } });
    expect(saved.status).toBe(204);

    const login = await signIn(email, "Nora-Password-1");
    expect(login.status).toBe(200);
    const session = await login.json();
    expect(session.client?.id).toBe(CLIENT);
    expect(session.access).toMatchObject({ function: "manager" });
    expect((await call(session.session, `${base}/contracts`)).status).toBe(200);
    expect((await call(session.session, `${base}/contracts/${CONTRACT}/payment-methods/card`, { method: "POST", body: {} })).status).not.toBe(403);
    expect((await call(session.session, `${base}/delegations`)).status).toBe(403);
  });

  it("an existing account is linked and invited to sign in as usual", async () => {
    const owner = await sessionOf("owner");
    const res = await call(owner.token, `${base}/delegations`, {
      body: { firstname: "Solo", lastname: "Client", email: DEMO_EMAILS.single, phone: "+33 6 12 12 12 13", gender: "M", function: "accountant" },
    });
    expect(res.status).toBe(201);
    expect(await lastInvitation(DEMO_EMAILS.single)).toMatch(/\/fr-fr\/connexion\n/);
    const [link] = await t.db
      .select()
      .from(accountClients)
      .where(eq(accountClients.clientId, CLIENT))
      .then((rows) => rows.filter((r) => r.role === "accountant" && r.isDefault === false));
    expect(link).toBeDefined();
  });

  it("refuses a person who already acts for the client (the holder)", async () => {
    const owner = await sessionOf("owner");
    const res = await call(owner.token, `${base}/delegations`, {
      body: { firstname: "Me", lastname: "Again", email: DEMO_EMAILS.full, phone: "+33 6 12 12 12 14", gender: "M", function: "accountant" },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ email: ["delegation.already-has-access"] });
  });
});

describe("the qualification is asked of those who may change the profile (issue 45 section 1)", () => {
  const flagged = (who: keyof typeof people, value: boolean) =>
    t.db
      .update(accounts)
      .set({ mustDoQualification: value })
      .where(and(eq(accounts.brandId, BRAND), eq(accounts.email, people[who])));

  for (const [who, asked] of [
    ["owner", true],
    ["manager", true],
    ["accountant", false],
  ] as const) {
    it(`${who}: the session's must_do_qualification is ${asked} when the account is flagged`, async () => {
      await flagged(who, true);
      try {
        const s = await sessionOf(who);
        const res = await call(s.token, `${base}/session`);
        expect(res.status).toBe(200);
        expect((await res.json()).feature_flags.must_do_qualification).toBe(asked);
      } finally {
        await flagged(who, false);
      }
    });
  }
});

describe("revoking a delegation ends the delegate's access at once", () => {
  it("the open session answers 401 on its next call, and signing in again reaches no contract", async () => {
    const manager = await sessionOf("manager");
    expect((await call(manager.token, `${base}/contracts`)).status).toBe(200);
    const owner = await sessionOf("owner");
    const revoked = await call(owner.token, `${base}/delegations/dlg_${BRAND}_manager`, { method: "DELETE" });
    expect(revoked.status).toBe(204);

    expect((await call(manager.token, `${base}/contracts`)).status).toBe(401);
    expect((await call(manager.token, `${base}/session`)).status).toBe(401);

    // Signing in again opens no session: the access was withdrawn (issue 45 section 1; decision 0169).
    const openBefore = (await t.db.select().from(sessions)).length;
    const again = await signIn(DEMO_EMAILS.manager, DEMO_PASSWORD);
    expect(again.status).toBe(403);
    expect((await again.json()).code).toBe("authentication.access-withdrawn");
    expect((await t.db.select().from(sessions)).length).toBe(openBefore);
  });

  it("a person with a company of their own signs in straight to it again once revoked: has_multi_account follows the accounts left", async () => {
    const owner = await sessionOf("owner");
    const created = await call(owner.token, `${base}/delegations`, {
      body: { firstname: "Cli", lastname: "Ent", email: DEMO_EMAILS.client, phone: "+33 6 12 12 12 16", gender: "M", function: "manager" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const before = await (await signIn(DEMO_EMAILS.client, DEMO_PASSWORD)).json();
    expect(before.feature_flags.has_multi_account).toBe(true);

    expect((await call(owner.token, `${base}/delegations/${id}`, { method: "DELETE" })).status).toBe(204);
    const after = await signIn(DEMO_EMAILS.client, DEMO_PASSWORD);
    expect(after.status).toBe(200);
    const session = await after.json();
    expect(session.feature_flags.has_multi_account).toBe(false);
    expect(session.client?.id).toBe(before.client?.id);
    expect(session.client?.id).not.toBe(CLIENT);
  });

  it("the invitation's set-your-password link of a revoked delegation no longer works (issue 41 point 9)", async () => {
    const owner = await sessionOf("owner");
    const email = "revoked.invitee@example.com";
    const created = await call(owner.token, `${base}/delegations`, {
      body: { firstname: "Rémi", lastname: "Révoqué", email, phone: "+33 6 12 12 12 15", gender: "M", function: "accountant", locale: "fr-fr" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const token = /\/reset-password\/email\/([A-Za-z0-9_-]{43})/.exec(await lastInvitation(email))?.[1];
    expect(token).toBeDefined();
    expect((await t.request(`/v2/clients/passwordresets/${token}`, { brand: BRAND })).status).toBe(200);

    expect((await call(owner.token, `${base}/delegations/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(`/v2/clients/passwordresets/${token}`, { brand: BRAND })).status).not.toBe(200);
    const saved = await t.request(`/v2/clients/passwordresets/${token}`, { brand: BRAND, method: "PUT", body: { password: "Revoked-Password-1" } });
    expect(saved.status).not.toBe(204);
    expect((await signIn(email, "Revoked-Password-1")).status).toBe(401);
  });
});

it("the permission names of the routes exist in the table", () => {
  const used = new Set<Permission>(allRoutes.map((r) => permissionFor(r.method, r.path)));
  for (const p of used) expect(mayDo("owner", p), p).toBe(true);
});
