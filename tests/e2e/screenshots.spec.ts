import { stableUuid } from "../../broker/db/demo/util";
import { useOwnAddress } from "./auth-fixtures";
import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

// Saved as test artifacts under test-results/screenshots for people to look at.
// Once, with JavaScript: without it the server sends the same HTML, and the
// no-JS layout (the header menu) has its own test in contract.spec.ts.
const shotsDir = process.env.SHOTS_DIR ?? "test-results/screenshots";
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one look per page, with JavaScript");
const viewports = [
  { name: "phone", width: 390, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
  // A 1280 px screen at 200% browser zoom lays the page out in 640 CSS pixels (WCAG 1.4.4).
  { name: "zoom200", width: 640, height: 450 },
] as const;
const shots = [
  { brand: "azura", path: "/fr-fr/connexion", name: "login" },
  { brand: "azura", path: "/fr-fr/politique-de-confidentialite", name: "privacy" },
  { brand: "nordhafen", path: "/de-de/login", name: "login" },
  { brand: "nordhafen", path: "/de-de/contact", name: "contact" },
  { brand: null, path: "/es-es/legals", name: "legals" },
  { brand: null, path: "/en-fr/missing", name: "not-found" },
  { brand: "nordhafen", path: "/de-de/missing", name: "not-found" },
  { brand: "azura", path: "/fr-fr/introuvable", name: "not-found" },
  { brand: "azura", path: "/fr-fr/resiliation-trois-clics", name: "easy-termination" },
  { brand: "nordhafen", path: "/de-de/easy-termination", name: "easy-termination" },
] as const;

for (const viewport of viewports) {
  for (const shot of shots) {
    test(`screenshot ${shot.brand ?? "default"} ${shot.name} ${viewport.name}`, async ({ page }, info) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(brandUrl(shot.brand, shot.path));
      await page.screenshot({
        path: `${shotsDir}/${info.project.name}-${shot.brand ?? "default"}-${shot.name}-${viewport.name}.png`,
        fullPage: true,
      });
    });
  }
}

