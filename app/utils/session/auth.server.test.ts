import { describe, expect, it } from "vitest";
import { authenticate, authenticator } from "~/utils/session/auth.server";
import { startAzuraTestBroker } from "~/utils/v2/azura-test-broker.server";
import { V2Error } from "~/utils/v2/client.server";

// remix-auth used as its docs intend, against the real broker: the login form's FormStrategy reads
// the posted form (as the action read it) and returns the signed-in user.
startAzuraTestBroker("auth-strategies-");

const context = { cspNonce: "test", requestId: "test", responseHeaders: new Headers() };

/** A login post whose body the action has already read, as readForm leaves it. */
async function postedLogin(fields: Record<string, string>) {
  const request = new Request("http://azura.localhost:3000/fr-fr/connexion", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const formData = await request.formData();
  return { request, formData };
}

describe("the sign-in strategies", () => {
  it("the password form's strategy signs in the account the form names", async () => {
    const { request, formData } = await postedLogin({ intent: "password", login: "  demo.full@example.com ", password: "Demo-Password-1" });
    const user = await authenticator(request).authenticate("password", request, { context: { ...context, formData } });
    expect(user.fullName).not.toBe("");
    expect(user.kind).toBe("client");
    expect(user.manager).toBe(false);
  });

  it("a wrong password is the broker's own refusal, for the field to show", async () => {
    const { request, formData } = await postedLogin({ intent: "password", login: "demo.full@example.com", password: "Wrong-Password-1" });
    const refusal = await authenticator(request)
      .authenticate("password", request, { context: { ...context, formData } })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(V2Error);
    expect((refusal as V2Error).error.status).toBe(401);
  });

  it("two forms posted with different accounts sign in different clients: the form is what is read", async () => {
    const posts = await Promise.all(
      ["demo.full@example.com", "demo.client@example.com"].map((login) => postedLogin({ intent: "password", login, password: "Demo-Password-1" })),
    );
    const [a, b] = await Promise.all(
      posts.map(({ request, formData }) => authenticator(request).authenticate("password", request, { context: { ...context, formData } })),
    );
    expect(a.clientId).not.toBe(b.clientId);
  });

  it("a link's credential goes through its own strategy", async () => {
    const request = new Request("http://azura.localhost:3000/fr-fr/connexion?magic=nope");
    const refusal = await authenticate(request, { method: "magic-link", token: "nope" }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(V2Error);
  });
});
