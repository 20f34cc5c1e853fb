import { expect, type Page } from "@playwright/test";
import { readMailbox } from "./auth-fixtures";

/**
 * On the sandbox signature provider's page (in French): asks for the SMS code, reads it from the broker's outbox,
 * types it and signs; the provider sends the browser back to the portal's one return page (decision 0097), which
 * says the signature is recorded.
 */
export async function signAtProviderPage(page: Page, sms: { to: string; brand: string }) {
  await page.getByRole("button", { name: "M'envoyer le code" }).click();
  const { code } = await readMailbox(page, { to: sms.to, template: "signature-code", brand: sms.brand });
  await page.getByLabel("Code reçu par SMS").fill(code!);
  await page.getByRole("button", { name: "Signer les documents" }).click();
  await expect(page).toHaveURL(/\/internal\/callback\/signature\?ref=[0-9a-f-]{36}&outcome=success/);
  await expect(page.getByRole("status").filter({ hasText: "Votre signature est enregistrée" })).toBeVisible();
}
