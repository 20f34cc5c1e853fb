import { decodeHtml, expect, formsIn, ownAddress, regionOf, test, textOfElementId, textsOf, Visitor, type Answer, type FoundForm } from "./http";
import { demoPassword } from "./auth-fixtures";
import { providerRead, providerSubmit } from "./sandbox-provider";
import { linkHref } from "./sign-in-posts";
import { sepaSummaryPages } from "./sepa-summary-pages";

/**
 * A contract's payment forms as a browser without JavaScript posts them, and the pages that answer (decision 0227):
 * payments.spec.ts runs them with JavaScript (on mistral), here on vigie, demo.full's stored session.
 */
const brand = "vigie";
const tab = `/fr-fr/contrats/ctr_${brand}_full_rc_amendment/paiements`;

const plain = (html: string) =>
  decodeHtml(html.replace(/<[^>]*>/g, " "))
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
/** The HTML of form#sepa. */
function sepaForm(page: Answer): string {
  const start = page.body.search(/<form\b[^>]*\bid="sepa"/);
  expect(start, `form#sepa on ${page.url}`).toBeGreaterThanOrEqual(0);
  return page.body.slice(start, page.body.indexOf("</form>", start));
}
function inputTag(page: Answer, name: string): string {
  const tag = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(sepaForm(page))?.[0];
  expect(tag, `input ${name} in form#sepa`).toBeDefined();
  return tag!;
}
const valueOf = (page: Answer, name: string) => decodeHtml(/\svalue="([^"]*)"/.exec(inputTag(page, name))?.[1] ?? "");
function errorOf(page: Answer, id: string): string {
  const match = new RegExp(`<p\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</p>`).exec(sepaForm(page));
  expect(match, `#${id} on ${page.url}`).not.toBeNull();
  return plain(match![1]);
}

test.describe("changing to SEPA direct debit", () => {
  test("refuses a wrong checksum, a non-SEPA country and an unticked box next to the field, then saves FR, DE, IT and ES accounts", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    let page = await visitor.read(tab);
    expect(plain(page.body)).toContain("Carte Visa se terminant par 4242");
    /** The SEPA form posted as typed: the consent box sent only when ticked, as a browser sends a checkbox. */
    const submit = async (from: Answer, values: { holder: string; iban: string; bic?: string; consent: boolean }) => {
      const form = formsIn(from.body, from.url).find((candidate) => candidate.id === "sepa" && candidate.method === "post");
      if (!form) throw new Error(`No form#sepa on ${from.url}`);
      const rendered = { ...form.values };
      delete rendered.legal;
      const body = { ...rendered, ...(form.submitter ? { [form.submitter.name]: form.submitter.value } : {}), holder: values.holder, iban: values.iban };
      return visitor.landed(await visitor.post(form.action, { ...body, bic: values.bic ?? "", ...(values.consent ? { legal: "on" } : {}) }));
    };

    // A wrong check digit: the broker's code, worded next to the IBAN; the rest kept.
    page = await submit(page, { holder: "Transports Dubois SAS", iban: "FR76 3000 6000 0112 3456 7890 188", bic: "AGRIFRPP", consent: true });
    expect(errorOf(page, "sepa-iban-error")).toBe("Cet IBAN n'est pas valide (clé de contrôle incorrecte). Vérifiez chaque caractère.");
    expect(inputTag(page, "iban")).toContain('aria-invalid="true"');
    expect(valueOf(page, "holder")).toBe("Transports Dubois SAS");
    expect(valueOf(page, "bic")).toBe("AGRIFRPP");

    // A valid IBAN outside the SEPA area.
    page = await submit(page, { holder: "Transports Dubois SAS", iban: "BR1800360305000010009795493C1", consent: true });
    expect(errorOf(page, "sepa-iban-error")).toBe("Ce compte n'est pas dans la zone SEPA\u00a0: le prélèvement n'est pas possible.");

    // The consent box left unticked: its own message from the server, the IBAN kept, nothing saved.
    page = await submit(page, { holder: "Transports Dubois SAS", iban: "FR7630006000011234567890189", consent: false });
    expect(errorOf(page, "sepa-legal-error")).toBe("Cochez la case pour accepter le mandat de prélèvement.");
    expect(valueOf(page, "iban")).toBe("FR7630006000011234567890189");
    expect(valueOf(page, "holder")).toBe("Transports Dubois SAS");
    expect(plain(page.body)).toContain("Carte Visa se terminant par 4242");

    // One valid account per country: saved each time, the contract now paid by SEPA debit from it.
    for (const { iban, last4 } of [
      { iban: "FR76 3000 6000 0112 3456 7890 189", last4: "0189" },
      { iban: "DE89 3704 0044 0532 0130 00", last4: "3000" },
      { iban: "IT60 X054 2811 1010 0000 0123 456", last4: "3456" },
      { iban: "ES91 2100 0418 4502 0005 1332", last4: "1332" },
    ]) {
      page = await submit(page, { holder: "Transports Dubois SAS", iban, consent: true });
      const text = plain(page.body);
      expect(text).toContain("Mandat SEPA enregistré");
      expect(text).toContain(`Prélèvement SEPA sur le compte se terminant par ${last4}`);
      expect(text).toMatch(/RUM-/);
      expect(page.body).toMatch(/<summary\b[^>]*>\s*Changer de compte bancaire\s*<\/summary>/);
      page = await visitor.read(tab);
    }
  });
});

