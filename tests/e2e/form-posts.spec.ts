import type { Page } from "@playwright/test";
import { brandUrl } from "./fixtures";
import { postForm, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * A form posted to something that does not exist, or is another client's,
 * answers 404 with the not-found screen, like the page read (issue 41
 * point 10): the status and the screen agree, whichever form. HTTP-level:
 * the "once" project runs it.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

/** The session's cookie and CSRF token, read from a page it shows. */
async function formSession(page: Page, path: string) {
  await page.goto(brandUrl("azura", path));
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const cookie = (await page.context().cookies(page.url())).map((c) => `${c.name}=${c.value}`).join("; ");
  return { csrf, cookie };
}

async function expectNotFoundPost(page: Page, path: string, form: Record<string, string>, session: { csrf: string; cookie: string }) {
  const answer = await postForm(brandUrl("azura", path), { cookie: session.cookie, form: { csrf: session.csrf, ...form } });
  expect(answer.status, path).toBe(404);
  expect(answer.headers["content-type"], path).toContain("text/html");
  expect(answer.body, path).toContain("Page introuvable");
}

test.describe("a client's forms", { tag: "@once" }, () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" } });

  test("a contract's and a claim's forms posted for a made-up or another client's id answer 404 with the not-found screen", async ({ page }) => {
    const session = await formSession(page, "/fr-fr/contrats/ctr_azura_full_formalised/paiements");
    for (const id of ["ctr_made_up", "ctr_azura_single_multirisque", "ctr_courtia-fr_full_formalised"]) {
      await expectNotFoundPost(page, `/fr-fr/contrats/${id}/paiements`, { intent: "frequency", periodicity: "monthly" }, session);
      // The termination's first step answers its refusals with 422: a contract that is not there is still a 404.
      await expectNotFoundPost(page, `/fr-fr/contrats/${id}/resiliation`, { intent: "draft", reason: "sale_of_asset" }, session);
    }
    await expectNotFoundPost(page, "/fr-fr/sinistres/clm_made_up", { intent: "delete", file_id: "made_up", file_name: "made_up.pdf" }, session);
  });
});

test.describe("a prospect's forms", { tag: "@once" }, () => {
  test.use({ session: { login: "demo.quote@example.com", brand: "azura" } });

  test("a quote's signing steps posted for a made-up quote answer 404 with the not-found screen", async ({ page }) => {
    const session = await formSession(page, "/fr-fr/quotes");
    await expectNotFoundPost(page, "/fr-fr/quotes/made-up-quote/documents", { intent: "conditions", accepted: "on" }, session);
    await expectNotFoundPost(page, "/fr-fr/quotes/made-up-quote/documents", { intent: "phone-send", phone: "+33612345678" }, session);
  });
});
