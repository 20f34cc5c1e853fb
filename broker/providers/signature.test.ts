import { describe, expect, it } from "vitest";
import {
  InMemorySigningSessionStore,
  SandboxSignatureProvider,
  SignatureError,
  checkRedirectUrl,
  signingRules,
  type CreateSigningSessionInput,
  type SigningSessionStore,
  type SigningSessionView,
} from "./signature";

function setup(options: { allowedRedirectOrigins?: string[]; store?: SigningSessionStore } = {}) {
  let now = new Date("2024-06-10T12:00:00Z");
  let nextCode = "123456";
  const events: SigningSessionView[] = [];
  const store = options.store ?? new InMemorySigningSessionStore();
  const provider = new SandboxSignatureProvider({
    store,
    brandName: "Assur Démo",
    publicBaseUrl: "http://broker.localhost:4000/",
    allowedRedirectOrigins: options.allowedRedirectOrigins,
    now: () => now,
    generateCode: () => nextCode,
    onStatusChange: (session) => {
      events.push(session);
    },
  });
  return {
    provider,
    store,
    events,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    setCode: (code: string) => (nextCode = code),
  };
}

const input: CreateSigningSessionInput = {
  documents: [{ id: "d1", name: "Conditions particulières.pdf", url: "/v2/documents/d1" }],
  signerPhone: "06 12 34 56 78",
  redirects: {
    success: "https://portal.example/fr-fr/internal/callback/signature?s=1",
    error: "https://portal.example/err",
    cancel: "https://portal.example/cancel",
  },
  lang: "fr",
  reference: "signature-42",
};

describe("creating a signing session", () => {
  it("returns an unguessable id and the broker's own signing page", async () => {
    const { provider } = setup();
    const { id, url } = await provider.createSigningSession(input);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url).toBe(`http://broker.localhost:4000/sandbox/sign/${id}`);
    const session = await provider.getSession(id);
    expect(session).toMatchObject({
      status: "pending",
      lang: "fr",
      reference: "signature-42",
      brandName: "Assur Démo",
      maskedPhone: "•••• 56 78",
      attemptsLeft: 5,
      codeActive: false,
    });
    expect(session).not.toHaveProperty("signerPhone");
    expect(session).not.toHaveProperty("codeHash");
  });

  it.each([
    ["javascript:alert(1)", "redirects/success"],
    ["ftp://portal.example/x", "redirects/success"],
    ["/relative", "redirects/success"],
    ["https://user:pass@portal.example/", "redirects/success"],
  ])("refuses the redirect %s", async (success, field) => {
    const { provider } = setup();
    await expect(provider.createSigningSession({ ...input, redirects: { ...input.redirects, success } })).rejects.toMatchObject({
      code: "signature.bad-redirect",
      field,
    });
  });

  it("enforces allowed origins when configured", async () => {
    const { provider } = setup({ allowedRedirectOrigins: ["https://portal.example"] });
    await expect(provider.createSigningSession(input)).resolves.toBeTruthy();
    await expect(provider.createSigningSession({ ...input, redirects: { ...input.redirects, cancel: "https://evil.example/" } })).rejects.toMatchObject({
      code: "signature.bad-redirect",
      field: "redirects/cancel",
    });
  });

  it("needs documents, safe document links and a mobile phone", async () => {
    const { provider } = setup();
    await expect(provider.createSigningSession({ ...input, documents: [] })).rejects.toMatchObject({ code: "signature.no-documents" });
    await expect(provider.createSigningSession({ ...input, documents: [{ id: "x", name: "x", url: "javascript:alert(1)" }] })).rejects.toMatchObject({
      code: "signature.bad-document-url",
    });
    await expect(provider.createSigningSession({ ...input, documents: [{ id: "x", name: "x", url: "//evil.example/x" }] })).rejects.toMatchObject({
      code: "signature.bad-document-url",
    });
    await expect(provider.createSigningSession({ ...input, signerPhone: "01 42 34 56 78" })).rejects.toMatchObject({
      code: "signature.bad-phone",
      field: "signerPhone",
    });
  });

  it("checks redirect addresses", () => {
    expect(checkRedirectUrl("https://portal.example/a?b=1")).toBe("https://portal.example/a?b=1");
    expect(checkRedirectUrl("data:text/html,hi")).toBeNull();
    expect(checkRedirectUrl("not a url")).toBeNull();
  });
});

