import { expect, hasField, mainOf, ownAddress, test, textOf, textOfElementId, Visitor } from "./http";
import { linkHref, mailboxMessage } from "./sign-in-posts";

/**
 * A quote's signature when the prospect's account has no mobile phone (SPEC section 5), as a browser without
 * JavaScript posts it: the signature step asks for a mobile in the brand country's format (its hint and the server's
 * refusal name that country), sends a code by SMS, and once the code is confirmed shows the number the signature's code
 * will go to. demo.quote-no-mobile, whose only quote waits for its signature.
 */
const login = "demo.quote-no-mobile@example.com";

test("a prospect without a mobile gives one in the brand country's format and confirms it by SMS code before signing", async () => {
  for (const [brand, locale, named, example, documentsTab] of [
    ["nordhafen", "de-de", "außerhalb Deutschlands", "+49 151", "Dokumente"],
    // A French page of a Spanish brand: Spain's format, in French.
    ["solana", "fr-fr", "hors d'Espagne", "+34 612", "Documents"],
  ] as const) {
    const visitor = new Visitor(brand, ownAddress(test.info(), brand));
    await visitor.signIn(login, locale);
    // One quote: the quotes list opens it.
    const quote = await visitor.read(`/${locale}/quotes`);
    expect(new URL(quote.url).pathname, brand).toMatch(new RegExp(`^/${locale}/quotes/[0-9a-f-]{36}$`));
    const documents = await visitor.read(linkHref(quote, documentsTab));
    const hint = textOfElementId(documents.body, "phone-phone-hint") ?? "";
    expect(hint, brand).toContain(named);
    expect(hint, brand).toContain(example);

    const refused = await visitor.submit(documents, hasField("phone"), { phone: "call me" });
    expect(refused.status, brand).toBe(400);
    const message = textOfElementId(refused.body, "phone-phone-error") ?? "";
    expect(message, brand).toContain(named);
    expect(message, brand).toContain(example);
  }

  // The whole step on the German brand: the number, the code from the SMS outbox, then the number the signature uses.
  const brand = "nordhafen";
  const number = "+49 151 2345 6789";
  const visitor = new Visitor(brand, ownAddress(test.info(), "confirm"));
  await visitor.signIn(login, "de-de");
  const quote = await visitor.read("/de-de/quotes");
  const documents = await visitor.read(linkHref(quote, "Dokumente"));
  expect(textOf(mainOf(documents))).toContain("Zum Unterschreiben ist ein Mobiltelefon nötig");
  const sent = await visitor.landed(await visitor.submit(documents, hasField("phone"), { phone: number }));
  const { code } = await mailboxMessage({ to: "6789", template: "phone-confirmation", brand });
  expect(code).toMatch(/^\d{6}$/);
  const confirmed = await visitor.landed(await visitor.submit(sent, hasField("code"), { code: code! }));
  const text = textOf(mainOf(confirmed));
  expect(text).not.toContain("Zum Unterschreiben ist ein Mobiltelefon nötig");
  // Nothing left in the way of the signature but the signature itself.
  expect(text).not.toContain("Zum Unterschreiben ist ein bestätigtes Mobiltelefon nötig");
  expect(text).toContain("Der Code zum Unterschreiben wird per SMS an •• 67 89 gesendet.");
});
