import { expect, ownAddress, test, textOf, Visitor, type Answer, type FoundForm } from "./http";
import { linkHref, mailboxMessage } from "./sign-in-posts";
import { providerRead, providerSubmit } from "./sandbox-provider";

/**
 * A prospect's quote as a browser without JavaScript reads and posts it (decision 0227): quotes.spec.ts runs the same
 * journey with JavaScript on mistral, here on vigie from demo.quote's stored session. Signing makes the prospect a client.
 */
const brand = "vigie";

/** A page's main content as text. */
const mainText = (page: Answer) => textOf(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(page.body)?.[1] ?? "");
/** The text of the element with this id. */
const byId = (page: Answer, id: string) => textOf(new RegExp(`<(\\w+)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(page.body)?.[2] ?? "");
/** The text of each list item inside main. */
const listItems = (page: Answer, within = "main") =>
  [...(new RegExp(`<${within}\\b[^>]*>([\\s\\S]*?)</${within}>`).exec(page.body)?.[1] ?? "").matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]));
const textsOfTag = (page: Answer, tag: string) => [...page.body.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => textOf(m[1]));
const statuses = (page: Answer) => [...page.body.matchAll(/role="status"[^>]*>([\s\S]*?)<\/(?:div|p|section)>/g)].map((m) => textOf(m[1]));
test("the quote is read, refused, prepared and signed, and the return page tells the new state", async () => {
  const visitor = Visitor.stored(brand, "demo.quote@example.com", ownAddress(test.info()));
  const quote = await visitor.read("/fr-fr/quotes");
  expect(new URL(quote.url).pathname).toMatch(/^\/fr-fr\/quotes\/[0-9a-f-]{36}$/);
  expect(textsOfTag(quote, "h1").join("")).not.toBe("");
  expect(textOf(/<li\b[^>]*aria-current="step"[^>]*>([\s\S]*?)<\/li>/.exec(quote.body)?.[1] ?? "")).toMatch(/Devis prêt/);
  expect(mainText(quote)).toMatch(/Prix TTC/);
  const quotePath = new URL(quote.url).pathname;

  // What the prospect sent: its own tab, with the day it was sent and no download status; not among the documents to read.
  const sentTab = await visitor.read(linkHref(quote, "Documents envoyés"));
  const sent = listItems(sentTab).find((item) => item.includes("Extrait Kbis"));
  expect(sent).toMatch(/Envoyé le\s\d{1,2}\s\S+\s\d{4}/);
  expect(sent).not.toMatch(/téléchargé/i);

  let documents = await visitor.read(`${quotePath}/documents`);
  expect(mainText(documents)).not.toContain("Extrait Kbis");
  const byForm = (id: string) => (form: FoundForm) => form.id === id;
  const refused = await visitor.submit(documents, byForm("sign"), {});
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(byId(refused, "sign-reasons")).toContain("Téléchargez d'abord tous les documents précontractuels.");
  const unticked = await visitor.submit(documents, byForm("conditions"), {});
  expect(unticked.status).toBeGreaterThanOrEqual(400);
  expect(byId(unticked, "conditions-accepted-error") + byId(unticked, "conditions-reasons")).not.toBe("");

  // "Download all": one zip through the portal; the broker records every document as downloaded.
  const zip = await visitor.send("GET", linkHref(documents, "Tout télécharger (zip)"));
  expect(zip.status).toBe(200);
  expect(String(zip.headers["content-disposition"])).toMatch(/\.zip"?$/);
  documents = await visitor.read(`${quotePath}/documents`);
  expect(mainText(documents)).not.toContain("Pas encore téléchargé");

  const accepted = await visitor.landed(await visitor.submit(documents, byForm("conditions"), { accepted: "on", optins: "brand_news" }));
  expect(mainText(accepted)).toContain("Vous avez accepté les conditions.");
  expect(mainText(accepted)).toContain("Payer par prélèvement SEPA");
  const mandate = await visitor.landed(
    await visitor.submit(accepted, byForm("sepa"), { holder: "Thomas Lambert", iban: "FR14 2004 1010 0505 0001 3M02 606", legal: "on" }),
  );
  expect(mainText(mandate)).toMatch(/Mandat donné pour le compte/);

  // The sandbox provider's own page (the broker's), a server-rendered form: posted as a browser without JavaScript would.
  const providerUrl = (await visitor.submit(mandate, byForm("sign"), {})).headers.location!;
  const provider = await providerRead(providerUrl);
  expect(textsOfTag(provider, "button")).toContain("M'envoyer le code");
  // The signing page lists the broker's documents, never what the prospect sent (issue 45 section 2).
  expect(listItems(provider, "body")).not.toHaveLength(0);
  expect(provider.body).not.toContain("Extrait Kbis");
  const codePage = await providerRead((await providerSubmit(provider, "/send-code", {})).headers.location!);
  const { code } = await mailboxMessage({ to: "+33612345010", template: "signature-code", brand });
  const back = await providerSubmit(codePage, "", { code: code! });
  const done = await visitor.landed(back);
  expect(new URL(done.url).pathname + new URL(done.url).search).toMatch(/\/internal\/callback\/signature\?ref=[0-9a-f-]{36}&outcome=success/);
  expect(statuses(done).join(" ")).toContain("Votre signature est enregistrée");
  expect(mainText(done)).toMatch(/est maintenant\s: Finalisé\./);
  // Opened twice: the same answer, from the broker.
  expect(statuses(await visitor.read(done.url)).join(" ")).toContain("Votre signature est enregistrée");
  // A hand-made "cancel" changes nothing: the page asks the broker.
  expect(statuses(await visitor.read(done.url.replace("outcome=success", "outcome=cancel"))).join(" ")).toContain("Votre signature est enregistrée");

  const contract = await visitor.read(linkHref(done, "Voir mon contrat"));
  expect(new URL(contract.url).pathname).toMatch(/^\/fr-fr\/contrats\/ctr_/);
  expect(mainText(contract)).toMatch(/C-[A-Z]+-2001/);
});