describe("codes", () => {
  it("sends a 6-digit code in the SMS text and stores only a hash", async () => {
    const { provider, store, setCode } = setup();
    setCode("909090");
    const { id } = await provider.createSigningSession(input);
    const sent = await provider.sendCode(id);
    expect(sent).toMatchObject({ ok: true, phone: "+33612345678" });
    if (!sent.ok) return;
    expect(sent.smsText).toBe("Assur Démo : votre code de signature est 909090. Il expire dans 10 minutes. Ne le communiquez à personne.");
    expect(sent.expiresAt).toEqual(new Date("2024-06-10T12:10:00Z"));
    const stored = await store.get(id);
    expect(JSON.stringify(stored)).not.toContain("909090");
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await provider.getSession(id))?.codeActive).toBe(true);
  });

  it("signs with the right code", async () => {
    const { provider, events } = setup();
    const { id } = await provider.createSigningSession(input);
    await provider.sendCode(id);
    expect(await provider.verify(id, "123 456")).toBe("signed");
    expect(await provider.getSession(id)).toMatchObject({ status: "signed", signedAt: "2024-06-10T12:00:00.000Z" });
    expect(events.map((event) => event.status)).toEqual(["signed"]);
    expect(await provider.verify(id, "000000")).toBe("signed");
  });

  it("refuses resending within 30 seconds and after 5 codes", async () => {
    const { provider, advance } = setup();
    const { id } = await provider.createSigningSession(input);
    await provider.sendCode(id);
    expect(await provider.sendCode(id)).toEqual({ ok: false, reason: "too-soon", retryAt: new Date("2024-06-10T12:00:30Z") });
    for (let i = 1; i < signingRules.maxCodesPerSession; i += 1) {
      advance(30_000);
      expect((await provider.sendCode(id)).ok).toBe(true);
    }
    advance(30_000);
    expect(await provider.sendCode(id)).toEqual({ ok: false, reason: "too-many-codes" });
  });

  it("replaces the previous code with a new one", async () => {
    const { provider, advance, setCode } = setup();
    const { id } = await provider.createSigningSession(input);
    await provider.sendCode(id);
    advance(30_000);
    setCode("654321");
    await provider.sendCode(id);
    expect(await provider.verify(id, "123456")).toBe("wrong-code");
    expect(await provider.verify(id, "654321")).toBe("signed");
  });

  it("expires a code after 10 minutes", async () => {
    const { provider, advance } = setup();
    const { id } = await provider.createSigningSession(input);
    expect(await provider.verify(id, "123456")).toBe("expired");
    await provider.sendCode(id);
    advance(10 * 60 * 1000 + 1);
    expect(await provider.verify(id, "123456")).toBe("expired");
    expect((await provider.getSession(id))?.status).toBe("pending");
  });

  it("locks the session on the 5th wrong code, whatever new codes were sent", async () => {
    const { provider, advance, events } = setup();
    const { id } = await provider.createSigningSession(input);
    await provider.sendCode(id);
    for (let i = 0; i < 3; i += 1) expect(await provider.verify(id, "000000")).toBe("wrong-code");
    advance(30_000);
    await provider.sendCode(id);
    expect(await provider.verify(id, "abc")).toBe("wrong-code");
    expect((await provider.getSession(id))?.attemptsLeft).toBe(1);
    expect(await provider.verify(id, "111111")).toBe("locked");
    expect(await provider.verify(id, "123456")).toBe("locked");
    expect(await provider.sendCode(id)).toEqual({ ok: false, reason: "not-pending" });
    expect(events.map((event) => event.status)).toEqual(["locked"]);
  });

  it("expires the whole session after 7 days", async () => {
    const { provider, advance, events } = setup();
    const { id } = await provider.createSigningSession(input);
    advance(signingRules.sessionLifetimeMs + 1);
    expect(await provider.verify(id, "123456")).toBe("expired");
    expect((await provider.getSession(id))?.status).toBe("expired");
    expect(events.map((event) => event.status)).toEqual(["expired"]);
  });

  it("cancels a pending session only", async () => {
    const { provider } = setup();
    const { id } = await provider.createSigningSession(input);
    expect(await provider.cancel(id)).toBe("canceled");
    expect(await provider.verify(id, "123456")).toBe("locked");
    const other = await provider.createSigningSession(input);
    await provider.sendCode(other.id);
    await provider.verify(other.id, "123456");
    expect(await provider.cancel(other.id)).toBe("signed");
  });

  it("fails on unknown sessions", async () => {
    const { provider } = setup();
    expect(await provider.getSession("nope")).toBeNull();
    await expect(provider.verify("nope", "123456")).rejects.toBeInstanceOf(SignatureError);
    await expect(provider.sendCode("nope")).rejects.toMatchObject({ code: "signature.not-found" });
  });

  it("refuses a concurrent update instead of spending an attempt twice", async () => {
    const inner = new InMemorySigningSessionStore();
    let stale = false;
    const store: SigningSessionStore = {
      insert: (session) => inner.insert(session),
      get: (id) => inner.get(id),
      update: async (next, expected) => (stale ? false : inner.update(next, expected)),
    };
    const { provider } = setup({ store });
    const { id } = await provider.createSigningSession(input);
    await provider.sendCode(id);
    stale = true;
    await expect(provider.verify(id, "000000")).rejects.toMatchObject({ code: "signature.conflict" });
  });
});
