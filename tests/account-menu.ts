import type { Page } from "@playwright/test";

/** Opens the header's account menu (a disclosure named by who is signed in) holding the profile, delegations, switch and logout. */
export async function openAccountMenu(page: Page) {
  const summary = page.locator("header summary").filter({ has: page.getByTestId("signed-in-name") });
  const open = await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
  if (!open) await summary.click();
}