// Signed-in pages: the header with the account menu, the profile form, the account choice,
// each from the stored session of its demo user and brand (sessions.ts): no sign-in form here.
const signedInShots = [
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/", name: "home" },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/profile", name: "profile" },
  { brand: "nordhafen", login: "demo.multi@example.com", path: "/de-de/login/select-account", name: "select-account" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/home", name: "home" },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/contrats", name: "contracts" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/profile", name: "profile" },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/contrats/ctr_azura_full_formalised/details", name: "contract-details" },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/contrats/ctr_azura_full_formalised/documents", name: "contract-documents" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/contracts/ctr_nordhafen_full_formalised/mes-vehicules", name: "contract-vehicles" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/contracts/ctr_nordhafen_full_need_signature/recipients", name: "contract-recipients" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/contracts", name: "contracts" },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/attestations", name: "certificates" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/certificates", name: "certificates" },
  { brand: "azura", login: "demo.quote@example.com", path: "/fr-fr/", name: "home-prospect" },
  { brand: "azura", login: "demo.converted@example.com", path: "/fr-fr/", name: "home-converted" },
  { brand: "azura", login: "demo.converted@example.com", path: "/fr-fr/quotes", name: "quotes-converted" },
  { brand: "nordhafen", login: "demo.converted@example.com", path: "/de-de/home", name: "home-converted" },
  { brand: "nordhafen", login: "demo.converted@example.com", path: "/de-de/quotes", name: "quotes-converted" },
  { brand: "azura", login: "demo.bespoke@example.com", path: "/fr-fr/contrats/ctr_azura_bespoke_decennale/details", name: "contract-one-off" },
  {
    brand: "nordhafen",
    login: "demo.bespoke@example.com",
    path: `/de-de/bespoke-quotes/${stableUuid("nordhafen:quote:bespoke_signed")}/documents`,
    name: "bespoke-signed",
  },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/contrats/ctr_azura_full_signed/justificatifs", name: "contract-required" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/contracts/ctr_nordhafen_full_signed/required", name: "contract-required" },
  {
    brand: "azura",
    login: "demo.full@example.com",
    path: "/fr-fr/contrats/ctr_azura_full_need_signature/signatures/doc_azura_need_signature_to_sign",
    name: "contract-signature",
  },
  {
    brand: "nordhafen",
    login: "demo.full@example.com",
    path: "/de-de/contracts/ctr_nordhafen_full_need_signature/signatures/doc_nordhafen_need_signature_to_sign",
    name: "contract-signature",
  },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/payments", name: "payments" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/payments", name: "payments" },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/contrats/ctr_azura_full_formalised/paiements", name: "contract-payments" },
  { brand: "nordhafen", login: "demo.full@example.com", path: "/de-de/contracts/ctr_nordhafen_full_formal_notice/payments", name: "contract-payments" },
  { brand: "azura", login: "demo.full@example.com", path: "/fr-fr/pay?contract=ctr_azura_full_formal_notice&invoice=inv_azura_notice_unpaid", name: "pay" },
  {
    brand: "nordhafen",
    login: "demo.full@example.com",
    path: "/de-de/pay?contract=ctr_nordhafen_full_formalised&invoice=inv_nordhafen_fleet_unpaid",
    name: "pay",
  },
  // Claims (issue 29): the list, each declaration step (answers in the address, decision 0111) and a claim with two third parties.
  ...(["azura", "nordhafen"] as const).flatMap((brand) => {
    const [root, declare] = brand === "azura" ? ["/fr-fr/sinistres", "/fr-fr/sinistres/declarer"] : ["/de-de/claims", "/de-de/claims/new"];
    const contract = `contract=ctr_${brand}_full_signed`;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    return [
      { brand, login: "demo.full@example.com" as const, path: root, name: "claims" },
      { brand, login: "demo.full@example.com" as const, path: declare, name: "claim-declare-1" },
      { brand, login: "demo.full@example.com" as const, path: `${declare}?${contract}`, name: "claim-declare-2" },
      {
        brand,
        login: "demo.full@example.com" as const,
        path: `${declare}?${contract}&nature=water_damage&type=damage_suffered&occurred=${yesterday}&injury=no&third=yes`,
        name: "claim-declare-3",
      },
      { brand, login: "demo.full@example.com" as const, path: `${root}/clm_${brand}_collision`, name: "claim" },
    ];
  }),
  // Requests and rights (issue 30): the callback form, data rights with earlier requests, delegations and a revocation's
  // confirmation page, a contract's termination form and a sent request's state.
  ...(["azura", "nordhafen"] as const).flatMap((brand) => {
    const fr = brand === "azura";
    const [lang, gdpr, delegation, revoke, contracts, termination] = fr
      ? ["/fr-fr", "exercice-de-droit-rgpd", "delegation-acces", "revoquer", "contrats", "resiliation"]
      : ["/de-de", "gdpr", "delegation", "revoke", "contracts", "termination"];
    const login = "demo.full@example.com" as const;
    return [
      { brand, login, path: `${lang}/contact`, name: "contact-signed-in" },
      { brand, login, path: `${lang}/${gdpr}`, name: "gdpr" },
      { brand, login, path: `${lang}/${delegation}`, name: "delegation" },
      { brand, login, path: `${lang}/${delegation}/dlg_${brand}_invited/${revoke}`, name: "delegation-revoke" },
      { brand, login, path: `${lang}/${contracts}/ctr_${brand}_full_formalised/${termination}`, name: "termination" },
      { brand, login, path: `${lang}/${contracts}/ctr_${brand}_full_terminated/${termination}`, name: "termination-state" },
    ];
  }),
] as const;

for (const shot of signedInShots) {
  test.describe(`${shot.login} on ${shot.brand}`, () => {
    test.use({ session: { brand: shot.brand, login: shot.login } });

    for (const viewport of viewports) {
      test(`screenshot ${shot.brand} ${shot.name} ${viewport.name} (signed in)`, async ({ page }, info) => {
        await useOwnAddress(page, info);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(brandUrl(shot.brand, shot.path));
        await expect(page).toHaveURL(brandUrl(shot.brand, shot.path));
        await page.screenshot({
          path: `${shotsDir}/${info.project.name}-${shot.brand}-${shot.name}-${viewport.name}.png`,
          fullPage: true,
        });
      });
    }
  });
}

