import { describe, expect, it } from "vitest";
import { mailedPagePath, mailedPages, type MailedPage } from "../../../broker/auth/links";
import { href } from "~/utils/routing/href";
import { countries, languages } from "~/utils/routing/locale";
import type { RouteName } from "~/route-table";

/**
 * The broker writes the links of its e-mails (magic link, password reset, delegation invitation, a termination's
 * withdrawal) without the portal's route table: each page's words must be the ones `href()` gives, in every locale,
 * or a French e-mail opens `/fr-fr/login` and a redirect instead of `/fr-fr/connexion` (SPEC section 2).
 */
describe("the pages the broker's e-mails link to", () => {
  const pages = Object.keys(mailedPages) as MailedPage[];

  it.each(pages)("%s has the portal's path in every locale", (page) => {
    const params = { token: "t0k" };
    for (const lang of languages)
      for (const country of countries) {
        const locale = `${lang}-${country.toLowerCase()}`;
        expect(`/${locale}/${mailedPagePath(page, locale, params)}`, locale).toBe(href(page as RouteName, params, { lang, country }));
      }
  });
});
