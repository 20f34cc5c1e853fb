/** PORTAL_URL with a `{brand}` placeholder: every e-mailed link goes to the brand's own portal host. */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS } from "../db/demo/logins";
import { outbox } from "../db/schema";
import { createTestBroker, type TestBroker } from "./harness";

let t: TestBroker;
let ipCounter = 0;
const ip = () => ({ "x-forwarded-for": `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

beforeAll(async () => {
  t = await createTestBroker({ config: { portalUrl: "http://{brand}.localhost:3000" } });
});
afterAll(() => t.close());

async function lastMail(brand: string, recipient: string, template: string) {
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, brand), eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row.textBody;
}

it("magic link: the partner brand's host, and the link logs in to that brand", async () => {
  const res = await t.request("/v2/clients/authentication/magic-link", { brand: "azura", body: { login: DEMO_EMAILS.full }, headers: ip() });
  expect(res.status).toBe(202);
  const text = await lastMail("azura", DEMO_EMAILS.full, "magic-link");
  const match = /(http:\/\/azura\.localhost:3000\/fr-fr\/connexion\?magic=)([A-Za-z0-9_-]{43})\b/.exec(text);
  expect(match, text).not.toBeNull();
  expect(text).not.toContain("{brand}");
  const login = await t.request("/v2/clients/authentication", { brand: "azura", body: { magic_token: match![2] }, headers: ip() });
  expect(login.status).toBe(200);
});

it("password reset link of a default brand: its code as host (the portal maps it to the country's default brand)", async () => {
  const res = await t.request("/v2/clients/passwordresets", { brand: "courtia-it", body: { login: DEMO_EMAILS.single }, headers: ip() });
  expect(res.status).toBe(202);
  const text = await lastMail("courtia-it", DEMO_EMAILS.single, "password-reset");
  expect(text).toMatch(/http:\/\/courtia-it\.localhost:3000\/it-it\/login\/reset-password\/email\/[A-Za-z0-9_-]{43}/);
});

it("delegation invitation: the brand's set-your-password page for a new person (decision 0121)", async () => {
  const s = await t.sessionFor("mistral", "client");
  const res = await t.request(`/v2/clients/${s.clientId}/delegations`, {
    brand: "mistral",
    session: s.token,
    body: { firstname: "Léa", lastname: "Martin", email: "lea.martin@example.com", phone: "+33 6 11 22 33 44", gender: "F", function: "accountant" },
  });
  expect(res.status).toBe(201);
  expect(await lastMail("mistral", "lea.martin@example.com", "delegation-invitation")).toMatch(
    /http:\/\/mistral\.localhost:3000\/fr-fr\/login\/reset-password\/email\/[A-Za-z0-9_-]{43}\n/,
  );
});

it("dev open-id provider accepts the brand's portal host as redirect_uri, not another origin", async () => {
  const ok = await t.request(`/dev/oidc/authorize?${new URLSearchParams({ client_id: "azura", redirect_uri: "http://azura.localhost:3100/fr-fr/login" })}`, {
    brand: null,
  });
  expect(ok.status).toBe(200);
  const evil = await t.request(`/dev/oidc/authorize?${new URLSearchParams({ client_id: "azura", redirect_uri: "https://evil.example/cb" })}`, { brand: null });
  expect(evil.status).toBe(422);
});
