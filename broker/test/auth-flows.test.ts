import { and, desc, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devSsoSecret } from "../auth/sso";
import { demoIds } from "../db/demo/brand-data";
import { DEMO_EMAILS, DEMO_MANAGER_PASSWORD, DEMO_PASSWORD } from "../db/demo/logins";
import { accounts, idempotencyKeys, outbox } from "../db/schema";
import { MAGIC_LINK_TTL_MS, MESSAGES_PER_LOGIN, PASSWORD_RESET_TTL_MS, SMS_CODE_MAX_ATTEMPTS } from "../routes/authentication";
import { createTestBroker, type TestBroker } from "./harness";

let t: TestBroker;
let ipCounter = 0;
/** A fresh source address per call: per-IP limits never interfere unless a test wants them to. */
const ip = () => ({ "x-forwarded-for": `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

async function lastMessage(brand: string, recipient: string, template: string) {
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, brand), eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

async function outboxCount() {
  return (await t.db.select({ id: outbox.id }).from(outbox)).length;
}

async function login(brand: string, body: Record<string, unknown>) {
  return t.request("/v2/clients/authentication", { brand, body, headers: ip() });
}

describe("password login", () => {
  it("returns the full SPEC Session, with the best product sheet on include", async () => {
    const res = await login("azura", { login: DEMO_EMAILS.bespokeOne, password: DEMO_PASSWORD, include: "best_product_sheet" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["account", "client", "data", "feature_flags", "prospects", "session"]);
    expect(body.client).toBeNull();
    expect(body.prospects[0]).toMatchObject({ id: "pro_azura_bespoke_one", best_product_sheet: { name: expect.any(String) } });
  });

  it("logs in case-insensitively and reports feature flags", async () => {
    const res = await login("vigie", { login: DEMO_EMAILS.changePassword.toUpperCase(), password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect((await res.json()).feature_flags.must_change_password).toBe(true);
  });

  it("manager space: manager: true checks the manager password only", async () => {
    const ok = await login("azura", { login: DEMO_EMAILS.manager, password: DEMO_MANAGER_PASSWORD, manager: true });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.data).toEqual({ space: "manager" });
    expect(body.client.id).toBe(demoIds("azura").fullClient);
    const normalAsManager = await login("azura", { login: DEMO_EMAILS.manager, password: DEMO_PASSWORD, manager: true });
    expect(normalAsManager.status).toBe(401);
    const managerAsNormal = await login("azura", { login: DEMO_EMAILS.manager, password: DEMO_MANAGER_PASSWORD });
    expect(managerAsNormal.status).toBe(401);
    const noManagerSpace = await login("azura", { login: DEMO_EMAILS.full, password: DEMO_PASSWORD, manager: true });
    expect(noManagerSpace.status).toBe(401);
    expect(await noManagerSpace.json()).toMatchObject({ code: "auth/bad_credentials" });
  });

  it("422 with field errors when neither credentials nor magic token are given", async () => {
    const res = await login("azura", {});
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(["login", "password"]);
  });
});

describe("logout", () => {
  it("revokes the session; the token then answers 401", async () => {
    const s = await t.sessionFor("azura", "client");
    const out = await t.request(`/v2/clients/${s.clientId}/authentication`, { method: "DELETE", brand: "azura", session: s.token });
    expect(out.status).toBe(204);
    const after = await t.request(`/v2/clients/${s.clientId}/session`, { brand: "azura", session: s.token });
    expect(after.status).toBe(401);
  });

  it("works for a prospect under its prospect id, and 404 for another id", async () => {
    const p = await t.sessionFor("azura", "prospect");
    const wrong = await t.request(`/v2/clients/cli_demo_azura/authentication`, { method: "DELETE", brand: "azura", session: p.token });
    expect(wrong.status).toBe(404);
    const out = await t.request(`/v2/clients/${p.prospectId}/authentication`, { method: "DELETE", brand: "azura", session: p.token });
    expect(out.status).toBe(204);
  });
});

describe("magic link", () => {
  const send = (brand: string, loginEmail: string, headers = ip()) =>
    t.request("/v2/clients/authentication/magic-link", { brand, body: { login: loginEmail }, headers });

  it("e-mails a single-use link to the portal and logs in with it", async () => {
    const res = await send("castello", DEMO_EMAILS.single);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    const mail = await lastMessage("castello", DEMO_EMAILS.single, "magic-link");
    const match = /http:\/\/localhost:3000\/it-it\/login\?magic=([A-Za-z0-9_-]{43})/.exec(mail.textBody);
    expect(match).not.toBeNull();
    const token = match![1];
    const first = await login("castello", { magic_token: token });
    expect(first.status).toBe(200);
    expect((await first.json()).client.id).toBe(demoIds("castello").singleClient);
    const again = await login("castello", { magic_token: token });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "auth/bad_credentials" });
  });

  it("gives the same answer, and sends nothing, for an unknown account", async () => {
    const before = await outboxCount();
    const res = await send("castello", "nobody@example.com");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    expect(await outboxCount()).toBe(before);
  });

  it("expires after 15 minutes", async () => {
    await send("nordhafen", DEMO_EMAILS.single);
    const mail = await lastMessage("nordhafen", DEMO_EMAILS.single, "magic-link");
    expect(mail.textBody).toContain("/de-de/login?magic=");
    const token = /magic=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1];
    t.clock.advance(MAGIC_LINK_TTL_MS + 1000);
    const res = await login("nordhafen", { magic_token: token });
    expect(res.status).toBe(401);
  });

  it("is bound to its brand", async () => {
    await send("solana", DEMO_EMAILS.single);
    const token = /magic=([A-Za-z0-9_-]+)/.exec((await lastMessage("solana", DEMO_EMAILS.single, "magic-link")).textBody)![1];
    const other = await login("mistral", { magic_token: token });
    expect(other.status).toBe(401);
    const own = await login("solana", { magic_token: token });
    expect(own.status).toBe(200);
  });

  it("is rate-limited per login, unknown logins included", async () => {
    for (const who of [DEMO_EMAILS.multi, "ghost@example.com"]) {
      for (let i = 0; i < MESSAGES_PER_LOGIN.limit; i++) expect((await send("vigie", who)).status).toBe(202);
      const res = await send("vigie", who);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
      expect(await res.json()).toMatchObject({ code: "rate-limited" });
    }
  });
});

describe("single sign-on (JWT)", () => {
  const sign = (brand: string, claims: Record<string, unknown>, opts: { exp?: number | string | null; secret?: string; alg?: string } = {}) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: opts.alg ?? "HS256" }).setIssuedAt(Math.floor(t.clock.now().getTime() / 1000));
    if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? Math.floor(t.clock.now().getTime() / 1000) + 300);
    return jwt.sign(new TextEncoder().encode(opts.secret ?? devSsoSecret(brand)));
  };
  const sso = (brand: string, token: string) => t.request("/v2/clients/authentication/jwt", { brand, body: { token }, headers: ip() });

  it("opens a session for sub = e-mail", async () => {
    const res = await sso("azura", await sign("azura", { sub: DEMO_EMAILS.full }));
    expect(res.status).toBe(200);
    expect((await res.json()).client.id).toBe(demoIds("azura").fullClient);
  });

  it("refuses a wrong secret, another brand's secret, a missing exp, an expired token, an unknown sub", async () => {
    const nowS = Math.floor(t.clock.now().getTime() / 1000);
    const cases = [
      await sign("azura", { sub: DEMO_EMAILS.full }, { secret: "x".repeat(32) }),
      await sign("mistral", { sub: DEMO_EMAILS.full }),
      await sign("azura", { sub: DEMO_EMAILS.full }, { exp: null }),
      await sign("azura", { sub: DEMO_EMAILS.full }, { exp: nowS - 120 }),
      await sign("azura", { sub: "nobody@example.com" }),
      "not-a-jwt",
    ];
    for (const token of cases) {
      const res = await sso("azura", token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "auth/bad_credentials" });
    }
  });
});

describe("open-id (dev identity provider)", () => {
  const authorize = (query: Record<string, string>) => t.request(`/dev/oidc/authorize?${new URLSearchParams(query)}`, { brand: null });

  it("lists demo accounts, redirects with a one-time code that logs in once", async () => {
    const page = await authorize({ client_id: "courtia-es", redirect_uri: "http://localhost:3000/es-es/login/open-id", state: "xyz" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("demo.multi@example.com");
    const href = /href="([^"]+)"/.exec(html)![1].replaceAll("&amp;", "&");
    const confirm = await t.request(href, { brand: null });
    expect(confirm.status).toBe(302);
    const location = new URL(confirm.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("http://localhost:3000/es-es/login/open-id");
    expect(location.searchParams.get("state")).toBe("xyz");
    const code = location.searchParams.get("code")!;
    const wrongBrand = await t.request("/v2/clients/authentication/open-id", { brand: "courtia-fr", body: { code }, headers: ip() });
    expect(wrongBrand.status).toBe(401);
    const ok = await t.request("/v2/clients/authentication/open-id", { brand: "courtia-es", body: { code }, headers: ip() });
    expect(ok.status).toBe(200);
    const reuse = await t.request("/v2/clients/authentication/open-id", { brand: "courtia-es", body: { code }, headers: ip() });
    expect(reuse.status).toBe(401);
    // An open-id code is not a magic-link token.
    const asMagic = await login("courtia-es", { magic_token: code });
    expect(asMagic.status).toBe(401);
  });

  it("refuses foreign redirect URIs", async () => {
    const res = await authorize({ client_id: "azura", redirect_uri: "https://evil.example.com/cb" });
    expect(res.status).toBe(422);
  });
});

describe("password reset", () => {
  const request = (brand: string, body: Record<string, unknown>) => t.request("/v2/clients/passwordresets", { brand, body, headers: ip() });

  it("e-mail link: check returns the e-mail, save enforces the password rule, then the link is used up", async () => {
    expect((await request("mistral", { login: DEMO_EMAILS.phone })).status).toBe(202);
    const mail = await lastMessage("mistral", DEMO_EMAILS.phone, "password-reset");
    const code = /http:\/\/localhost:3000\/fr-fr\/login\/reset-password\/email\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1];
    const check = await t.request(`/v2/clients/passwordresets/${code}`, { brand: "mistral", headers: ip() });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ email: DEMO_EMAILS.phone });

    const weak = await t.request(`/v2/clients/passwordresets/${code}`, { method: "PUT", brand: "mistral", body: { password: "short1A" }, headers: ip() });
    expect(weak.status).toBe(422);
    expect(Object.keys((await weak.json()).errors)).toEqual(["password"]);
    const noDigit = await t.request(`/v2/clients/passwordresets/${code}`, {
      method: "PUT",
      brand: "mistral",
      body: { password: "NoDigitsHere" },
      headers: ip(),
    });
    expect(noDigit.status).toBe(422);
    // The current password is no new one: refused on the field, and the link is not used up.
    const same = await t.request(`/v2/clients/passwordresets/${code}`, { method: "PUT", brand: "mistral", body: { password: DEMO_PASSWORD }, headers: ip() });
    expect(same.status).toBe(422);
    expect((await same.json()).errors).toEqual({ password: ["password.unchanged"] });

    const s = await login("mistral", { login: DEMO_EMAILS.phone, password: DEMO_PASSWORD });
    const oldSession = (await s.json()).session as string;
    const save = await t.request(`/v2/clients/passwordresets/${code}`, {
      method: "PUT",
      brand: "mistral",
      body: { password: "New-Password-42" },
      headers: ip(),
    });
    expect(save.status).toBe(204);
    expect((await login("mistral", { login: DEMO_EMAILS.phone, password: "New-Password-42" })).status).toBe(200);
    expect((await login("mistral", { login: DEMO_EMAILS.phone, password: DEMO_PASSWORD })).status).toBe(401);
    // Existing sessions were revoked.
    const list = await t.request(`/v2/client-accounts/${oldSession}`, { brand: "mistral" });
    expect(list.status).toBe(401);
    // Single use.
    const again = await t.request(`/v2/clients/passwordresets/${code}`, { brand: "mistral", headers: ip() });
    expect(again.status).toBe(404);
  });

  it("expires after 10 minutes", async () => {
    await request("azura", { login: DEMO_EMAILS.single });
    const code = /email\/([A-Za-z0-9_-]+)/.exec((await lastMessage("azura", DEMO_EMAILS.single, "password-reset")).textBody)![1];
    t.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    expect((await t.request(`/v2/clients/passwordresets/${code}`, { brand: "azura", headers: ip() })).status).toBe(404);
  });

  it("is bound to its brand", async () => {
    await request("azura", { login: DEMO_EMAILS.multi });
    const code = /email\/([A-Za-z0-9_-]+)/.exec((await lastMessage("azura", DEMO_EMAILS.multi, "password-reset")).textBody)![1];
    expect((await t.request(`/v2/clients/passwordresets/${code}`, { brand: "vigie", headers: ip() })).status).toBe(404);
    expect((await t.request(`/v2/clients/passwordresets/${code}`, { brand: "azura", headers: ip() })).status).toBe(200);
  });

  it("SMS code: needs the login, allows 5 attempts, then is void", async () => {
    expect((await request("courtia-it", { login: DEMO_EMAILS.single, by: "sms" })).status).toBe(202);
    const [account] = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.brandId, "courtia-it"), eq(accounts.email, DEMO_EMAILS.single)));
    const sms = await lastMessage("courtia-it", account.phone!, "password-reset-sms");
    const code = /(\d{6})/.exec(sms.textBody)![1];
    const q = `?login=${encodeURIComponent(DEMO_EMAILS.single)}`;
    expect((await t.request(`/v2/clients/passwordresets/${code}`, { brand: "courtia-it", headers: ip() })).status).toBe(404);
    const ok = await t.request(`/v2/clients/passwordresets/${code}${q}`, { brand: "courtia-it", headers: ip() });
    expect(ok.status).toBe(200);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) {
      expect((await t.request(`/v2/clients/passwordresets/${wrong}${q}`, { brand: "courtia-it", headers: ip() })).status).toBe(404);
    }
    expect((await t.request(`/v2/clients/passwordresets/${code}${q}`, { brand: "courtia-it", headers: ip() })).status).toBe(404);
  });

  it("same answer and no message for an unknown login; rate-limited per login", async () => {
    const before = await outboxCount();
    const res = await request("azura", { login: "nobody@example.com" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    expect(await outboxCount()).toBe(before);
    for (let i = 1; i < MESSAGES_PER_LOGIN.limit; i++) expect((await request("azura", { login: "nobody@example.com" })).status).toBe(202);
    expect((await request("azura", { login: "nobody@example.com" })).status).toBe(429);
  });
});

describe("password change", () => {
  it("enforces the rule on newPassword and clears must_change_password", async () => {
    const res = await login("courtia-de", { login: DEMO_EMAILS.changePassword, password: DEMO_PASSWORD });
    const s = await res.json();
    expect(s.feature_flags.must_change_password).toBe(true);
    const path = `/v2/clients/${s.client.id}/password`;
    const weak = await t.request(path, { method: "PUT", brand: "courtia-de", session: s.session, body: { newPassword: "alllowercase1" } });
    expect(weak.status).toBe(422);
    expect(Object.keys((await weak.json()).errors)).toEqual(["newPassword"]);
    // A forced change with the current password changes nothing: refused on the field, the flag kept.
    const same = await t.request(path, { method: "PUT", brand: "courtia-de", session: s.session, body: { newPassword: DEMO_PASSWORD } });
    expect(same.status).toBe(422);
    expect((await same.json()).errors).toEqual({ newPassword: ["password.unchanged"] });
    const still = await t.request(`/v2/clients/${s.client.id}/session`, { brand: "courtia-de", session: s.session });
    expect((await still.json()).feature_flags.must_change_password).toBe(true);
    const ok = await t.request(path, { method: "PUT", brand: "courtia-de", session: s.session, body: { newPassword: "Changed-Pass-9" } });
    expect(ok.status).toBe(204);
    const me = await t.request(`/v2/clients/${s.client.id}/session`, { brand: "courtia-de", session: s.session });
    expect((await me.json()).feature_flags.must_change_password).toBe(false);
    expect((await login("courtia-de", { login: DEMO_EMAILS.changePassword, password: "Changed-Pass-9" })).status).toBe(200);
  });

  it("404 for another client's id", async () => {
    const s = await t.sessionFor("azura", "client");
    const res = await t.request(`/v2/clients/${demoIds("azura").fullClient}/password`, {
      method: "PUT",
      brand: "azura",
      session: s.token,
      body: { newPassword: "Changed-Pass-9" },
    });
    expect(res.status).toBe(404);
  });
});

describe("multi-account", () => {
  it("lists the accounts of the session's person and switches to another with a new session", async () => {
    const res = await login("azura", { login: DEMO_EMAILS.multi, password: DEMO_PASSWORD });
    const s = await res.json();
    expect(s.feature_flags.has_multi_account).toBe(true);
    const ids = demoIds("azura");
    expect(s.client.id).toBe(ids.multiClientA);
    const list = await t.request(`/v2/client-accounts/${s.session}`, { brand: "azura" });
    expect(list.status).toBe(200);
    const { accounts: items } = await list.json();
    expect(items.map((a: { id: string }) => a.id)).toEqual([ids.multiClientA, ids.multiClientB]);
    expect(items[0]).toMatchObject({ type: "client", is_default: true, is_current: true, role: "owner" });

    const other = await t.request(`/v2/client-accounts/${s.session}/select`, { brand: "azura", body: { client_id: ids.fullClient } });
    expect(other.status).toBe(404);
    const sel = await t.request(`/v2/client-accounts/${s.session}/select`, { brand: "azura", body: { client_id: ids.multiClientB } });
    expect(sel.status).toBe(200);
    const next = await sel.json();
    expect(next.client.id).toBe(ids.multiClientB);
    expect(next.session).not.toBe(s.session);
    expect((await t.request(`/v2/clients/${ids.multiClientB}/session`, { brand: "azura", session: next.session })).status).toBe(200);
    expect((await t.request(`/v2/client-accounts/${s.session}`, { brand: "azura" })).status).toBe(401);
  });

  it("401 for an unknown token or another brand's token", async () => {
    expect((await t.request(`/v2/client-accounts/nope`, { brand: "azura" })).status).toBe(401);
    const s = await t.sessionFor("azura", "client");
    expect((await t.request(`/v2/client-accounts/${s.token}`, { brand: "mistral" })).status).toBe(401);
  });
});

describe("manager forgot-password", () => {
  it("e-mails a new manager password that works, same answer otherwise", async () => {
    const send = (loginEmail: string) => t.request("/v2/clients/manager-password-resets", { brand: "castello", body: { login: loginEmail }, headers: ip() });
    const before = await outboxCount();
    expect((await send("nobody@example.com")).status).toBe(202);
    expect((await send(DEMO_EMAILS.full)).status).toBe(202); // no manager space: nothing sent
    expect(await outboxCount()).toBe(before);
    const res = await send(DEMO_EMAILS.manager);
    expect(res.status).toBe(202);
    const mail = await lastMessage("castello", DEMO_EMAILS.manager, "manager-password");
    const password = /:\n(\S+)\n/.exec(mail.textBody)![1];
    expect(mail.subject).toContain("Castello");
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{9,30}$/);
    expect((await login("castello", { login: DEMO_EMAILS.manager, password, manager: true })).status).toBe(200);
    expect((await login("castello", { login: DEMO_EMAILS.manager, password: DEMO_MANAGER_PASSWORD, manager: true })).status).toBe(401);
  });
});

describe("manager forgot-password keeps the current password until the new one is used (decision 0276)", () => {
  const send = () => t.request("/v2/clients/manager-password-resets", { brand: "mistral", body: { login: DEMO_EMAILS.manager }, headers: ip() });
  const managerLogin = (password: string) => login("mistral", { login: DEMO_EMAILS.manager, password, manager: true });
  const sentPassword = async () => /:\n(\S+)\n/.exec((await lastMessage("mistral", DEMO_EMAILS.manager, "manager-password")).textBody)![1];
  let current = DEMO_MANAGER_PASSWORD;

  it("asking for one locks nobody out: the current password works, and stops only once the sent one is used", async () => {
    expect((await send()).status).toBe(202);
    const password = await sentPassword();
    expect((await lastMessage("mistral", DEMO_EMAILS.manager, "manager-password")).textBody).toContain(
      "Votre mot de passe actuel fonctionne jusqu'à votre première connexion avec celui-ci.",
    );
    expect((await managerLogin(DEMO_MANAGER_PASSWORD)).status).toBe(200);
    expect((await managerLogin(password)).status).toBe(200);
    expect((await managerLogin(DEMO_MANAGER_PASSWORD)).status).toBe(401);
    expect((await managerLogin(password)).status).toBe(200);
    current = password;
  });

  it("a sent password that expired never works, and the current one still does", async () => {
    expect((await send()).status).toBe(202);
    const sent = await sentPassword();
    await t.db
      .update(accounts)
      .set({ newManagerPasswordExpiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(and(eq(accounts.brandId, "mistral"), eq(accounts.email, DEMO_EMAILS.manager)));
    expect((await managerLogin(sent)).status).toBe(401);
    expect((await managerLogin(current)).status).toBe(200);
  });
});

describe("manager forgot-password language", () => {
  it("writes the e-mail in the language of the page it was asked from", async () => {
    const res = await t.request("/v2/clients/manager-password-resets", {
      brand: "castello",
      body: { login: DEMO_EMAILS.manager, locale: "en-fr" },
      headers: ip(),
    });
    expect(res.status).toBe(202);
    const mail = await lastMessage("castello", DEMO_EMAILS.manager, "manager-password");
    expect(mail.subject).toContain("your new manager-space password");
    expect(mail.textBody).toContain("Your new manager-space password:");
  });
});

describe("idempotency on login calls", () => {
  it("is off: no session token is ever stored for replays", async () => {
    const body = { login: DEMO_EMAILS.single, password: DEMO_PASSWORD };
    const a = await t.request("/v2/clients/authentication", { brand: "azura", body, idempotencyKey: "login-1", headers: ip() });
    const b = await t.request("/v2/clients/authentication", { brand: "azura", body, idempotencyKey: "login-1", headers: ip() });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect((await a.json()).session).not.toBe((await b.json()).session);
    const stored = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "login-1"));
    expect(stored).toHaveLength(0);
  });
});

describe("GET session", () => {
  it("returns the SPEC Session for a client, with client and flags", async () => {
    const res = await login("courtia-fr", { login: DEMO_EMAILS.personal, password: DEMO_PASSWORD });
    const s = await res.json();
    const me = await t.request(`/v2/clients/${s.client.id}/session?include=best_product_sheet`, { brand: "courtia-fr", session: s.session });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.session).toBe(s.session);
    expect(body.client).toMatchObject({ id: demoIds("courtia-fr").personalClient, sessionId: expect.any(String), is_agent: false });
    expect(body.account).toMatchObject({ uuid: expect.any(String), firstname: "Manon", lastname: "Petit", email: DEMO_EMAILS.personal });
    expect(body.feature_flags).toMatchObject({ personal_access: true, has_multi_account: false });
    expect(body.prospects).toEqual([]);
  });
});
