import type { Page } from "@playwright/test";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, isJs, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * A pending termination shows wherever the contract is shown (issue 45 §3,
 * decision 0184): the contract's header, the contracts list and the
 * dashboard, with its effective date; withdrawn from the termination tab, it
 * is gone from the three at once. The demo's request on the full client's
 * quarterly premises contract, filed with the public form. JavaScript on
 * (castello) and off (solana): each withdraws its own brand's.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const brands = { js: "castello", noJs: "solana" } as const;
test.use({ session: { login: "demo.full@example.com", brand: brands } });

const pendingOn = (page: Page) => page.locator("main [data-pending-termination]");
const words = /^Résiliation demandée, effective le \d{1,2}(?:er)?\s\p{L}+\s\d{4}$/u;

test("the header, the list and the dashboard say the termination requested and its date; withdrawn, none of them does", async ({ page }, testInfo) => {
  test.slow(); // Four pages twice, and a withdrawal.
  const brand = brandFor(testInfo, brands);
  const contractId = `ctr_${brand}_full_frequency_recent`;
  const contractPage = brandUrl(brand, `/fr-fr/contrats/${contractId}`);

  await page.goto(contractPage);
  await expect(pendingOn(page)).toHaveCount(1);
  await expect(page.locator("main header [data-pending-termination]")).toHaveText(words);
  const said = (await pendingOn(page).innerText()).trim();
  if (isJs(testInfo)) await expectNoAxeViolations(page); // axe runs in the page: not with JavaScript off

  await page.goto(brandUrl(brand, "/fr-fr/contrats"));
  await expect(pendingOn(page)).toHaveCount(1);
  const card = page.getByRole("listitem").filter({ has: page.locator(`a[href$="/${contractId}"]`) });
  await expect(card.locator("[data-pending-termination]")).toHaveText(said);

  await page.goto(brandUrl(brand, "/fr-fr/"));
  const pane = page.getByRole("region", { name: "Contrats", exact: true });
  await expect(pane.locator("[data-pending-termination]")).toHaveCount(1);
  const line = pane.locator("[data-pending-termination]").getByRole("link");
  await expect(line).toHaveText(new RegExp(`\\u00a0: ${said.replace(/\s/g, "\\s")}$`, "u"));
  await expect(line).toHaveAttribute("href", `/fr-fr/contrats/${contractId}`);
  if (isJs(testInfo)) await expectNoAxeViolations(page);

  // The holder withdraws it from the termination tab (decision 0173).
  await page.goto(brandUrl(brand, `/fr-fr/contrats/${contractId}/resiliation`));
  await page.getByRole("button", { name: "Retirer cette demande" }).click();
  await expect(page.locator("#termination")).toBeVisible();

  for (const path of [`/fr-fr/contrats/${contractId}`, "/fr-fr/contrats", "/fr-fr/"]) {
    await page.goto(brandUrl(brand, path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(pendingOn(page), path).toHaveCount(0);
  }
});
