import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSession } from "../auth/sessions";
import { preparedRead } from "../db/prepared";
import { brandApiTokens, clients, sessions } from "../db/schema";
import { brandCacheMs } from "../http/brand-auth";
import { hashToken } from "../security/tokens";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

let t: TestBroker;
let azura: TestSession;
beforeAll(async () => {
  t = await createTestBroker();
  azura = await t.sessionFor("azura", "client");
});
afterAll(() => t.close());

describe("brand token (caller authentication)", () => {
  it("is required", async () => {
    const res = await t.request("/v2/clients/authentication", { brand: null, body: { login: "a@b.fr", password: "x" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status_code: 401, code: "generic.invalid-api-token" });
  });

  it("rejects a wrong token", async () => {
    const res = await t.request(`/v2/clients/${azura.clientId}`, { brand: "not-a-real-token", session: azura.token });
    expect(res.status).toBe(401);
  });

  it("stops a revoked token within the brand cache's lifetime (docs/decisions/0039)", async () => {
    const url = `/v2/clients/${azura.clientId}`;
    expect((await t.request(url, { brand: "azura", session: azura.token })).status).toBe(200);
    const tokenHash = hashToken(t.brandTokens.azura);
    await t.db.update(brandApiTokens).set({ revokedAt: t.clock.now() }).where(eq(brandApiTokens.tokenHash, tokenHash));
    try {
      // Still the cached brand for a moment…
      expect((await t.request(url, { brand: "azura", session: azura.token })).status).toBe(200);
      // …and refused once the cache entry is older than brandCacheMs.
      t.clock.advance(brandCacheMs + 1);
      expect((await t.request(url, { brand: "azura", session: azura.token })).status).toBe(401);
    } finally {
      await t.db.update(brandApiTokens).set({ revokedAt: null }).where(eq(brandApiTokens.tokenHash, tokenHash));
    }
    expect((await t.request(url, { brand: "azura", session: azura.token })).status).toBe(200);
  });

  it("accepts each brand's own token", async () => {
    expect(Object.keys(t.brandTokens).sort()).toEqual([
      "azura",
      "castello",
      "courtia-de",
      "courtia-es",
      "courtia-fr",
      "courtia-it",
      "mistral",
      "nordhafen",
      "solana",
      "vigie",
    ]);
    const res = await t.request(`/v2/clients/${azura.clientId}`, { brand: "azura", session: azura.token });
    expect(res.status).toBe(200);
  });
});

describe("session token (user authentication)", () => {
  it("is required on session routes", async () => {
    const res = await t.request(`/v2/clients/${azura.clientId}`, { brand: "azura" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "generic.invalid-auth-token" });
  });

  it("carries the account without its password hashes", async () => {
    const s = await t.sessionFor("azura", "client");
    const session = await resolveSession(t.db, "azura", s.token, t.clock.now());
    expect(session?.account.email).toBe(t.demo.client.email);
    expect(session?.account).not.toHaveProperty("passwordHash");
    expect(session?.account).not.toHaveProperty("managerPasswordHash");
  });

  it("rejects unknown and expired tokens", async () => {
    const unknown = await t.request(`/v2/clients/${azura.clientId}`, { brand: "azura", session: "nope" });
    expect(unknown.status).toBe(401);
    const s = await t.sessionFor("azura", "client");
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, s.sessionId));
    const expired = await t.request(`/v2/clients/${s.clientId}`, { brand: "azura", session: s.token });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: "generic.invalid-auth-token" });
  });

  it("a page's calls made together share one check, and nothing of it is kept once it answers", async () => {
    const s = await t.sessionFor("azura", "client");
    // The session read as prepared on this handle (db/prepared.ts keeps one per name): its runs are counted, on either driver.
    await resolveSession(t.db, "azura", s.token, t.clock.now());
    const read = preparedRead(t.db, "resolve_session", () => {
      throw new Error("prepared by the call above");
    }) as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    const statements = { count: 0 };
    const run = read.execute;
    read.execute = (...args: unknown[]) => {
      statements.count++;
      return run.apply(read, args);
    };
    try {
      const together = await Promise.all(Array.from({ length: 7 }, () => resolveSession(t.db, "azura", s.token, t.clock.now())));
      expect(together.map((session) => session?.id)).toEqual(Array(7).fill(s.sessionId));
      expect(statements.count).toBe(1);
      // Revoked: the next call reads again and sees it at once.
      await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.id, s.sessionId));
      expect(await resolveSession(t.db, "azura", s.token, t.clock.now())).toBeNull();
      expect(statements.count).toBe(2);
    } finally {
      read.execute = run;
    }
  });

  it("logs in with the demo password and returns the SPEC session object", async () => {
    const res = await t.request("/v2/clients/authentication", {
      brand: "mistral",
      body: { login: t.demo.client.email, password: t.demo.password },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.client.id).toBe(t.demo.client.clientIdFor("mistral"));
    expect(body.account).toMatchObject({ email: t.demo.client.email, firstname: "Camille" });
    expect(Object.keys(body.feature_flags)).toHaveLength(8);
    expect(body.account).not.toHaveProperty("passwordHash");
    // The token works, and only its hash is stored.
    const me = await t.request(`/v2/clients/${body.client.id}/session`, { brand: "mistral", session: body.session });
    expect(me.status).toBe(200);
    const stored = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.tokenHash === body.session)).toBe(false);
  });

  it("answers auth/bad_credentials on a wrong password", async () => {
    const res = await t.request("/v2/clients/authentication", {
      brand: "vigie",
      body: { login: t.demo.client.email, password: "Wrong-password-1" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "auth/bad_credentials" });
  });

  it("lets a prospect read its session under its prospect id, not client pages", async () => {
    const p = await t.sessionFor("azura", "prospect");
    const res = await t.request(`/v2/clients/${p.prospectId}/session?include=best_product_sheet`, {
      brand: "azura",
      session: p.token,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.client).toBeNull();
    expect(body.prospects[0]).toMatchObject({ id: p.prospectId, best_product_sheet: { name: "Multirisque professionnelle" } });
    const client = await t.request(`/v2/clients/${p.prospectId}`, { brand: "azura", session: p.token });
    expect(client.status).toBe(404);
  });
});

