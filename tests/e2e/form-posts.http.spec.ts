import { expect, formsIn, ownAddress, test, Visitor } from "./http";

/**
 * A form posted to something that does not exist, or is another client's,
 * answers 404 with the not-found screen, like the page read (issue 41
 * point 10): the status and the screen agree, whichever form. Plain HTTP:
 * the "http" project runs it.
 */

/** The stored session's visitor and the CSRF token of a page it shows. */
async function formSession(login: "demo.full@example.com" | "demo.quote@example.com", path: string) {
  const visitor = Visitor.stored("azura", login, ownAddress(test.info()));
  const page = await visitor.read(path);
  expect(page.status, path).toBe(200);
  const csrf = formsIn(page.body, page.url).find((form) => form.values.csrf)?.values.csrf;
  expect(csrf, `a CSRF token on ${path}`).toBeTruthy();
  return { visitor, csrf: csrf! };
}

async function expectNotFoundPost(session: { visitor: Visitor; csrf: string }, path: string, form: Record<string, string>) {
  const answer = await session.visitor.post(path, { csrf: session.csrf, ...form });
  expect(answer.status, path).toBe(404);
  expect(answer.headers["content-type"], path).toContain("text/html");
  expect(answer.body, path).toContain("Page introuvable");
}

test.describe("a client's forms", () => {
  test("a contract's and a claim's forms posted for a made-up or another client's id answer 404 with the not-found screen", async () => {
    const session = await formSession("demo.full@example.com", "/fr-fr/contrats/ctr_azura_full_formalised/paiements");
    for (const id of ["ctr_made_up", "ctr_azura_single_multirisque", "ctr_courtia-fr_full_formalised"]) {
      await expectNotFoundPost(session, `/fr-fr/contrats/${id}/paiements`, { intent: "frequency", periodicity: "monthly" });
      // The termination's first step answers its refusals with 422: a contract that is not there is still a 404.
      await expectNotFoundPost(session, `/fr-fr/contrats/${id}/resiliation`, { intent: "draft", reason: "sale_of_asset" });
    }
    await expectNotFoundPost(session, "/fr-fr/sinistres/clm_made_up", { intent: "delete", file_id: "made_up", file_name: "made_up.pdf" });
  });
});

test.describe("a prospect's forms", () => {
  test("a quote's signing steps posted for a made-up quote answer 404 with the not-found screen", async () => {
    const session = await formSession("demo.quote@example.com", "/fr-fr/quotes");
    await expectNotFoundPost(session, "/fr-fr/quotes/made-up-quote/documents", { intent: "conditions", accepted: "on" });
    await expectNotFoundPost(session, "/fr-fr/quotes/made-up-quote/documents", { intent: "phone-send", phone: "+33612345678" });
  });
});