/**
 * Each line of a refused SEPA form's error summary says which field it is about (issue 31: without JavaScript the
 * server's page read "Ce champ est obligatoire." alone): the field's label, then its message, in the page's language.
 * error-summary.spec.ts checks the browser's own summary, with JavaScript.
 */
test.describe("the SEPA form's summary", () => {
  const pages = sepaSummaryPages;

  test("names the field of each line, in five languages", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    for (const { path, holder, consent } of pages) {
      const page = await visitor.read(path);
      // The holder left empty and the box not ticked: refused before anything reaches the broker.
      const refused = await visitor.landed(await visitor.submit(page, (form) => form.id === "sepa", { holder: "", iban: "FR76 3000 6000 0112 3456 7890 189" }));
      const html = sepaForm(refused);
      const alert = html.slice(html.indexOf('role="alert"'), html.indexOf("</div>", html.indexOf('role="alert"')));
      const links = [...alert.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({ href: /href="([^"]*)"/.exec(match[1])?.[1], text: plain(match[2]) }));
      expect(links.map((link) => link.text)[0], path).toBe(holder);
      expect(links).toHaveLength(2);
      expect(links[1].text.startsWith(consent), `${path}: ${links[1].text}`).toBe(true);
      expect(links[0].href).toBe("#sepa-holder");
      // The field's own message stays short.
      expect(errorOf(refused, "sepa-holder-error")).toBe(holder.replace(/^.*: /, ""));
    }
  });
});

/** The text that follows a marker of a page (an alert's or a status's first 400 characters), its spaces as spaces. */
function near(page: Answer, marker: string): string {
  const at = page.body.indexOf(marker);
  expect(at, `${marker} on ${page.url}`).toBeGreaterThanOrEqual(0);
  return plain(page.body.slice(page.body.indexOf(">", at) + 1))
    .replace(/[\u00a0\u202f]/g, " ")
    .slice(0, 400);
}