describe("tenancy", () => {
  it("another brand's token with a valid session gives 401 (the session belongs to its brand)", async () => {
    const res = await t.request(`/v2/clients/${azura.clientId}`, { brand: "mistral", session: azura.token });
    expect(res.status).toBe(401);
  });

  it("another client's id gives 404, in another brand or the same one", async () => {
    const other = await t.sessionFor("mistral", "client");
    const crossBrand = await t.request(`/v2/clients/${other.clientId}`, { brand: "azura", session: azura.token });
    expect(crossBrand.status).toBe(404);
    expect(await crossBrand.json()).toMatchObject({ code: "generic.not-found" });

    await t.db.insert(clients).values({ id: "cli_neighbour", brandId: "azura", name: "Neighbour SAS" });
    const sameBrand = await t.request(`/v2/clients/cli_neighbour`, { brand: "azura", session: azura.token });
    expect(sameBrand.status).toBe(404);

    const madeUp = await t.request(`/v2/clients/cli_doesnotexist`, { brand: "azura", session: azura.token });
    expect(madeUp.status).toBe(404);
    // Same body either way: existence is not revealed.
    expect(await madeUp.json()).toEqual(await sameBrand.json());
  });

  it("writes are scoped too", async () => {
    const other = await t.sessionFor("mistral", "client");
    const res = await t.request(`/v2/clients/${other.clientId}`, {
      method: "PUT",
      brand: "azura",
      session: azura.token,
      body: { profile: { city: "Lyon" } },
    });
    expect(res.status).toBe(404);
  });
});

describe("validation errors", () => {
  it("answer 422 validation.failed with errors keyed by dotted field path", async () => {
    const res = await t.request(`/v2/clients/${azura.clientId}`, {
      method: "PUT",
      brand: "azura",
      session: azura.token,
      body: { profile: { email: "not-an-email", postal_code: "!" } },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ status_code: 422, code: "validation.failed" });
    expect(typeof body.title).toBe("string");
    expect(typeof body.details).toBe("string");
    expect(typeof body.message).toBe("string");
    expect(Object.keys(body.errors).sort()).toEqual(["profile.email", "profile.postal_code"]);
    expect(body.errors["profile.email"][0]).toEqual(expect.any(String));
  });

  it("a postal code follows the client's country (azura: France, five digits)", async () => {
    const put = (postal_code: string) =>
      t.request(`/v2/clients/${azura.clientId}`, { method: "PUT", brand: "azura", session: azura.token, body: { profile: { postal_code } } });
    const refused = await put("1234");
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(["profile.postal_code"]);
    expect((await put("69001")).status).toBe(200);
  });

  it("a sign-in without login or password says which field is required, as a code", async () => {
    const res = await t.request("/v2/clients/authentication", { method: "POST", brand: "azura", body: {} });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ login: ["field.required"], password: ["field.required"] });
  });

  it("malformed JSON is a 400 in the same shape", async () => {
    const res = await t.request(`/v2/clients/${azura.clientId}`, {
      method: "PUT",
      brand: "azura",
      session: azura.token,
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status_code: 400, code: "generic.bad-request" });
  });

  it("a valid update is saved and returned", async () => {
    const res = await t.request(`/v2/clients/${azura.clientId}`, {
      method: "PUT",
      brand: "azura",
      session: azura.token,
      body: { profile: { city: "Lyon", postal_code: "69001" } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: azura.clientId, city: "Lyon", postal_code: "69001" });
  });

  it("null clears an optional field, an absent field is left as it is", async () => {
    const put = (profile: Record<string, unknown>) =>
      t.request(`/v2/clients/${azura.clientId}`, { method: "PUT", brand: "azura", session: azura.token, body: { profile } });
    const filled = {
      activity: "Menuiserie",
      function: "Gérant",
      address: "1 rue X",
      additional_address: "Bât. B",
      postal_code: "69001",
      city: "Lyon",
      phone: "+33612345678",
      status: "F",
    };
    expect((await put(filled)).status).toBe(200);

    const cleared = { activity: null, function: null, address: null, additional_address: null, postal_code: null, phone: null, status: null };
    const res = await put(cleared);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ activity: null, function: null, address: null, additional_address: null, postal_code: null, phone: null, city: "Lyon" });
    // Stored, not just echoed: a fresh read says the same.
    const read = await (await t.request(`/v2/clients/${azura.clientId}`, { brand: "azura", session: azura.token })).json();
    expect(read).toMatchObject({ activity: null, function: null, postal_code: null, phone: null, city: "Lyon" });
    const session = await (await t.request(`/v2/clients/${azura.clientId}/session`, { brand: "azura", session: azura.token })).json();
    expect(session.account.title).toBeNull();
  });

  it("names and the company name can be changed but never cleared", async () => {
    const res = await t.request(`/v2/clients/${azura.clientId}`, {
      method: "PUT",
      brand: "azura",
      session: azura.token,
      body: { profile: { firstname: null, company_name: null } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(["profile.company_name", "profile.firstname"]);
  });
});
