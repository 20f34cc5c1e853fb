import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

// Issue 26 section 5: sessions and addresses. A test tagged @js-only runs without JavaScript in
// sessions-addresses.http.spec.ts (decision 0227).

test.describe("paths mixing French and English words", () => {
  test("redirect 301 to the page in the locale's words", async ({ request }) => {
    for (const [asked, canonical] of [
      ["/fr-fr/contrats/ctr_x/payments", "/fr-fr/contrats/ctr_x/paiements"],
      ["/en-fr/contracts/ctr_x/justificatifs", "/en-fr/contracts/ctr_x/required"],
    ]) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
    }
  });
});

test.describe("a signed-in visitor on the login page", () => {
  test.use({ session: { brand: "azura", login: "demo.full@example.com" } });

  test("goes to the safe redirectTo instead of home", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/connexion?redirectTo=%2Ffr-fr%2Fprofile"));
    await expect(page).toHaveURL(/\/fr-fr\/profile$/);
    await page.goto(brandUrl("azura", "/fr-fr/intent?type=login&redirectTo=%2Ffr-fr%2Fattestations"));
    await expect(page).toHaveURL(/\/fr-fr\/attestations$/);
  });

  test("goes home when redirectTo leaves the portal", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/connexion?redirectTo=https%3A%2F%2Fevil.example%2F"));
    await expect(page).toHaveURL(/\/fr-fr\/$/);
  });
});

test.describe("another country's pages on the same host", () => {
  // A host without a partner key is Courtia France under /fr-fr/ and Courtia Deutschland under /de-de/.
  test.use({ session: { brand: "courtia-fr", login: "demo.full@example.com" } });

  test("treat the visitor as signed out there and leave the session of the brand in use alone", async ({ page }) => {
    await page.goto(brandUrl("courtia-fr", "/de-de/contracts"));
    await expect(page).toHaveURL(/\/de-de\/login/);
    await page.goto(brandUrl("courtia-fr", "/fr-fr/contrats"));
    await expect(page).toHaveURL(/\/fr-fr\/contrats/);
    await expect(page.locator("h1")).toBeVisible();
  });
});
