import { brokerUrl } from "./auth-fixtures";
import { decodeHtml, expect, ownAddress, test, textsOf, Visitor, type Answer, type FoundForm, pageText } from "./http";

/**
 * A termination filed by someone else, without JavaScript (issue 41 point 4, decisions 0173, 0227): the stranger's
 * three-click posts and the holder's withdrawals as a browser without JavaScript sends them, and the pages that answer,
 * on courtia-fr (confirmations.spec.ts runs them with JavaScript on azura). The holder sees who filed it and withdraws
 * it from the contract's tab, then from the acknowledgement e-mail's link, then one only part of which matched.
 */
const brand = "courtia-fr";
const number = "COU-001011";
const tab = `/fr-fr/contrats/ctr_${brand}_full_rc_amendment/resiliation`;
const holder = { lastname: "Dubois", email: "contact@transports-dubois-sas.example.com" };

const main = (page: Answer) => {
  const at = page.body.search(/<main\b/);
  expect(at, `<main> on ${page.url}`).toBeGreaterThanOrEqual(0);
  return pageText(page.body.slice(at, page.body.indexOf("</main>", at)));
};
/** The text of each role="status" element (the toasts and the confirmations). */
const statuses = (page: Answer) => [...page.body.matchAll(/<(p|div|section)\b[^>]*\brole="status"[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => pageText(match[2]));
const buttons = (page: Answer) => textsOf(page.body, "button");
const withdraw = (form: FoundForm) => form.values.intent === "withdraw";
const hasTerminationForm = (page: Answer) => /<form\b[^>]*\bid="termination"/.test(page.body);

/** A visitor with no session files the termination in three clicks: the form, its summary, the confirmation. */
async function fileAsStranger(n: number, email = holder.email) {
  const stranger = new Visitor(brand, ownAddress(test.info(), `stranger-${n}`));
  const page = await stranger.read("/fr-fr/resiliation-trois-clics");
  const form = page.body.slice(page.body.search(/<form\b[^>]*\bid="easy-termination"/));
  const reason = [...form.matchAll(/<option\b[^>]*\bvalue="([^"]*)"[^>]*>([^<]*)</g)].find((option) => pageText(option[2]) === "À l'échéance annuelle")?.[1];
  expect(reason, "the reason À l'échéance annuelle").toBeDefined();
  const summary = await stranger.landed(
    await stranger.submit(page, (candidate) => candidate.id === "easy-termination", {
      firstname: "Eve",
      lastname: holder.lastname,
      email,
      contract_number: number,
      reason: decodeHtml(reason!),
    }),
  );
  expect(buttons(summary)).toContain("Confirmer la résiliation");
  const done = await stranger.landed(await stranger.submit(summary, (candidate) => candidate.values.intent === "submit", {}));
  // The date and the time of receipt, as the law asks, read from the broker: the address names only the request.
  expect(statuses(done)).toContainEqual(
    expect.stringMatching(/^Nous avons reçu votre demande le \d{1,2}(?:er)?\s\S+\s\d{4} à \d{2}:\d{2}, référence trm_\w+\.$/),
  );
  expect([...new URL(done.url).searchParams.keys()]).toEqual(["sent"]);
}

/** The withdrawal token of the newest acknowledgement e-mail to the holder for the contract that is not among `seen`. */
async function withdrawalToken(seen: string[]) {
  let token = "";
  await expect(async () => {
    const mailbox = await (await fetch(`${brokerUrl}/dev/mailbox`)).text();
    const tokens = [...mailbox.matchAll(/<article\b[^>]*>([\s\S]*?)<\/article>/g)]
      .map((match) => decodeHtml(match[1]))
      .filter((text) => [holder.email, "termination-public-acknowledgement", number].every((part) => text.includes(part)))
      .map((text) => /\/retrait-resiliation\/([A-Za-z0-9_-]{43})/.exec(text)?.[1])
      .filter((found): found is string => Boolean(found));
    token = tokens.find((found) => !seen.includes(found)) ?? "";
    expect(token).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return token;
}

test.describe("a termination filed by someone else", () => {
  test("the holder sees who filed it and withdraws it from the tab, then from the e-mail's link, then one only part of which matched; the contract shows no pending termination", async () => {
    const owner = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));

    await fileAsStranger(1);
    const first = await withdrawalToken([]);
    let page = await owner.read(tab);
    expect(main(page)).toContain("Cette demande a été déposée avec le formulaire de résiliation en ligne, sans connexion.");
    expect(main(page)).toContain("Eve Dubois");
    expect(main(page)).toContain("le numéro de contrat, le nom du titulaire, l'adresse e-mail de contact");
    expect(buttons(page)).toContain("Retirer cette demande");
    page = await owner.landed(await owner.submit(page, withdraw, {}));
    // Withdrawn: the tab offers the form again, and the e-mail's link says so.
    expect(hasTerminationForm(page)).toBe(true);
    expect(buttons(page)).not.toContain("Retirer cette demande");
    page = await owner.read(`/fr-fr/retrait-resiliation/${first}`);
    expect(statuses(page).join(" ")).toContain("Cette demande a été retirée le");
    expect(buttons(page)).not.toContain("Retirer cette demande");

    // Filed again; this time the holder follows the e-mail's link.
    await fileAsStranger(2);
    const second = await withdrawalToken([first]);
    page = await owner.read(`/fr-fr/retrait-resiliation/${second}`);
    expect(textsOf(page.body, "h1")).toEqual(["Retirer une demande de résiliation"]);
    expect(main(page)).toContain(number);
    expect(main(page)).toMatch(/Reçue le\s*\d{1,2}(?:er)?\s\S+\s\d{4} à \d{2}:\d{2}/);
    page = await owner.landed(await owner.submit(page, withdraw, {}));
    expect(statuses(page).join(" ")).toContain("Cette demande a été retirée le");
    expect(buttons(page)).not.toContain("Retirer cette demande");
    page = await owner.read(tab);
    expect(hasTerminationForm(page)).toBe(true);
    expect(main(page)).not.toContain("Votre demande de résiliation");

    // Filed a third time with the holder's name but another address: only part of it matches. Nothing is recorded on
    // the contract and nobody is e-mailed, yet the holder sees it, awaiting review, and withdraws it (issue 41 point 4).
    const elsewhere = `eve-${brand}@elsewhere.example.com`;
    await fileAsStranger(3, elsewhere);
    page = await owner.read(tab);
    expect(main(page)).toContain("En cours de vérification");
    expect(main(page)).toMatch(/ne correspond qu'en partie aux informations dont nous disposons/);
    expect(main(page)).toContain("Eve Dubois");
    expect(main(page)).toContain(elsewhere);
    expect(main(page)).toContain("le numéro de contrat, le nom du titulaire");
    expect(main(page)).not.toContain("Télécharger l'accusé de réception (PDF)");
    page = await owner.landed(await owner.submit(page, withdraw, {}));
    expect(hasTerminationForm(page)).toBe(true);
    expect(buttons(page)).not.toContain("Retirer cette demande");
  });
});
