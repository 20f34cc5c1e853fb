import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rereadEnv } from "~/utils/request/env.server";
import { pageFor } from "~/utils/request/page.server";
import { signedInUser } from "~/utils/session/auth.server";
import { commitNewSession } from "~/utils/session/session.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { startAzuraTestBroker } from "~/utils/v2/azura-test-broker.server";
import { createV2Client } from "~/utils/v2/client.server";
import { startFaultyBroker, type FaultyBroker } from "~/utils/v2/faulty-broker.server";
import { clientDashboard, prospectDashboard } from "./panes.server";

// Decision 0037: a failing optional pane hides that pane, and nothing else.
const testBroker = startAzuraTestBroker("dashboard-panes-");
let faulty: FaultyBroker;
beforeAll(async () => {
  faulty = await startFaultyBroker(testBroker().url);
  // The portal reads its settings on first use, after this.
  process.env.BROKER_API_URL = faulty.url;
  rereadEnv();
});
afterAll(() => faulty?.close());

async function signedInPage(login = "demo.full@example.com") {
  const api = v2Api(createV2Client({ baseUrl: testBroker().url, token: testBroker().brandTokens.azura, sessionToken: null, timeoutMs: 10_000 }));
  const user = signedInUser(await api.logIn({ login, password: "Demo-Password-1" }));
  const request = new Request("http://azura.localhost:3000/fr-fr/");
  const cookie = (await commitNewSession(request, user)).split(";")[0];
  const args = { request: new Request(request.url, { headers: { cookie } }), context: { cspNonce: "t", requestId: "t", responseHeaders: new Headers() } };
  return pageFor(args, "index");
}

describe("the client dashboard's optional panes", () => {
  it.each([
    ["claims", /\/claims$/],
    ["certificates", /\/certificates$/],
  ] as const)("a broker failing on %s hides that pane only", async (pane, path) => {
    const page = await signedInPage();
    faulty.fail(path, 500);
    try {
      const panes = await clientDashboard(page);
      expect(panes[pane]).toBeNull();
      expect(panes.contracts.count).toBeGreaterThan(0);
    } finally {
      faulty.clear();
    }
  });

  it("a broker failing on products or services leaves those lists empty", async () => {
    const page = await signedInPage();
    faulty.fail(/\/(products\/available|services)$/, 503);
    try {
      const panes = await clientDashboard(page);
      expect(panes.products).toEqual([]);
      expect(panes.services).toEqual([]);
      expect(panes.contracts.count).toBeGreaterThan(0);
    } finally {
      faulty.clear();
    }
  });

  it("with the broker answering, every pane is there", async () => {
    const panes = await clientDashboard(await signedInPage());
    expect(panes.claims).not.toBeNull();
    expect(panes.certificates).not.toBeNull();
    // The broker sends codes; a French page words them (decision 0080).
    expect(panes.notifications.map((n) => n.title)).toContain("Documents à signer");
    expect(panes.notifications.flatMap((n) => (n.action ? [n.action.label] : []))).toContain("Continuer");
  });
});

// Issue 28 §7: the pane counted the session's prospect records and named their best product sheet.
describe("the prospect dashboard's quotes", () => {
  it("shows no quote for a prospect without quotes, and no bespoke pane", async () => {
    const panes = await prospectDashboard(await signedInPage("demo.prospect@example.com"));
    expect(panes.quotes).toMatchObject({ inProgress: 0, items: [] });
    // No "see my quotes" link: with no quote, the quotes page is the not-found screen.
    expect(panes.quotes.href).toBeNull();
    expect(panes.bespokeQuotes).toBeNull();
  });

  it("counts the bespoke quotes in progress and lists each by step", async () => {
    const panes = await prospectDashboard(await signedInPage("demo.bespoke-one@example.com"));
    expect(panes.quotes.inProgress).toBe(0);
    expect(panes.quotes.href).toBeNull();
    expect(panes.bespokeQuotes?.href).toBe("/fr-fr/bespoke-quotes");
    expect(panes.bespokeQuotes?.inProgress).toBe(1);
    expect(panes.bespokeQuotes?.items.map((item) => [item.number, item.step, item.stepText])).toEqual([["QB-AZURA-3007", "sign_needed", "Signature attendue"]]);
  });

  it("counts the quote of a prospect with one quote", async () => {
    const panes = await prospectDashboard(await signedInPage("demo.quote@example.com"));
    expect(panes.quotes).toMatchObject({ inProgress: 1, items: [{ number: "Q-AZURA-2001", step: "quote_ready" }] });
    expect(panes.bespokeQuotes).toBeNull();
  });
});

// A prospect whose signed bespoke quote made them a client (demo.bespoke, decisions 0095 and 0266): the client's home.
describe("the home of a client who was a bespoke prospect", () => {
  it("lists the bespoke quotes still open by step, the signed one counted among the contracts", async () => {
    const panes = await clientDashboard(await signedInPage("demo.bespoke@example.com"));
    expect(panes.contracts.count).toBe(1);
    expect(panes.openQuotes).toBeNull();
    expect(panes.openBespokeQuotes?.href).toBe("/fr-fr/bespoke-quotes");
    expect(panes.openBespokeQuotes?.items.map((item) => [item.number, item.step, item.stepText])).toEqual([
      ["QB-AZURA-3002", "sign_needed", "Signature attendue"],
      ["QB-AZURA-3003", "under_review", "En cours d'étude"],
    ]);
  });
});
