import { decodeHtml, expect, formsIn, ownAddress, test, textsOf, Visitor, type Answer } from "./http";
import { refusedLogins } from "./sign-in-posts";

/**
 * A post refused with a full-page error, without JavaScript (decision 0277): on a page with no error boundary of its
 * own (profile, GDPR, delegation, sign-in), the same branded screen (SPEC section 8) as the refusal of a read, in the
 * page's frame: the brand's title, logo and colours, and the way back home; never the bare "403" / "429" document.
 */

/** What a full-page error screen shows of the brand: title, header logo, the brand's stylesheet, the way back and the heading. */
function frameOf(page: Answer) {
  return {
    title: decodeHtml(/<title>([\s\S]*?)<\/title>/.exec(page.body)?.[1] ?? ""),
    logo: /<header\b[\s\S]*?<img\b[^>]*\bsrc="([^"]+)"/.exec(page.body)?.[1] ?? null,
    brandColours: /<style\b[^>]*>[^<]*--brand-primary/.test(page.body),
    goBack: /<a\b[^>]*\bhref="(\/[a-z]{2}-[a-z]{2}\/[^"]*)"[^>]*>(?:Retour à l&#x27;accueil|Back to home|Volver al inicio)<\/a>/.exec(page.body)?.[1] ?? null,
    headings: textsOf(page.body, "h1"),
  };
}

test("a post the accountant's access refuses is the branded 403 screen, as the same page read", async () => {
  const visitor = new Visitor("azura", ownAddress(test.info()));
  const home = await visitor.signIn("demo.accountant@example.com", "fr-fr");
  const csrf = formsIn(home.body, home.url).find((form) => form.values.csrf)?.values.csrf;
  expect(csrf, "a CSRF token on the home page").toBeTruthy();
  for (const path of ["/fr-fr/profile", "/fr-fr/exercice-de-droit-rgpd", "/fr-fr/delegation-acces"]) {
    const read = await visitor.read(path);
    expect(read.status, path).toBe(403);
    const posted = await visitor.post(path, { csrf: csrf! });
    expect(posted.status, path).toBe(403);
    const frame = frameOf(posted);
    expect(frame, path).toEqual(frameOf(read));
    expect(frame.title, path).toBe("Espace client • Azura Assurances");
    expect(frame.logo, path).toMatch(/azura/i);
    expect(frame.brandColours, path).toBe(true);
    expect(frame.goBack, path).toBe("/fr-fr/");
    expect(frame.headings, path).toEqual(["Cette action ne fait pas partie de votre accès"]);
  }
});

test("the 11th sign-in post in a minute is the branded 429 screen, with its title, logo and way back", async () => {
  // An account of its own: the limit counts per account too (sign-in.http.spec.ts uses limit-http@).
  const login = "limit-screen-http@example.com";
  const visitor = new Visitor("solana", ownAddress(test.info()));
  const page = await refusedLogins(visitor, login, 10);
  const refused = await visitor.submit(page, (form) => form.id === "password-form", { login, password: "Wrong-11" });
  expect(refused.status).toBe(429);
  const frame = frameOf(refused);
  expect(frame.title).toBe("Customer space • Solana Seguros");
  expect(frame.logo).toMatch(/solana/i);
  expect(frame.brandColours).toBe(true);
  expect(frame.goBack).toBe("/en-fr/home");
  expect(frame.headings).toEqual(["Too many attempts"]);
});
