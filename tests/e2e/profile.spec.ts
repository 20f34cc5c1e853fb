import { brandUrl } from "./fixtures";
import { brandFor, useOwnAddress } from "./auth-fixtures";
import { erasableProfileFields } from "./profile-fields";
import { expect, test } from "./sessions";

/**
 * "My profile" (SPEC section 6): contact and company details, with JavaScript
 * on and off. Each test starts signed in from a stored session (sessions.ts);
 * saving changes the account, so the two projects use different brands. Without JavaScript, the saves and the
 * pages that answer are profile.http.spec.ts's (decision 0227, on the no-JS brands below): here they are @js-only.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

// The postal code follows the client's country (decision 0140): a French one has five digits.
const frenchPostalError = "Saisissez un code postal valide\u00a0: 5 chiffres.";

test.describe("profile", () => {
  test.use({ session: { login: "demo.full@example.com", brand: { js: "courtia-fr", noJs: "azura" } } });

  test("shows the profile, keeps the form on bad input, and saves", { tag: "@js-only" }, async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, { js: "courtia-fr", noJs: "azura" });
    await page.goto(brandUrl(brand, "/fr-fr/profile"));
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/profile"));
    const city = page.locator('input[name="profile.city"]');
    await expect(city).not.toHaveValue("");
    await page.locator('input[name="profile.postal_code"]').fill("!!");
    await city.fill("Lyon");
    await page.getByRole("button", { name: "Enregistrer mon profil" }).click();
    await expect(page.locator('p[id$="-error"]', { hasText: frenchPostalError })).toBeVisible();
    await expect(city).toHaveValue("Lyon");
    // With or without JavaScript (decision 0130): the summary above the form, a heading then a link to the field,
    // the title starting with "Erreur :", and the eye on the summary: focus with JavaScript, the page opened at it without.
    const summary = page.locator("form#profile").getByRole("alert");
    await expect(summary.getByRole("heading", { name: "Il y a un problème" })).toBeVisible();
    await expect(summary.getByRole("link", { name: frenchPostalError })).toHaveAttribute("href", "#profile-profile.postal_code");
    await expect(page).toHaveTitle(/^Erreur\u00a0: Mon profil/);
    // Focus on the summary: moved there by the page's script, or by the browser's autofocus without JavaScript.
    await expect(summary).toBeFocused();
    await expect(page.locator('input[name="profile.postal_code"]')).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('input[name="profile.postal_code"]')).toHaveValue("!!");
    await page.locator('input[name="profile.postal_code"]').fill("69001");
    await page.getByRole("button", { name: "Enregistrer mon profil" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre profil est enregistré." })).toBeVisible();
    await page.goto(brandUrl(brand, "/fr-fr/profile"));
    await expect(page.locator('input[name="profile.postal_code"]')).toHaveValue("69001");
    await expect(page.locator('input[name="profile.city"]')).toHaveValue("Lyon");
  });
});

test.describe("profile with JavaScript", () => {
  test.use({ session: { login: "demo.full@example.com", brand: { js: "courtia-fr", noJs: "azura" } } });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a browser without JavaScript posts only what the customer submits");

  test("the browser refuses with the form's schema and posts nothing, re-checks as typed, not as a field is left; only the save it passes is posted", async ({
    page,
  }) => {
    await page.goto(brandUrl("courtia-fr", "/fr-fr/profile"));
    // The form's module has arrived (decision 0151): before it, the form is the plain one, which posts.
    await page.waitForLoadState("networkidle");
    const postalCode = page.locator('input[name="profile.postal_code"]');
    const city = page.locator('input[name="profile.city"]');
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await postalCode.fill("!!");
    await page.getByRole("button", { name: "Enregistrer mon profil" }).click();
    await expect(page.locator('p[id$="-error"]', { hasText: frenchPostalError })).toBeVisible();
    // Every form checks in the browser with its schema before posting (decision 0233).
    expect(posts).toBe(0);
    // A refused field is checked again as it is typed: still wrong, its message stays, and leaving it changes nothing.
    await postalCode.fill("?");
    await city.focus();
    await city.fill("Lyon");
    await postalCode.focus();
    await expect(page.locator('p[id$="-error"]', { hasText: frenchPostalError })).toBeVisible();
    // Fixed, its message goes as it is typed; the save is then the one post (the values the first test saves).
    await postalCode.fill("69001");
    await expect(page.locator('p[id$="-error"]', { hasText: frenchPostalError })).toHaveCount(0);
    const answered = page.waitForResponse((response) => (response.request().postData() ?? "").includes("69001"));
    await page.getByRole("button", { name: "Enregistrer mon profil" }).click();
    await answered;
    await expect(page.getByRole("status").filter({ hasText: "Votre profil est enregistré." })).toBeVisible();
    expect(posts).toBe(1);
  });
});

test.describe("erasing profile fields", () => {
  // Accounts of their own: a save posts every field, so another test saving the same
  // profile at the same time would erase (or refill) the fields this test checks.
  test.use({ session: { login: "demo.full@example.com", brand: { js: "castello", noJs: "solana" } } });

  test("erasing optional fields clears them: saved, and still empty after a reload", { tag: "@js-only" }, async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, { js: "castello", noJs: "solana" });
    const erasable = erasableProfileFields;
    const save = async () => {
      await page.getByRole("button", { name: "Enregistrer mon profil" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Votre profil est enregistré." })).toBeVisible();
    };
    await page.goto(brandUrl(brand, "/fr-fr/profile"));
    const typed = (name: string) => (name === "profile.postal_code" ? "20121" : name === "profile.phone" ? "+33 6 12 34 56 78" : `Valeur ${name}`);
    for (const name of erasable) await page.locator(`input[name="${name}"]`).fill(typed(name));
    await save();
    await page.goto(brandUrl(brand, "/fr-fr/profile"));
    for (const name of erasable) await expect(page.locator(`input[name="${name}"]`)).toHaveValue(typed(name));

    for (const name of erasable) await page.locator(`input[name="${name}"]`).fill("");
    await save();
    await page.goto(brandUrl(brand, "/fr-fr/profile"));
    for (const name of erasable) await expect(page.locator(`input[name="${name}"]`)).toHaveValue("");
  });
});

test.describe("profile outside France", () => {
  test.use({ session: { login: "demo.single@example.com", brand: { js: "nordhafen", noJs: "courtia-de" } } });

  test("a German client saves the profile with its own register number unchanged", { tag: "@js-only" }, async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, { js: "nordhafen", noJs: "courtia-de" });
    await page.goto(brandUrl(brand, "/de-de/profile"));
    await expect(page).toHaveURL(brandUrl(brand, "/de-de/profile"));
    // A Hamburg company: its register number and postal code in German words, nothing about France (issue 31).
    await expect(page.getByLabel("Handelsregisternummer (HRB) oder Steuernummer")).toHaveValue("HRA 98765");
    await expect(page.locator("main")).not.toContainText(/Frankreich|SIRET/);
    await page.locator('input[name="profile.postal_code"]').fill("2276");
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.locator('p[id$="-error"]', { hasText: "Geben Sie eine gültige Postleitzahl ein: 5 Ziffern." })).toBeVisible();
    await page.locator('input[name="profile.postal_code"]').fill("80802");
    await page.locator('input[name="profile.activity"]').fill("Tischlerei");
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "gespeichert" })).toBeVisible();
    await expect(page.locator('input[name="profile.activity"]')).toHaveValue("Tischlerei");
  });
});
