import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

// Issue 26 section 4: every word in the visitor's language.

test.describe("the contract tab bar", () => {
  test.use({ session: { brand: "azura", login: "demo.full@example.com" } });

  test("is in Spanish on Spanish pages", async ({ page }) => {
    await page.goto(brandUrl("azura", "/es-fr/contracts/ctr_azura_full_formalised/details"));
    const spanish = page.getByRole("navigation", { name: "Secciones del contrato" });
    await expect(spanish.getByText("Pagos", { exact: true })).toBeVisible();
    await expect(spanish.getByText("Detalles", { exact: true })).toBeVisible();
    await expect(spanish.getByText("Payments", { exact: true })).toHaveCount(0);
  });
});
