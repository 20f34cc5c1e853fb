import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/request/env.server";
import { outcomeOf, providerPageAddress, returnAddresses } from "~/utils/request/provider-page.server";

const env = parseEnv({ BROKER_API_URL: "http://broker.test:4001", BROKER_API_URLS: '{"mistral":"https://mistral-broker.example"}' });

describe("provider pages", () => {
  it("puts a broker path on the brand's broker address and adds the query", () => {
    expect(providerPageAddress("/sandbox/card/abc", "azura", { lang: "fr" }, env)).toBe("http://broker.test:4001/sandbox/card/abc?lang=fr");
    expect(providerPageAddress("/sandbox/card/abc", "mistral", {}, env)).toBe("https://mistral-broker.example/sandbox/card/abc");
  });

  it("refuses an address on any other origin or scheme, whatever the broker answered", () => {
    expect(providerPageAddress("https://evil.example/card", "azura", {}, env)).toBeNull();
    expect(providerPageAddress("http://broker.test:4001/x", "mistral", {}, env)).toBeNull();
    expect(providerPageAddress("javascript:alert(1)", "azura", {}, env)).toBeNull();
  });

  it("sends the browser back to the page itself, never to the single-fetch data address, keeping only the named query values", () => {
    const back = returnAddresses(new URL("https://azura.example/fr-fr/pay.data?contract=c1&invoice=i1&result=insufficient_funds"), ["contract", "invoice"]);
    expect(back.redirect_uri_success).toBe("https://azura.example/fr-fr/pay?contract=c1&invoice=i1&outcome=success");
    expect(back.redirect_uri_error).toBe("https://azura.example/fr-fr/pay?contract=c1&invoice=i1&outcome=error");
    expect(back.redirect_uri_cancel).toBe("https://azura.example/fr-fr/pay?contract=c1&invoice=i1&outcome=cancel");
  });

  it("reads only the three outcomes", () => {
    expect(outcomeOf(new URL("https://a.example/p?outcome=success"))).toBe("success");
    expect(outcomeOf(new URL("https://a.example/p?outcome=paid"))).toBeNull();
    expect(outcomeOf(new URL("https://a.example/p"))).toBeNull();
  });
});
