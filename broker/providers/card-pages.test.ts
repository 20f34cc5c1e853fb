import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { InMemoryCardIntentStore, SandboxCardProcessor, testCardOutcomes, testCardsSucceeding } from "./card";
import { renderCardForm, type CardFormView } from "./card-page-html";
import { CardPageStore, createCardPages, readCardForm, returnAddress, type CardPageRedirects } from "./card-pages";
import { cardPageBrandingOf } from "./card-page-branding";
import { cardCodeWords } from "./card-code-words";

const redirects: CardPageRedirects = {
  success: "https://portal.example/pay?invoice=inv_1&outcome=success",
  error: "https://portal.example/pay?invoice=inv_1&outcome=error",
  cancel: "https://portal.example/pay?invoice=inv_1&outcome=cancel",
};

async function setup(
  opts: { redirects?: CardPageRedirects | null; showTestCards?: boolean; purpose?: "payment" | "setup"; merchant?: string; brand?: string } = {},
) {
  let now = new Date("2030-06-10T12:00:00Z");
  const processor = new SandboxCardProcessor({ store: new InMemoryCardIntentStore(), now: () => now });
  const pages = new CardPageStore({ basePath: "/sandbox/card" });
  const app = createCardPages({ processor, pages, basePath: "/sandbox/card", showTestCards: opts.showTestCards ?? true, now: () => now, brandingOf });
  const purpose = opts.purpose ?? "payment";
  const intent = purpose === "setup" ? await processor.createSetupIntent({}) : await processor.createPaymentIntent({ amountCents: 4550 });
  const { id, url } = await pages.create(
    {
      intentToken: intent.intentToken,
      intentKey: "pik_test",
      purpose,
      amountCents: intent.amountCents,
      merchant: opts.merchant ?? "Azura",
      brand: opts.brand ?? null,
      contract: { label: "Multirisque", number: "CTR-1" },
      invoiceNumber: "F-001",
      lang: "en",
      redirects: opts.redirects === undefined ? redirects : opts.redirects,
      expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    },
    now,
  );
  const html = async (query = "") => (await app.request(`/${id}${query}`)).text();
  const nonce = /name="nonce" value="([^"]+)"/.exec(await html())![1];
  const post = (fields: Record<string, string>, query = "") =>
    app.request(`/${id}${query}`, {
      method: "POST",
      body: new URLSearchParams({ nonce, ...fields }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  return { app, processor, intent, id, url, html, post, nonce, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** The registry's brands, and one with a logo that cannot be read. */
const brandingOf = (code: string) => (code === "nologo" ? { name: "No Logo Courtage", color: "#7a1f5c", logoSvg: null } : cardPageBrandingOf(code));

const good = { number: "4242 4242 4242 4242", exp_month: "12", exp_year: "2031", cvc: "123" };

describe("card page", () => {
  it("serves a form that needs no script, with labels, hints and card autocomplete", async () => {
    const { app, id, url } = await setup();
    expect(url).toBe(`/sandbox/card/${id}`);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const response = await app.request(`/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">/);
    expect(html).not.toContain("<script");
    expect(html).toContain(`<form method="post" action="/sandbox/card/${id}?lang=en" novalidate>`);
    for (const name of ["number", "exp_month", "exp_year", "cvc", "zip"]) {
      expect(html).toContain(`<label for="${name}">`);
      expect(html).toContain(`<input id="${name}" name="${name}"`);
    }
    expect(html).toContain('inputmode="numeric" autocomplete="cc-number"');
    expect(html).toContain('autocomplete="cc-exp-month"');
    expect(html).toContain('autocomplete="cc-exp-year"');
    expect(html).toContain('autocomplete="cc-csc"');
    expect(html).toContain('aria-describedby="cvc-hint"');
    expect(html).toContain(`Contract Multirisque (<span class="reference">CTR-1</span>)<br>Invoice <span class="reference">F-001</span>`);
    expect(html).toContain('<button type="submit">Pay €45.50</button>');
    expect(html).toContain(`href="https://portal.example/pay?invoice=inv_1&amp;outcome=cancel&amp;intent_key=pik_test">Cancel</a>`);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://portal.example;");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("speaks the language asked for among the five, and formats the amount in it", async () => {
    const { html } = await setup();
    const fr = await html("?lang=fr");
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain("Paiement par carte");
    expect(fr).toMatch(/Payer 45,50\s€/);
    expect(await html("?lang=de")).toContain("Kartenzahlung");
    expect(await html("?lang=it")).toContain("Pagamento con carta");
    expect(await html("?lang=es")).toContain("Pago con tarjeta");
    expect(await html("?lang=xx")).toContain('<html lang="en">');
  });

  it("offers to save the card for a 0 EUR validation", async () => {
    const { html } = await setup({ purpose: "setup" });
    const page = await html();
    expect(page).toContain("Save a card");
    expect(page).toContain("€0.00");
    expect(page).toContain('<button type="submit">Save the card</button>');
    expect(page).not.toContain(">Pay ");
  });

  it("lists every test number outside production only", async () => {
    const listed = await (await setup({ showTestCards: true })).html();
    for (const number of testCardsSucceeding) expect(listed).toContain(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    for (const [number, code] of Object.entries(testCardOutcomes)) {
      expect(listed).toContain(`<code>${number.replace(/(\d{4})(?=\d)/g, "$1 ")}</code></td><td>${cardCodeWords.en[code]}</td>`);
    }
    // Issue 31: the codes were shown raw ("insufficient_funds") on French and German pages; they are words in the page's language.
    const { html } = await setup({ showTestCards: true });
    for (const lang of ["fr", "de", "it", "es"] as const) {
      const page = await html(`?lang=${lang}`);
      for (const code of Object.values(testCardOutcomes)) expect(page).not.toContain(`>${code}<`);
      expect(page).toContain(`<td>${cardCodeWords[lang].insufficient_funds}</td>`);
    }
    expect(await html("?lang=fr")).toContain("<td>Fonds insuffisants</td>");
    expect(await html("?lang=de")).toContain("<td>Deckung nicht ausreichend</td>");
    const production = await (await setup({ showTestCards: false })).html();
    expect(production).not.toContain("Test cards");
    expect(production).not.toContain("4000 0000 0000 9995");
  });

  it("wears the merchant brand's name, colour and logo, its style allowed by its hash", async () => {
    const { app, id } = await setup({ brand: "nordhafen", merchant: "Nordhafen Versicherungen" });
    const response = await app.request(`/${id}?lang=de`);
    const html = await response.text();
    expect(html).toContain("Nordhafen Versicherungsmakler<br>");
    expect(html).not.toContain("Nordhafen Versicherungen<");
    expect(html).toMatch(/<div class="brand"><svg [^>]*role="img"/);
    expect(html).toContain("background:#22588b");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    expect(response.headers.get("content-security-policy")).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    // Without a readable logo, the name stands in for it.
    const plain = await (await setup({ brand: "nologo" })).html();
    expect(plain).toContain('<div class="brand"><p>No Logo Courtage</p></div>');
    expect(plain).toContain("background:#7a1f5c");
  });

  it("escapes everything it shows", () => {
    const view: CardFormView = {
      lang: "en",
      merchant: `<Assur & "Co">`,
      purpose: "payment",
      amountCents: 100,
      contract: { label: `"><script>alert(1)</script>`, number: "CTR'1" },
      invoiceNumber: "<b>F</b>",
      action: `/sandbox/card/x?lang=en&"`,
      nonce: `n"><i>`,
      cancelUrl: `https://portal.example/c?a="><script>`,
      showTestCards: false,
      values: { exp_month: `"><x`, zip: "<zip>" },
      errors: [{ key: "expMonth", field: "exp_month" }],
    };
    const html = renderCardForm(view);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>F</b>");
    expect(html).not.toContain("<i>");
    expect(html).not.toContain("<x");
    expect(html).not.toContain("<zip>");
    expect(html).toContain("&lt;Assur &amp; &quot;Co&quot;&gt;");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // The references, escaped, each in a span that keeps it on one line (issue 31).
    expect(html).toContain(`(<span class="reference">CTR&#39;1</span>)`);
    expect(html).toContain(`Invoice <span class="reference">&lt;b&gt;F&lt;/b&gt;</span>`);
    // Written as it is, "$" and all (not read as a replacement pattern).
    expect(renderCardForm({ ...view, invoiceNumber: "F-$&-$1" })).toContain(`Invoice <span class="reference">F-$&amp;-$1</span>`);
    expect(html).toContain(`action="/sandbox/card/x?lang=en&amp;&quot;"`);
    expect(html).toContain(`href="https://portal.example/c?a=&quot;&gt;&lt;script&gt;"`);
  });

  it("shows a field's problem next to it and in a focusable summary, keeping the card number but not the CVC", async () => {
    const { post, processor, intent } = await setup({ redirects: null });
    const response = await post({ number: "4242424242424242", exp_month: "", exp_year: "2031", cvc: "12" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("<title>Error: Card payment</title>");
    expect(html).toMatch(/<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">/);
    expect(html).toContain('<a href="#exp_month">Enter a valid expiry month, from 01 to 12.</a>');
    expect(html).toContain('<a href="#cvc">');
    expect(html).toMatch(/<input id="exp_month" name="exp_month"[^>]*aria-describedby="exp_month-hint exp_month-error" aria-invalid="true">/);
    expect(html).toContain('<p class="field-error" id="exp_month-error">Error: Enter a valid expiry month, from 01 to 12.</p>');
    expect(html).toMatch(/<input id="exp_year" name="exp_year"[^>]*value="2031"/);
    // Issue 31: a wrong expiry emptied the card number; it is given back (grouped), the CVC never is.
    expect(html).toMatch(/<input id="number" name="number"[^>]*value="4242 4242 4242 4242"/);
    expect(html).not.toMatch(/<input id="cvc"[^>]*value=/);
    expect(html).not.toMatch(/<input id="number"[^>]*aria-invalid/);
    // A form the page refuses never reaches the processor.
    expect((await processor.getIntent(intent.intentToken))!.failedAttempts).toBe(0);
  });

  it("without return addresses, shows the processor's refusal on the page, then the success", async () => {
    const { post } = await setup({ redirects: null });
    const refused = await post({ ...good, number: "4000000000009995" });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("The card was refused: the funds are insufficient.");
    // A refused card is one to change: its number is not given back.
    expect(html).not.toMatch(/<input id="number"[^>]*value=/);
    // A wrong number is not given back either.
    expect(await (await post({ ...good, number: "12" })).text()).not.toMatch(/<input id="number"[^>]*value=/);
    // A processor refusal about the expiry keeps it.
    const expired = await (await post({ ...good, number: "4000000000000069" })).text();
    expect(expired).toMatch(/<input id="number"[^>]*value="4000 0000 0000 0069"/);
    const zip = await (await post({ ...good, number: "4000000000000036", zip: "75001" })).text();
    expect(zip).toMatch(/<input id="zip"[^>]*value="75001"[^>]*aria-describedby="zip-error" aria-invalid="true">/);
    const paid = await post(good);
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('<p role="status">The payment is validated.</p>');
  });

  it("sends the browser back with intent_key, and the card code on the error address", async () => {
    const { post } = await setup();
    const refused = await post({ ...good, number: "4000000000009995" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("https://portal.example/pay?invoice=inv_1&outcome=error&intent_key=pik_test&code=insufficient_funds");
    const paid = await post(good);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("https://portal.example/pay?invoice=inv_1&outcome=success&intent_key=pik_test");
    expect(paid.headers.get("cache-control")).toBe("no-store");
  });

  it("charges once when the form is posted twice, one after the other or at once", async () => {
    const { post, processor, intent, html } = await setup();
    const [a, b] = await Promise.all([post(good), post({ ...good, number: "5555555555554444" })]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("location")).toContain("outcome=success");
    expect(b.headers.get("location")).toContain("outcome=success");
    const again = await post({ ...good, number: "4000000000000002" });
    expect(again.headers.get("location")).toContain("outcome=success");
    const paid = (await processor.getIntent(intent.intentToken))!;
    expect(paid).toMatchObject({ status: "succeeded", failedAttempts: 0 });
    expect(paid.version).toBe(2);
    // Coming back to the page: the outcome, not a second form.
    const page = await html();
    expect(page).toContain("The payment is validated.");
    expect(page).not.toContain("<form");
  });

  it("answers plain 404, 403 and 410 pages, never a stack trace", async () => {
    const { app, id, post, advance } = await setup();
    const unknown = await app.request("/nope?lang=fr");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Cette page de paiement n&#39;existe pas.");
    const forged = await app.request(`/${id}`, {
      method: "POST",
      body: new URLSearchParams({ nonce: "x", ...good }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.status).toBe(403);
    advance(24 * 60 * 60 * 1000 + 1);
    const gone = await app.request(`/${id}`);
    expect(gone.status).toBe(410);
    const text = await gone.text();
    expect(text).toContain("This payment page has expired or was canceled.");
    expect(text).not.toContain("Error:");
    expect((await post(good)).status).toBe(410);
  });

  it("is gone once the processor canceled the intent after too many refusals", async () => {
    const { app, id, processor, intent } = await setup();
    await processor.cancelIntent(intent.intentToken);
    expect((await app.request(`/${id}`)).status).toBe(410);
  });
});

describe("card form reading", () => {
  it("checks presence and shape only; the processor judges the rest", () => {
    expect(readCardForm({ number: "4242-4242 4242 4242", exp_month: "1", exp_year: "31", cvc: "123" })).toMatchObject({
      card: { number: "4242424242424242", expMonth: 1, expYear: 31, cvc: "123" },
      errors: [],
    });
    expect(readCardForm({}).errors.map((e) => e.field)).toEqual(["number", "exp_month", "exp_year", "cvc"]);
    expect(readCardForm({ ...good, exp_month: "13" }).errors).toEqual([]);
  });

  it("appends to the return address's own query", () => {
    expect(returnAddress("https://portal.example/p?a=1#x", "pik_1", "card_declined")).toBe(
      "https://portal.example/p?a=1&intent_key=pik_1&code=card_declined#x",
    );
  });
});
