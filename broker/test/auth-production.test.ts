import { SignJWT } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { devSsoSecret } from "../auth/sso";
import { DEMO_EMAILS } from "../db/demo/logins";
import { createTestBroker, type TestBroker } from "./harness";

let t: TestBroker;
const saved = process.env.BROKER_SSO_SECRETS;
beforeAll(async () => {
  delete process.env.BROKER_SSO_SECRETS;
  t = await createTestBroker({ config: { appEnv: "production" } });
});
afterAll(async () => {
  if (saved !== undefined) process.env.BROKER_SSO_SECRETS = saved;
  await t.close();
});

it("production: no dev identity provider, no dev open-id codes, no dev SSO secret", async () => {
  const page = await t.request("/dev/oidc/authorize?client_id=azura&redirect_uri=http://localhost:3000/cb", { brand: null });
  expect(page.status).toBe(404);
  const code = await t.request("/v2/clients/authentication/open-id", { brand: "azura", body: { code: "anything" } });
  expect(code.status).toBe(401);
  const token = await new SignJWT({ sub: DEMO_EMAILS.full })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 300)
    .sign(new TextEncoder().encode(devSsoSecret("azura")));
  const sso = await t.request("/v2/clients/authentication/jwt", { brand: "azura", body: { token } });
  expect(sso.status).toBe(401);
  expect(await sso.json()).toMatchObject({ code: "auth/bad_credentials" });
});