// The prospect's space (issue 28): the quotes list, a quote in each step (demo.quotes, decision 0148), the documents
// and signature, the bespoke quotes, the qualification questionnaire. Phone and desktop, two brands.
const quoteUuid = (brand: string, key: string) => stableUuid(`${brand}:quote:${key}`);
const quoteSteps = ["received", "under_review", "quote_ready", "sign_needed", "quote_finalized"] as const;
const prospectShots = (["azura", "nordhafen"] as const).flatMap((brand) => {
  const lang = brand === "azura" ? "/fr-fr" : "/de-de";
  const steps = "demo.quotes@example.com";
  return [
    { brand, login: steps, path: `${lang}/quotes`, name: "quotes" },
    ...quoteSteps.map((step) => ({ brand, login: steps, path: `${lang}/quotes/${quoteUuid(brand, `steps_${step}`)}`, name: `quote-${step}` }) as const),
    ...(["received", "quote_ready", "sign_needed", "quote_finalized"] as const).map(
      (step) =>
        ({
          brand,
          login: steps,
          path: `${lang}/quotes/${quoteUuid(brand, `steps_${step}`)}/documents`,
          name: `quote-${step}-documents`,
        }) as const,
    ),
    { brand, login: "demo.bespoke@example.com", path: `${lang}/bespoke-quotes`, name: "bespoke-quotes" },
    { brand, login: "demo.bespoke@example.com", path: `${lang}/bespoke-quotes/${quoteUuid(brand, "bespoke_to_sign")}/signature`, name: "bespoke-signature" },
    { brand, login: "demo.kyc@example.com", path: `${lang}/${brand === "azura" ? "qualification" : "kyc"}`, name: "kyc" },
  ] as const;
});

for (const shot of [
  ...prospectShots,
  {
    brand: "azura",
    login: "demo.bespoke-one@example.com",
    path: `/fr-fr/bespoke-quotes/${quoteUuid("azura", "bespoke_one")}/required`,
    name: "bespoke-required",
  },
] as const) {
  test.describe(`${shot.login} on ${shot.brand}`, () => {
    test.use({ session: { brand: shot.brand, login: shot.login } });
    for (const viewport of viewports.filter((each) => each.name !== "zoom200")) {
      test(`screenshot ${shot.brand} ${shot.name} ${viewport.name} (prospect)`, async ({ page }, info) => {
        await useOwnAddress(page, info);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(brandUrl(shot.brand, shot.path));
        await expect(page).toHaveURL(brandUrl(shot.brand, shot.path));
        await page.screenshot({ path: `${shotsDir}/${info.project.name}-${shot.brand}-${shot.name}-${viewport.name}.png`, fullPage: true });
      });
    }
  });
}

// The card provider's own page (the broker's sandbox, issue 31): reached from the pay page's button, in the page's language.
const cardPageShots = [
  { brand: "azura", path: "/fr-fr/pay?contract=ctr_azura_full_formal_notice&invoice=inv_azura_notice_unpaid", button: /^Payer/ },
  { brand: "nordhafen", path: "/de-de/pay?contract=ctr_nordhafen_full_formal_notice&invoice=inv_nordhafen_notice_unpaid", button: /^(\S+ )?284,70/ },
] as const;

for (const shot of cardPageShots) {
  test.describe(`demo.full@example.com on ${shot.brand}, the card page`, () => {
    test.use({ session: { brand: shot.brand, login: "demo.full@example.com" } });

    for (const viewport of viewports) {
      test(`screenshot ${shot.brand} card-page ${viewport.name} (signed in)`, async ({ page }, info) => {
        await useOwnAddress(page, info);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(brandUrl(shot.brand, shot.path));
        await page.getByRole("button", { name: shot.button }).click();
        await expect(page).toHaveURL(/\/sandbox\/card\//);
        await page.screenshot({ path: `${shotsDir}/${info.project.name}-${shot.brand}-card-page-${viewport.name}.png`, fullPage: true });
      });
    }
  });
}
