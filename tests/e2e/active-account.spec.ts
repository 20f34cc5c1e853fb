import { brandFor, logIn, useOwnAddress } from "./auth-fixtures";
import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

/**
 * A person with several customer accounts sees which one they act for (decision 0278): its name under theirs in the
 * account control, drawn by the server (JavaScript on and off), after each choice; a phone's 360 px keep it without
 * scrolling sideways. Signs in itself (choosing an account changes the session), on a brand per project.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const companies = ["Cabinet Lefèvre Architectes", "SCI Les Tilleuls"] as const;

test("the account control names the customer account chosen, after each choice", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, { js: "mistral", noJs: "vigie" });
  await logIn(page, brand, "demo.multi@example.com");
  for (const [index, company] of companies.entries()) {
    await page.goto(brandUrl(brand, "/fr-fr/login/select-account"));
    await page.locator("li").filter({ hasText: company }).getByRole("button").click();
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/"));
    const named = page.getByTestId("signed-in-name");
    await expect(named).toContainText("Sophie Lefèvre");
    await expect(named.getByTestId("client-name")).toHaveText(company);
    await expect(named).not.toContainText(companies[1 - index]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(brandUrl(brand, "/fr-fr/"));
  await expect(page.getByTestId("client-name").first()).toContainText(companies[1]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a person with one customer account is not told its name again", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, { js: "mistral", noJs: "vigie" });
  await logIn(page, brand, "demo.single@example.com");
  await expect(page.getByTestId("signed-in-name")).toContainText("Julien Moreau");
  await expect(page.getByTestId("client-name")).toHaveCount(0);
});
