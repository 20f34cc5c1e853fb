/**
 * Issue 41, point 3: the signing codes have a budget across sessions. A new
 * signing session brings no fresh allowance of SMS codes or of guesses: both
 * are counted per document and signer for the hour (signing-budget.ts), and
 * the signing page says when the signer may try again.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { SIGNING_CODES_PER_HOUR, SIGNING_GUESSES_PER_HOUR } from "../providers/signing-budget";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const QUOTE_ID = `quo_${BRAND}_prospect_rc`;
const HOUR = 60 * 60 * 1000;
let t: TestBroker;
let s: TestSession;
let smsBefore = 0;

const redirects = {
  redirect_uri_success: "https://portal.example/quote/ok",
  redirect_uri_error: "https://portal.example/quote/error",
  redirect_uri_cancel: "https://portal.example/quote/cancel",
};
const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

beforeAll(async () => {
  t = await createTestBroker();
  // A few seconds into a clock hour: the hourly windows do not turn during the test.
  const now = t.clock.now().getTime();
  t.clock.advance(HOUR - (now % HOUR) + 5_000);
  smsBefore = (await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.template, "signature-code"))).length;
  s = await t.sessionForAccount(BRAND, "demo.quote@example.com", { prospectId: `pro_${BRAND}_quote` });
  const base = `/v2/clients/${s.prospectId}/quotes/${QUOTE_ID}`;
  // The signing gate: every pre-contractual document downloaded, the conditions accepted.
  const docs = await (await t.request(`${base}/documents`, { brand: BRAND, session: s.token })).json();
  for (const doc of docs.documents) await (await t.request(`${base}/documents/${doc.id}`, { brand: BRAND, session: s.token })).arrayBuffer();
  const conditions = await t.request(`/v2/clients/${s.prospectId}/quotes/${QUOTE_ID}/conditions`, { brand: BRAND, session: s.token, body: { accepted: true } });
  expect(conditions.status).toBeLessThan(300);
});
afterAll(() => t.close());

/** A new signing session for the quote, as the portal starts one each time "Sign" is pressed. */
async function newSession(): Promise<{ path: string; nonce: string }> {
  const res = await t.request(`/v2/clients/${s.prospectId}/quotes/${QUOTE_ID}/signatures`, { brand: BRAND, session: s.token, body: redirects });
  expect(res.status).toBe(201);
  const path = new URL((await res.json()).url, "http://broker.test").pathname;
  const page = await t.app.request(path);
  const nonce = /name="nonce" value="([^"]+)"/.exec(await page.text())![1];
  return { path, nonce };
}

/** The codes texted by this test, oldest first (the outbox stamps rows with the database's own clock). */
const codesSent = async () =>
  (await t.db.select({ text: outbox.textBody }).from(outbox).where(eq(outbox.template, "signature-code")).orderBy(asc(outbox.createdAt)))
    .slice(smsBefore)
    .map((row) => /\b(\d{6})\b/.exec(row.text)![1]);

describe("the signing budget across sessions", () => {
  const sessions: { path: string; nonce: string }[] = [];

  it(`sends at most ${SIGNING_CODES_PER_HOUR.limit} codes an hour for one document and signer, however many sessions`, async () => {
    for (let i = 0; i < 12; i++) {
      const session = await newSession();
      sessions.push(session);
      const sent = await t.app.request(`${session.path}/send-code`, form({ nonce: session.nonce }));
      expect(sent.status).toBe(303);
    }
    expect(await codesSent()).toHaveLength(SIGNING_CODES_PER_HOUR.limit);

    // The twelfth session got no code: its page says when a new one can be asked for, and offers none.
    const page = await (await t.app.request(sessions[11].path)).text();
    expect(page).toMatch(/<p role="alert">[^<]*dans 60 minutes\.<\/p>/);
    expect(page).not.toContain("/send-code");
  });

  it(`takes at most ${SIGNING_GUESSES_PER_HOUR.limit} codes an hour for one document and signer, then no code, not even the right one`, async () => {
    const codes = await codesSent();
    const right = codes.at(-1)!;
    const wrong = right === "000000" ? "111111" : "000000";
    const results: string[] = [];
    // Four wrong codes in each of the first sessions: under the per-session lock (5), over the budget.
    for (const session of sessions.slice(0, 3)) {
      for (let i = 0; i < 4; i++) {
        const res = await t.app.request(`${session.path}/verify`, form({ nonce: session.nonce, code: wrong }));
        results.push(res.headers.get("location") ?? "");
      }
    }
    expect(results.filter((location) => location.endsWith("notice=wrong-code"))).toHaveLength(SIGNING_GUESSES_PER_HOUR.limit);

    // The session that holds the last code sent: the right code is refused too while the budget is spent.
    const last = sessions[SIGNING_CODES_PER_HOUR.limit - 1];
    const refused = await t.app.request(`${last.path}/verify`, form({ nonce: last.nonce, code: right }));
    expect(refused.headers.get("location")).not.toContain("quote/ok");
    const page = await (await t.app.request(last.path)).text();
    expect(page).toMatch(/<p role="alert">Trop de codes ont été saisis pour ces documents\. Vous pourrez réessayer dans 60 minutes\.<\/p>/);
    expect(page).not.toContain("/verify");

    // The next hour, a new code signs.
    t.clock.advance(HOUR);
    const fresh = await newSession();
    expect((await t.app.request(`${fresh.path}/send-code`, form({ nonce: fresh.nonce }))).status).toBe(303);
    const code = (await codesSent()).at(-1)!;
    const signed = await t.app.request(`${fresh.path}/verify`, form({ nonce: fresh.nonce, code }));
    expect(signed.headers.get("location")).toContain("https://portal.example/quote/ok");
  });
});
