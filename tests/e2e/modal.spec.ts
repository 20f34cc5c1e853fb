import { expect, test } from "@playwright/test";

test.describe("modals", () => {
  test("with JavaScript, a legal link opens its text in a dialog; navigating closes it and stays put", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "dialogs need JavaScript");
    await page.goto("/fr-fr/connexion");
    await page.waitForFunction(() => document.querySelector("html")?.dataset && (window as unknown as { __remixRouter?: unknown }).__remixRouter);
    await page.getByRole("link", { name: "Conditions générales d'utilisation" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/fr-fr\/connexion$/);
    // z-index: 1000 + 2 per modal, the content one above its overlay.
    expect(await dialog.evaluate((node) => getComputedStyle(node).zIndex)).toBe("1001");

    // A navigation while a modal is open closes every modal and is cancelled.
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/fr-fr/contact"));
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/fr-fr\/connexion$/);

    await page.getByRole("link", { name: "Conditions générales d'utilisation" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("without JavaScript, the same link is the ordinary page", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the no-JS path");
    await page.goto("/fr-fr/connexion");
    await page.getByRole("link", { name: "Conditions générales d'utilisation" }).first().click();
    await expect(page).toHaveURL(/\/fr-fr\/cgu$/);
    await expect(page.locator("h1")).toContainText("Conditions générales d'utilisation");
  });
});
