import { describe, expect, it } from "vitest";
import { InMemorySigningSessionStore, SandboxSignatureProvider } from "./signature";
import { createSigningPages, type SmsMessage } from "./signature-pages";

async function setup(lang = "en") {
  let now = new Date("2024-06-10T12:00:00Z");
  const provider = new SandboxSignatureProvider({
    store: new InMemorySigningSessionStore(),
    brandName: "Assur <Démo>",
    now: () => now,
    generateCode: () => "246810",
  });
  const outbox: SmsMessage[] = [];
  const app = createSigningPages(provider, { enqueueSms: async (message) => void outbox.push(message) });
  const { id, url } = await provider.createSigningSession({
    documents: [
      { id: "d1", name: "Devis <n°1>.pdf", url: "https://broker.example/v2/documents/d1" },
      { id: "d2", name: "Notice.pdf" },
    ],
    signerPhone: "+33612345678",
    redirects: { success: "https://portal.example/ok?x=1", error: "https://portal.example/error", cancel: "https://portal.example/cancel" },
    lang,
  });
  const nonce = (await provider.getSession(id))!.nonce;
  const post = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return { app, provider, id, url, nonce, outbox, post, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe("signing pages", () => {
  it("serves an accessible page with the documents and a send-code form", async () => {
    const { app, id, nonce, url } = await setup();
    expect(url).toBe(`/sandbox/sign/${id}`);
    const response = await app.request(`/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain("<title>Electronic signature</title>");
    expect(html).toContain("Devis &lt;n°1&gt;.pdf");
    expect(html).toContain("Assur &lt;Démo&gt;");
    expect(html).not.toContain("<Démo>");
    expect(html).toContain(`action="/sandbox/sign/${id}/send-code"`);
    expect(html).toContain(`name="nonce" value="${nonce}"`);
    expect(html).toContain("Send me the code");
    expect(html).toContain("•••• 56 78");
    expect(html).not.toContain("<script");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self' https://portal.example;");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("uses the session language", async () => {
    const { app, id } = await setup("fr");
    const html = await (await app.request(`/${id}`)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("M&#39;envoyer le code");
  });

  it.each([
    ["en", "Electronic signature", "Send me the code", "signing code"],
    ["fr", "Signature électronique", "M&#39;envoyer le code", "code de signature"],
    ["de", "Elektronische Unterschrift", "Code senden", "Unterschriftscode"],
    ["it", "Firma elettronica", "Ricevere il codice", "codice di firma"],
    ["es", "Firma electrónica", "Enviarme el código", "código de firma"],
  ] as const)("speaks %s on the page and in the SMS, as the session was asked", async (lang, title, send, smsWord) => {
    const { app, id, nonce, post, outbox } = await setup(lang);
    const html = await (await app.request(`/${id}`)).text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(send);
    await post(`/${id}/send-code`, { nonce });
    expect(outbox[0].text).toContain(smsWord);
    expect(outbox[0].text).toContain("246810");
  });

  it("answers an unknown session in the language of the link", async () => {
    const { app } = await setup();
    const german = await app.request("/unknown?lang=de");
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('<html lang="de">');
    expect(await (await app.request("/unknown?lang=xx")).text()).toContain('<html lang="en">');
  });

  it("sends the code to the outbox and shows a labelled code field", async () => {
    const { app, id, nonce, outbox, post } = await setup();
    const sent = await post(`/${id}/send-code`, { nonce });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/sandbox/sign/${id}?notice=code-sent`);
    expect(outbox).toEqual([{ to: "+33612345678", text: expect.stringContaining("246810"), sessionId: id }]);
    const html = await (await app.request(sent.headers.get("location")!.replace("/sandbox/sign", ""))).text();
    expect(html).toContain('<label for="code">Code received by SMS</label>');
    expect(html).toContain('id="code" name="code" inputmode="numeric" autocomplete="one-time-code"');
    expect(html).toContain('role="status"');
    expect(html).toContain("5 attempts left");
  });

  it("redirects to the success address with 303 on the right code", async () => {
    const { id, nonce, post } = await setup();
    await post(`/${id}/send-code`, { nonce });
    const response = await post(`/${id}/verify`, { nonce, code: "246810" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`https://portal.example/ok?x=1&session_id=${id}&event=signed`);
  });

  it("comes back with a notice on a wrong code, then goes to the error address when locked", async () => {
    const { app, id, nonce, post } = await setup();
    await post(`/${id}/send-code`, { nonce });
    const wrong = await post(`/${id}/verify`, { nonce, code: "000000" });
    expect(wrong.headers.get("location")).toBe(`/sandbox/sign/${id}?notice=wrong-code`);
    const html = await (await app.request(`/${id}?notice=wrong-code`)).text();
    expect(html).toContain('role="alert">This code is not correct.');
    expect(html).toContain("4 attempts left");
    for (let i = 0; i < 3; i += 1) await post(`/${id}/verify`, { nonce, code: "000000" });
    const locked = await post(`/${id}/verify`, { nonce, code: "000000" });
    expect(locked.headers.get("location")).toBe(`https://portal.example/error?session_id=${id}&event=error`);
  });

  it("asks for a new code when it expired", async () => {
    const { id, nonce, post, advance } = await setup();
    await post(`/${id}/send-code`, { nonce });
    advance(11 * 60 * 1000);
    const response = await post(`/${id}/verify`, { nonce, code: "246810" });
    expect(response.headers.get("location")).toBe(`/sandbox/sign/${id}?notice=code-expired`);
  });

  it("cancels with a 303 to the cancel address", async () => {
    const { app, id, nonce, post } = await setup();
    const response = await post(`/${id}/cancel`, { nonce });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`https://portal.example/cancel?session_id=${id}&event=cancel`);
    const html = await (await app.request(`/${id}`)).text();
    expect(html).toContain("The signature was canceled.");
    expect(html).not.toContain("<form");
  });

  it("refuses a POST without the session nonce", async () => {
    const { id, post, outbox } = await setup();
    const response = await post(`/${id}/send-code`, { nonce: "forged" });
    expect(response.status).toBe(403);
    expect(outbox).toEqual([]);
    expect((await post(`/${id}/cancel`, {})).status).toBe(403);
  });

  it("answers 404 for unknown sessions and ignores unknown notices", async () => {
    const { app, id } = await setup();
    expect((await app.request("/unknown")).status).toBe(404);
    const html = await (await app.request(`/${id}?notice=<script>alert(1)</script>`)).text();
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain('role="alert"');
  });

  it("throttles resends with a notice", async () => {
    const { id, nonce, post } = await setup();
    await post(`/${id}/send-code`, { nonce });
    const again = await post(`/${id}/send-code`, { nonce });
    expect(again.headers.get("location")).toBe(`/sandbox/sign/${id}?notice=too-soon`);
  });
});

describe("signing pages: unreadable posts", () => {
  it("answers 400 with the error page for form data without a boundary or cut short", async () => {
    const { app, id } = await setup();
    for (const headers of [{ "content-type": "multipart/form-data" }, { "content-type": "multipart/form-data; boundary=x" }]) {
      const response = await app.request(`/${id}/verify`, { method: "POST", body: '--x\r\nContent-Disposition: form-data; name="code"\r\n\r\n1234', headers });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This request cannot be read.");
    }
  });
});
