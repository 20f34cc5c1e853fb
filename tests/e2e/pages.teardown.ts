import { test as teardown, expect } from "@playwright/test";
import { validateCollectedPages } from "./nu-html-checker";

/**
 * After the js, no-js and once projects: the distinct pages their browsers received (page-checks.ts)
 * pass the Nu Html Checker with no error, in one run of the checker (docs/decisions/0068).
 */
teardown("the pages the tests visited pass the Nu Html Checker", async () => {
  teardown.setTimeout(300_000);
  const { pages, errors } = validateCollectedPages();
  console.info(`Nu Html Checker: ${pages} pages, ${errors.length} errors`);
  expect(errors).toEqual([]);
});
