import { type Answer, expect, formsIn, mainOf, ownAddress, regionOf, test, textOf, textsOf, Visitor } from "./http";
import { linkHref, mailboxMessage, statuses } from "./sign-in-posts";
import { providerRead, providerSubmit } from "./sandbox-provider";

/**
 * A person with two quotes signs one and still sees, and signs, the other (docs/decisions/0251), as a browser
 * without JavaScript reads and posts it: quotes-after-sign.spec.ts runs it with JavaScript on mistral, here on vigie.
 */
const brand = "vigie";
const login = "demo.quote-pair@example.com";
const car = "Assurance automobile";
const premises = "Assurance des locaux";

const inMain = (page: Answer): Answer => ({ ...page, body: mainOf(page) });
/** The text of the list item of main that names `name`. */
const cardOf = (page: Answer, name: string) =>
  [...mainOf(page).matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, card]) => textOf(card)).find((card) => card.includes(name)) ?? "";
const signForm = (page: Answer) => formsIn(page.body, page.url).find((form) => form.method === "post" && form.id === "sign");

/** From the quotes list to the provider's page and back: the signature by SMS code, posted as forms. */
async function signQuote(visitor: Visitor, name: string) {
  const quote = await visitor.read(linkHref(inMain(await visitor.read("/fr-fr/quotes")), name));
  const documents = await visitor.read(linkHref(inMain(quote), "Aller aux documents et à la signature"));
  expect(signForm(documents), `${name}: the sign form`).toBeDefined();
  const providerUrl = (await visitor.submit(documents, (form) => form.id === "sign", {})).headers.location!;
  const provider = await providerRead(providerUrl);
  const codePage = await providerRead((await providerSubmit(provider, "/send-code", {})).headers.location!);
  const { code } = await mailboxMessage({ to: "+33612345015", template: "signature-code", brand });
  const done = await visitor.landed(await providerSubmit(codePage, "", { code: code! }));
  expect(new URL(done.url).pathname + new URL(done.url).search).toMatch(/\/internal\/callback\/signature\?ref=[0-9a-f-]{36}&outcome=success/);
  expect(statuses(done).join(" ")).toContain("Votre signature est enregistrée");
  return done;
}

/** What the person reads once the car quote is their contract and the premises quote still waits. */
async function expectPremisesStillOpen(visitor: Visitor) {
  const home = await visitor.read("/fr-fr/");
  expect(textOf(regionOf(home, "Contrats"))).not.toBe("");
  const pane = regionOf(home, "Devis");
  expect(textOf(pane)).toContain("1 devis en cours");
  expect(textsOf(pane, "a")).toContain(premises);
  expect(textsOf(pane, "a")).not.toContain(car);
  const menu = /<nav\b[^>]*aria-label="Menu principal"[^>]*>([\s\S]*?)<\/nav>/.exec(home.body)?.[1] ?? "";
  expect(textsOf(menu, "a")).toContain("Devis");
  const list = await visitor.read("/fr-fr/quotes");
  expect(list.status).toBe(200);
  expect(textsOf(mainOf(list), "a")).toEqual(expect.arrayContaining([car, premises]));
  // Each price says what it is per (decision 0256): the premises per month, never per year; the car per year.
  expect(cardOf(list, premises)).toContain("49,05 € par mois");
  expect(cardOf(list, premises)).not.toContain("par an");
  expect(cardOf(list, car)).toContain("784,80 € par an");
  const premisesQuote = await visitor.read(linkHref(inMain(list), premises));
  expect(textOf(/<header\b[^>]*>([\s\S]*?)<\/header>/.exec(mainOf(premisesQuote))?.[1] ?? "")).toContain("49,05 € par mois");
  // The signed one: it leads to its contract, its documents offer no signature.
  const signed = await visitor.read(linkHref(inMain(list), car));
  expect(signed.status).toBe(200);
  expect(new URL(linkHref(inMain(signed), "Voir mon contrat")).pathname).toMatch(/^\/fr-fr\/contrats\/ctr_/);
  expect(signForm(await visitor.read(`${new URL(signed.url).pathname}/documents`))).toBeUndefined();
}

test("the other quote stays listed and signable after the first signature", async () => {
  const visitor = new Visitor(brand, ownAddress(test.info()));
  const home = await visitor.signIn(login, "fr-fr");
  expect(textOf(regionOf(home, "Devis"))).toContain("2 devis en cours");
  const done = await signQuote(visitor, car);
  const contract = await visitor.read(linkHref(done, "Voir mon contrat"));
  expect(new URL(contract.url).pathname).toMatch(/^\/fr-fr\/contrats\/ctr_/);
  await expectPremisesStillOpen(visitor);

  // Signed in afresh: the person is the client from the start, and the premises quote is still theirs.
  const again = new Visitor(brand, ownAddress(test.info(), "again"));
  await again.signIn(login, "fr-fr");
  await expectPremisesStillOpen(again);
  await signQuote(again, premises);
  const after = await again.read("/fr-fr/");
  expect(() => regionOf(after, "Devis")).toThrow(/No region named Devis/);
  const contractsPage = await again.read("/fr-fr/contrats");
  const contracts = textOf(mainOf(contractsPage));
  for (const number of ["C-VIGIE-2201", "C-VIGIE-2202"]) expect(contracts).toContain(number);
  // Each contract keeps its quote's price and period.
  expect(cardOf(contractsPage, "C-VIGIE-2202")).toContain("49,05 € par mois");
  expect(cardOf(contractsPage, "C-VIGIE-2201")).toContain("784,80 € par an");
});