test.describe("paying an invoice by card", () => {
  test("says why a card is refused and lets the client try again; the success card pays, once, without changing how the contract is paid", async () => {
    // payments.spec.ts does the same with JavaScript on mistral. The card provider's page is the broker's sandbox,
    // a server-rendered form posted as a browser without JavaScript would (sandbox-provider.ts).
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    const payments = await visitor.read("/fr-fr/payments");
    const payHref = /<a\b[^>]*href="([^"]*)"[^>]*>\s*Payer/.exec(payments.body.slice(payments.body.indexOf(`inv_${brand}_notice_unpaid`)))?.[1];
    expect(payHref).toBeDefined();
    let pay = await visitor.read(decodeHtml(payHref!));
    expect(textsOf(pay.body, "h1")).toEqual(["Payer une facture"]);
    const summary = plain(/aria-labelledby="pay-what"[\s\S]*?<\/section>/.exec(pay.body)?.[0] ?? "");
    for (const text of [/Frais de mise en demeure/, /15,00\s€/, /284,70\s€/]) expect(summary).toMatch(text);
    const isPay = (form: FoundForm) => form.fields.some((field) => field.name === "intent") && form.action.includes("/pay");
    const payButton = (page: Answer) => textsOf(page.body, "button").filter((text) => /payer/i.test(text));
    expect(payButton(pay)).toEqual([expect.stringMatching(/^Payer 284,70\s€/)]);

    // The provider's page wears the brand's logo and name, words its test numbers in the page's language, and keeps
    // the typed card number (never the CVC) when the expiry is wrong.
    const card = { exp_month: "12", exp_year: String(new Date().getFullYear() + 2), cvc: "123" };
    let provider = await providerRead((await visitor.submit(pay, isPay, {})).headers.location!);
    // The logo: an svg with role="img" named by its title.
    expect(provider.body).toMatch(
      /<svg\b[^>]*role="img"[^>]*aria-labelledby="vigie-logo-title"[\s\S]*?<title id="vigie-logo-title">La Vigie Courtage<\/title>/,
    );
    const table = plain(/<table\b[\s\S]*?<\/table>/.exec(provider.body)?.[0] ?? "");
    expect(table).toContain("Fonds insuffisants");
    expect(table).not.toContain("insufficient_funds");
    const wrongYear = await providerSubmit(provider, "", { ...card, number: "4000000000009995", exp_year: "3" });
    expect(/<input\b[^>]*name="number"[^>]*>/.exec(wrongYear.body)?.[0]).toContain('value="4000 0000 0000 9995"');
    expect(/<input\b[^>]*name="cvc"[^>]*>/.exec(wrongYear.body)?.[0]).not.toMatch(/value="[^"]+"/);
    provider = { ...wrongYear, url: provider.url };
    for (const [index, [number, message]] of (
      [
        ["4000000000009995", "Le paiement a été refusé : fonds insuffisants."],
        ["4000000000000002", "Votre carte a été refusée. Veuillez utiliser une autre carte ou contacter votre banque."],
      ] as const
    ).entries()) {
      if (index > 0) provider = await providerRead((await visitor.submit(pay, isPay, {})).headers.location!);
      pay = await visitor.landed(await providerSubmit(provider, "", { ...card, number }));
      expect(near(pay, 'role="alert"')).toContain(message);
      expect(textsOf(pay.body, "title")[0]).toMatch(/^Le paiement n'a pas abouti/);
    }
    expect(payButton(pay)).toEqual([expect.stringMatching(/^Réessayer de payer/)]);
    // The refusal is the broker's word on that intent, not the address's (decision 0040, amended): another code on the
    // address changes nothing; a refusal without its intent, or with an intent that is not this invoice's, says nothing.
    const refused = new URL(pay.url);
    expect(refused.searchParams.get("result")).toBe("card_declined");
    const forged = (result: string, intent: string | null) => {
      const url = new URL(refused);
      url.searchParams.set("result", result);
      if (intent === null) url.searchParams.delete("intent");
      else url.searchParams.set("intent", intent);
      return url.pathname + url.search;
    };
    const declined = "Votre carte a été refusée. Veuillez utiliser une autre carte ou contacter votre banque.";
    expect(near(await visitor.read(forged("expired_card", refused.searchParams.get("intent"))), 'role="alert"')).toContain(declined);
    for (const address of [forged("expired_card", null), forged("expired_card", "pik_made_up"), forged("paid", null)]) {
      const shown = await visitor.read(address);
      expect(plain(shown.body)).not.toMatch(/refusée|a expiré|est validé/);
      expect(textsOf(shown.body, "title")[0]).toMatch(/^Payer une facture/);
      expect(payButton(shown)).toEqual([expect.stringMatching(/^Payer 284,70\s€/)]);
    }
    provider = await providerRead((await visitor.submit(pay, isPay, {})).headers.location!);
    const paid = await visitor.landed(await providerSubmit(provider, "", { ...card, number: "4242424242424242" }));
    expect(near(paid, 'role="status"')).toContain("Le paiement est validé.");
    expect(textsOf(paid.body, "title")[0]).toMatch(/^Le paiement est validé\./);
    expect(plain(paid.body)).toContain("Ce que vous avez payé");
    expect(plain(paid.body)).toContain("Total payé");
    expect(payButton(paid)).toEqual([]);

    // Paid once: the invoice reads paid, offers no payment, and the pay page says so.
    const after = await visitor.read("/fr-fr/payments");
    const row = after.body.slice(after.body.indexOf(`inv_${brand}_notice_unpaid`));
    expect(plain(row.slice(0, row.indexOf("</li>") > 0 ? row.indexOf("</li>") : 2000))).toContain("Payée");
    const again = await visitor.read(`/fr-fr/pay?contract=ctr_${brand}_full_formal_notice&invoice=inv_${brand}_notice_unpaid`);
    expect(near(again, 'role="status"')).toContain("Cette facture est déjà payée.");
    expect(payButton(again)).toEqual([]);
    // "Paid just now" is said of the intent that paid it, on its return address only: with a refused intent, none, or
    // a made-up one, the page says it was paid already.
    expect(near(await visitor.read(new URL(paid.url).pathname + new URL(paid.url).search), 'role="status"')).toContain("Le paiement est validé.");
    for (const address of [forged("paid", refused.searchParams.get("intent")), forged("paid", null), forged("paid", "pik_made_up")]) {
      expect(near(await visitor.read(address), 'role="status"')).toContain("Cette facture est déjà payée.");
    }

    // The formal notice is lifted, and the contract is still paid by direct debit.
    const contractPage = await visitor.read(`/fr-fr/contrats/ctr_${brand}_full_formal_notice/paiements`);
    const contract = plain(/<main\b[\s\S]*?<\/main>/.exec(contractPage.body)?.[0] ?? "");
    expect(contract).not.toContain("Un paiement de ce contrat n'a pas été reçu.");
    expect(contract).toContain("Prélèvement SEPA");
  });
});

