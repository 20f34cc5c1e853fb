import { expect, test } from "@playwright/test";

test.describe("full-page error screen", () => {
  test("404 shows the brand logo, title, path, go-back button and (in local) the debug tree", async ({ page }) => {
    const response = await page.goto("/de-de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator("header img")).toHaveAttribute("src", /\/brands\/courtia-de\/logo\.svg/);
    await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
    await expect(page.locator("main code")).toHaveText("/de-de/gibt-es-nicht");
    await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/de-de/home");
    await expect(page.locator("details summary")).toHaveCount(1);
  });
});
