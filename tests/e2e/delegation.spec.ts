import { brandFor, isJs, logIn, openAccountMenu, readMailbox, useOwnAddress } from "./auth-fixtures";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { expect, test } from "./sessions";

/**
 * Access delegation (issue 30, decisions 0120–0122), with JavaScript (without it: delegation.http.spec.ts): the owner gives
 * an accountant access, the invitation e-mail's link sets the delegate's password, the
 * delegate sees the client's space without what the function does not allow, and the
 * owner's revocation ends the delegate's open session. Each project works on a brand of
 * its own, and on a delegate of its own: the demo delegations stay as they are.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

// Without JavaScript: delegation.http.spec.ts (on solana).
test(
  "the owner gives access, the delegate accepts the invitation and sees only what the function allows, revoking ends the session",
  { tag: "@js-only" },
  async ({ page, browser }, testInfo) => {
    // Two people, an e-mail, a password and a revocation: one flow, longer than a page test.
    test.slow();
    const brand = brandFor(testInfo, { js: "castello", noJs: "solana" });
    const suffix = isJs(testInfo) ? "js" : "nojs";
    const email = `aline.${suffix}@example.com`;
    const name = `Aline Compta${suffix.toUpperCase()}`;
    const password = `Delegate-Pass-${suffix.length}1A`;
    const shots = (what: string) => `test-results/screenshots/delegation-${testInfo.project.name}-${what}.png`;

    // The owner gives access.
    await logIn(page, brand, "demo.full@example.com");
    await openAccountMenu(page);
    await page.getByRole("link", { name: "Délégation d'accès" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/delegation-acces$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Délégation d'accès");
    await expectNoAxeViolations(page);

    const form = page.locator("#delegation");
    await form.getByRole("button", { name: "Donner accès" }).click();
    await expect(form.locator("#delegation-firstname-error")).toBeVisible();
    // The summary lists the six refused fields in the form's order (the title's radios first, the function last).
    const fieldsInSummary = await form.locator("[role=alert] a").evaluateAll((links) => links.map((link) => link.getAttribute("href")?.slice(1) ?? ""));
    expect(fieldsInSummary).toEqual([
      "delegation-gender",
      "delegation-firstname",
      "delegation-lastname",
      "delegation-email",
      "delegation-phone",
      "delegation-function",
    ]);
    const inPageOrder = await form.evaluate(
      (element, ids) => ids.map((id) => [...element.querySelectorAll("input")].findIndex((input) => input.id === id)),
      fieldsInSummary,
    );
    expect(inPageOrder).toEqual([...inPageOrder].sort((a, b) => a - b));
    await form.getByLabel("Mme").check();
    await form.locator('input[name="firstname"]').fill("Aline");
    await form.locator('input[name="lastname"]').fill(`Compta${suffix.toUpperCase()}`);
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill("+33 6 12 34 56 78");
    await form.getByLabel(/^Comptable/).check();
    await form.getByRole("button", { name: "Donner accès" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Accès donné" })).toBeVisible();
    const row = page.getByTestId("delegations").locator("li").filter({ hasText: email });
    await expect(row).toContainText("Comptable");
    await page.screenshot({ path: shots("list"), fullPage: true });

    // The invitation, in the page's language, sets the delegate's password.
    const { text, link } = await readMailbox(page, { to: email, template: "delegation-invitation", brand });
    expect(text).toContain("en tant que comptable");
    expect(link).toMatch(/\/fr-fr\/login\/reset-password\/email\//);
    const delegateContext = await browser.newContext({ javaScriptEnabled: isJs(testInfo) });
    const delegate = await delegateContext.newPage();
    await useOwnAddress(delegate, testInfo);
    await delegate.goto(link!);
    await expect(delegate).toHaveURL(/\/fr-fr\/login\/new-password$/);
    await delegate.locator('input[name="password"]').fill(password);
    await delegate.locator('input[name="confirmation"]').fill(password);
    await delegate.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
    await expect(delegate).toHaveURL(/\/fr-fr\/connexion$/);
    await logIn(delegate, brand, email, password);

    // The accountant sees the contracts, not the company's profile (decision 0168: the owner's and the manager's),
    // the delegations nor the means-of-payment forms.
    await expect(delegate.getByTestId("signed-in-name")).toContainText(name);
    await openAccountMenu(delegate);
    await expect(delegate.getByRole("link", { name: "Mon profil" })).toHaveCount(0);
    await expect(delegate.getByRole("link", { name: "Délégation d'accès" })).toHaveCount(0);
    await delegate.goto(brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_formalised/paiements`));
    await expect(delegate.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(delegate.locator('input[name="intent"][value="sepa"]')).toHaveCount(0);
    await expect(delegate.locator('input[name="intent"][value="card"]')).toHaveCount(0);
    // Documents awaiting a signature: no link to sign, neither on the contract's tab nor in its notifications or the home's.
    await delegate.goto(brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_need_signature/documents`));
    await expect(delegate.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(delegate.locator('a[href*="/signatures/"]')).toHaveCount(0);
    await expect(delegate.locator("main a").filter({ hasText: /^Signer$/ })).toHaveCount(0);
    await delegate.goto(brandUrl(brand, "/fr-fr/"));
    await expect(delegate.getByRole("heading", { name: "Notifications" })).toBeVisible();
    await expect(delegate.locator("main a").filter({ hasText: /^(Signer|Déposer|Continuer)$/ })).toHaveCount(0);
    // An open claim: the accountant reads that sending files is not part of this access, and is not told the claim no
    // longer takes files (it does, from the owner and the manager).
    await delegate.goto(brandUrl(brand, `/fr-fr/sinistres/clm_${brand}_collision`));
    await expect(delegate.getByText("ne fait pas partie de votre accès")).toBeVisible();
    await expect(delegate.getByText("il ne reçoit plus de fichiers")).toHaveCount(0);
    await expect(delegate.locator('input[type="file"]')).toHaveCount(0);
    // A page the function does not allow, reached by its address: SPEC section 8's 403 screen, in the page's language (decision 0170).
    for (const path of ["/fr-fr/delegation-acces", "/fr-fr/profile"]) {
      const refused = await delegate.goto(brandUrl(brand, path));
      expect(refused?.status(), path).toBe(403);
      await expect(delegate.locator("#error-title")).toHaveText("Cette action ne fait pas partie de votre accès");
    }

    // The owner revokes: a dialog with JavaScript, a confirmation page without.
    await row.getByRole("link", { name: `Retirer l'accès accordé à ${name}` }).click();
    if (isJs(testInfo)) {
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("perdra aussitôt l'accès");
      await page.screenshot({ path: shots("dialog") });
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Retirer l'accès" }).click();
    } else {
      await expect(page).toHaveURL(/\/fr-fr\/delegation-acces\/[^/]+\/revoquer$/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shots("confirm") });
      await page.getByRole("button", { name: "Retirer l'accès" }).click();
    }
    await expect(page.getByRole("status").filter({ hasText: "Accès retiré" })).toBeVisible();
    await expect(page.getByTestId("delegations")).not.toContainText(email);

    // The delegate's open session is over: the next page is the login page (the portal asks the broker again within seconds).
    await expect(async () => {
      await delegate.goto(brandUrl(brand, "/fr-fr/contrats"));
      await expect(delegate).toHaveURL(/\/fr-fr\/connexion/, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await delegateContext.close();
  },
);

// axe in two brands (issue 30): the list, a refused form and the revocation's confirmation page (the page without
// JavaScript, reached by its address; the flow above opens the dialog), read only: the demo delegations stay.
for (const where of [
  {
    brand: "azura",
    list: "/fr-fr/delegation-acces",
    revoke: "/fr-fr/delegation-acces/dlg_azura_invited/revoquer",
    give: "Donner accès",
    confirm: "Retirer l'accès",
  },
  {
    brand: "nordhafen",
    list: "/de-de/delegation",
    revoke: "/de-de/delegation/dlg_nordhafen_invited/revoke",
    give: "Zugang geben",
    confirm: "Zugang entziehen",
  },
] as const) {
  test.describe(`axe on ${where.brand}`, { tag: "@once" }, () => {
    test.use({ session: { login: "demo.full@example.com", brand: where.brand } });

    test(`the list, a refused access and the revocation's confirmation page have no axe violations (${where.brand})`, async ({ page }) => {
      await page.goto(brandUrl(where.brand, where.list));
      await expect(page.getByTestId("delegations").locator("li").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.locator("#delegation").getByRole("button", { name: where.give }).click();
      await expect(page.locator("#delegation-firstname-error")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(brandUrl(where.brand, where.revoke));
      await expect(page.getByRole("button", { name: where.confirm })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