/** Text with every run of white space (no-break spaces too) as one space, as the browser tests' text checks read it. */
const spaced = (text: string) => text.replace(/\s+/g, " ").trim();
/** The value of the radio button of `html` whose label reads `label` (wrapped in it, or named by its `for`). */
function radioValue(html: string, label: RegExp): string {
  for (const [, attributes, inner] of html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/g)) {
    if (!label.test(spaced(plain(inner)))) continue;
    const id = /\sfor="([^"]*)"/.exec(attributes)?.[1];
    const input = id ? new RegExp(`<input\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] : /<input\b[^>]*>/.exec(inner)?.[0];
    const value = input && /\stype="radio"/.test(input) ? /\svalue="([^"]*)"/.exec(input)?.[1] : undefined;
    if (value !== undefined) return decodeHtml(value);
  }
  throw new Error(`No radio labelled ${label}`);
}
const planned = (page: Answer) =>
  [...regionOf(page, "Échéancier").matchAll(/<tr\b[^>]*\sdata-planning\b[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => spaced(plain(row)));

test.describe("changing the debit frequency", () => {
  // payments.spec.ts does the same with JavaScript on mistral.
  const frequencyTab = `/fr-fr/contrats/ctr_${brand}_full_signed/paiements`;

  test("shows what each debit would take, changes it, and refuses a second change within 24 hours with the time", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    // A second tab opened before the change: its form is the one a second change would come from.
    const stale = await visitor.read(frequencyTab);
    let page = await visitor.read(frequencyTab);
    let frequency = regionOf(page, "Fréquence de prélèvement");
    expect(spaced(plain(frequency))).toContain("Actuellement : Mensuelle, 61,80 € par mois.");
    expect(planned(page)).toHaveLength(3);
    expect(planned(page).filter((row) => row.includes("61,80 €"))).toHaveLength(3);
    // The yearly premium (12 × 61,80) split into the new instalments.
    expect(() => radioValue(frequency, /^Annuelle : 741,60 € par an$/)).not.toThrow();
    const isFrequency = (form: FoundForm) => form.values.intent === "frequency";
    page = await visitor.landed(await visitor.submit(page, isFrequency, { periodicity: radioValue(frequency, /^Trimestrielle : 185,40 € par trimestre$/) }));
    expect(spaced(plain(page.body))).toContain("Fréquence de prélèvement modifiée");
    frequency = regionOf(page, "Fréquence de prélèvement");
    expect(spaced(plain(frequency))).toContain("Actuellement : Trimestrielle, 185,40 € par trimestre.");
    expect(spaced(near({ ...page, body: frequency }, 'role="status"'))).toMatch(/Un nouveau changement sera possible le \d+ \p{L}+ \d{4} à \d{2}:\d{2}\./u);
    expect(textsOf(frequency, "button")).not.toContain("Changer la fréquence");
    // The schedule follows: a year of quarterly debits from the first one that was to come.
    expect(planned(page)).toHaveLength(4);
    expect(planned(page).filter((row) => row.includes("185,40 €"))).toHaveLength(4);

    // The form of the older tab: refused, the reason next to the choice, and the time it becomes possible.
    const refused = await visitor.landed(
      await visitor.submit(stale, isFrequency, { periodicity: radioValue(regionOf(stale, "Fréquence de prélèvement"), /^Annuelle/) }),
    );
    expect(textOfElementId(refused.body, "frequency-periodicity-error")).toBe("La fréquence a déjà été changée il y a moins de 24 heures.");
  });

  test("a contract whose frequency changed two hours ago says when it can change again, and offers no choice", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    const page = await visitor.read(`/fr-fr/contrats/ctr_${brand}_full_frequency_recent/paiements`);
    const frequency = regionOf(page, "Fréquence de prélèvement");
    expect(spaced(plain(frequency))).toContain("Actuellement : Trimestrielle, 185,40 € par trimestre.");
    expect(spaced(near({ ...page, body: frequency }, 'role="status"'))).toMatch(/Un nouveau changement sera possible le \d+ \p{L}+ \d{4} à \d{2}:\d{2}\./u);
    expect(frequency).not.toMatch(/<input\b[^>]*\stype="radio"/);
  });
});

test.describe("paying a contract by card from now on", () => {
  test("a refused card says why; a valid one becomes the contract's payment method", async () => {
    // payments.spec.ts does the same with JavaScript on castello; here solana, whose method no other test changes.
    const visitor = Visitor.stored("solana", "demo.full@example.com", ownAddress(test.info()));
    const isCard = (form: FoundForm) => form.values.intent === "card";
    const card = { exp_month: "12", exp_year: String(new Date().getFullYear() + 2), cvc: "123" };
    let page = await visitor.read("/fr-fr/contrats/ctr_solana_full_signed/paiements");
    expect(textsOf(regionOf(page, "Moyen de paiement"), "button")).toContain("Payer par carte bancaire");
    let provider = await providerRead((await visitor.submit(page, isCard, {})).headers.location!);
    page = await visitor.landed(await providerSubmit(provider, "", { ...card, number: "4000000000000069" }));
    let method = regionOf(page, "Moyen de paiement");
    expect(near({ ...page, body: method }, 'role="alert"')).toContain("Votre carte a expiré. Veuillez utiliser une autre carte.");
    expect(textsOf(method, "button")).toContain("Réessayer avec une carte");
    provider = await providerRead((await visitor.submit(page, isCard, {})).headers.location!);
    page = await visitor.landed(await providerSubmit(provider, "", { ...card, number: "5555555555554444" }));
    method = regionOf(page, "Moyen de paiement");
    expect(near({ ...page, body: method }, 'role="status"')).toContain("Carte enregistrée");
    expect(spaced(plain(method))).toContain(`Carte Mastercard se terminant par 4444, expire fin 12/${card.exp_year.slice(-2)}`);
    expect(textsOf(method, "button")).toContain("Remplacer la carte");
  });
});

test.describe("the payments page", () => {
  // payments.spec.ts runs these with JavaScript, on the same brand (reads and a download only).
  const said = (text: string) => /Prochain paiement\s:\s([\d\s,]+€)\sle\s(\d+\s\p{L}+\s\d{4})/u.exec(text)?.slice(1, 3);
  /** The text of the first element marked data-next-payment after `at` in a page. */
  const nextPaymentAfter = (html: string, at: number) => {
    const from = html.slice(at);
    const element = /<(\w+)\b[^>]*\sdata-next-payment\b[^>]*>([\s\S]*?)<\/\1>/.exec(from);
    expect(element, "a next payment").not.toBeNull();
    return plain(element![2]);
  };

  test("names one next payment for a contract: the dashboard, the payments list and the contract's tab agree", async () => {
    // Issue 31: 26 November on the dashboard, 30 on the tab, a refused 28 November debit in the list, for the same contract.
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const pane = regionOf(await visitor.read("/fr-fr/"), "Paiements");
    const onDashboard = said(plain(pane));
    expect(onDashboard).toBeDefined();
    const contractId = decodeHtml(/\sdata-next-contract="([^"]*)"/.exec(pane)?.[1] ?? "");
    expect(contractId).toMatch(/^ctr_azura_/);
    const list = await visitor.read("/fr-fr/payments");
    const link = list.body.indexOf(`/contrats/${contractId}/paiements"`);
    expect(link, `a link to ${contractId}'s payments tab`).toBeGreaterThan(0);
    expect(said(nextPaymentAfter(list.body, list.body.lastIndexOf("<section", link)))).toEqual(onDashboard);
    expect(said(plain((await visitor.read(`/fr-fr/contrats/${contractId}/paiements`)).body))).toEqual(onDashboard);
    // The fleet: its refused debit is not a payment to come; the second presentation, four days on, is, on the list and on the tab.
    const fleetNext = said(nextPaymentAfter(regionOf(list, "Flotte automobile"), 0));
    expect(fleetNext?.[0]).toMatch(/^412,50\s€$/);
    expect(said(plain((await visitor.read("/fr-fr/contrats/ctr_azura_full_formalised/paiements")).body))).toEqual(fleetNext);
  });

  test("an invoice downloads as its PDF, through the portal", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const list = await visitor.read("/fr-fr/payments");
    const row = /<tr\b[^>]*\sdata-invoice="inv_azura_fleet_3"[^>]*>([\s\S]*?)<\/tr>/.exec(list.body)?.[1] ?? "";
    const href = [...row.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].find(([, , text]) => /^Télécharger la facture/.test(plain(text)))?.[1];
    expect(href).toBe("/fr-fr/payments/factures/ctr_azura_full_formalised/inv_azura_fleet_3");
    const pdf = await visitor.send("GET", href!);
    expect(pdf.status).toBe(200);
    expect(pdf.body.slice(0, 5)).toBe("%PDF-");
    expect(String(pdf.headers["content-disposition"])).toMatch(/^attachment/);
    expect(list.body).not.toMatch(/\/v2\/clients/);
  });

  test("a contract with a missing payment says so and leads to the invoices to pay", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const tab = await visitor.read("/fr-fr/contrats/ctr_azura_full_formal_notice/paiements");
    expect(near(tab, 'role="status"')).toContain("Un paiement de ce contrat n'a pas été reçu.");
    const invoices = await visitor.read(linkHref(tab, "Voir mes factures à régler"));
    expect(textsOf(invoices.body, "h1")).toEqual(["Paiements et factures"]);
  });
});

test.describe("an e-mailed link to pay", () => {
  test("a signed-out visitor following an e-mailed link signs in and lands on the invoice to pay", async () => {
    // payments.spec.ts does the same with JavaScript on mistral.
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const link = `/fr-fr/pay?contract=ctr_${brand}_full_formalised&invoice=inv_${brand}_fleet_unpaid`;
    const login = await visitor.read(link);
    expect(new URL(login.url).pathname + new URL(login.url).search).toMatch(/^\/fr-fr\/connexion\?redirectTo=/);
    const posted = await visitor.submit(login, (form) => form.id === "password-form", { login: "demo.full@example.com", password: demoPassword });
    const pay = await visitor.landed(posted);
    expect(new URL(pay.url).pathname + new URL(pay.url).search).toBe(link);
    expect(textsOf(pay.body, "h1")).toEqual(["Payer une facture"]);
    expect(spaced(plain(regionOf(pay, "Ce que vous payez")))).toContain("412,50 €");
  });
});
