import { expect, ownAddress, test, Visitor } from "./http";

/**
 * Issue 26 section 5, sessions and addresses, without JavaScript (decision 0227): a signed-in visitor's safe
 * redirectTo, redirects followed as a browser follows them (sessions-addresses.spec.ts runs it with JavaScript; its
 * other tests still run in both browser projects).
 */
const path = (url: string) => new URL(url).pathname;

test.describe("a signed-in visitor on the login page", () => {
  test("goes to the safe redirectTo instead of home", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    let page = await visitor.read("/fr-fr/connexion?redirectTo=%2Ffr-fr%2Fprofile");
    expect(path(page.url)).toBe("/fr-fr/profile");
    expect(page.status).toBe(200);
    page = await visitor.read("/fr-fr/intent?type=login&redirectTo=%2Ffr-fr%2Fattestations");
    expect(path(page.url)).toBe("/fr-fr/attestations");
    expect(page.status).toBe(200);
  });
});
