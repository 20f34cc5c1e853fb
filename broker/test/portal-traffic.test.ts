/**
 * Real portal traffic against the broker's own document (issue 42 §2): the
 * portal's client (app/utils/v2/api, the calls the pages make) talks over
 * HTTP to a test broker, every answer is recorded as it leaves the broker,
 * and each must be one /v2/openapi.json declares: operation, status and
 * content type. A page's call that gets an undocumented answer (a file where
 * the document says JSON, a status it does not list) fails here.
 */
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { v2Api, type V2Api } from "~/utils/v2/api/index.server";
import { createV2Client } from "~/utils/v2/client.server";
import { undeclaredAnswers, type AnsweredCall, type OpenApiDocument } from "./answer-check";
import { createTestBroker, type TestBroker } from "./harness";

const BRAND = "azura";
/** The brand's demo client, and its prospect with a quote and its documents. */
const CLIENT = { brand: BRAND, clientId: `cli_demo_${BRAND}` };
let t: TestBroker;
let server: ServerType;
let baseUrl: string;
const answers: AnsweredCall[] = [];

beforeAll(async () => {
  t = await createTestBroker();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: async (request: Request) => {
          const response = await t.app.fetch(request);
          const { pathname, search } = new URL(request.url);
          answers.push({ method: request.method, path: `${pathname}${search}`, status: response.status, contentType: response.headers.get("content-type") });
          return response;
        },
        port: 0,
        hostname: "127.0.0.1",
      },
      () => resolve(s),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
});

const portal = (brand: string, sessionToken: string | null = null): V2Api =>
  v2Api(createV2Client({ baseUrl, token: t.brandTokens[brand], sessionToken, timeoutMs: 20_000 }));

/** The call's answer, or null when the broker refused it: what counts here is the answer recorded on the way out. */
const settled = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);

async function clientPages(api: V2Api, clientId: string) {
  await api.health();
  await api.session(clientId);
  const contracts = await api.contracts(clientId);
  await Promise.all([
    api.invoices(clientId),
    api.notifications(clientId),
    api.certificates(clientId),
    api.services(clientId),
    api.availableProducts(clientId),
    api.claims(clientId),
    api.delegations(clientId),
    api.rightsExercises(clientId),
    api.contactSlots(),
    api.allowedClaimContracts(clientId),
  ]);
  for (const contract of contracts.slice(0, 3)) {
    const id = contract.id;
    await settled(api.contract(clientId, id));
    await settled(api.contractDetails(clientId, id));
    const documents = await settled(api.contractDocuments(clientId, id));
    const document = documents?.documents[0];
    if (document) await settled(api.downloadContractDocument(clientId, id, document.id, "fr").then((file) => file.arrayBuffer()));
    const invoices = await settled(api.contractInvoices(clientId, id));
    if (invoices?.[0]) await settled(api.downloadInvoice(clientId, id, invoices[0].id, "en").then((file) => file.arrayBuffer()));
    await settled(api.contractPayments(clientId, id));
    await settled(api.plannings(clientId, id));
    await settled(api.timeline(clientId, id));
    await settled(api.currentPaymentMethod(clientId, id));
    await settled(api.periodicities(clientId, id));
    await settled(api.requiredDocuments(clientId, id));
    await settled(api.terminationSettings(clientId, id));
    await settled(api.terminationRequests(clientId, id));
    await settled(api.contractNotifications(clientId, id));
  }
  // What pages show for a refusal: an unknown contract, a form the broker refuses.
  await settled(api.contract(clientId, "ctr_unknown"));
  await settled(api.declareClaim(clientId, {} as never));
}

async function prospectPages(api: V2Api, prospectId: string) {
  const { quotes } = await api.quotes(prospectId);
  for (const quote of quotes) {
    await api.quote(prospectId, quote.id);
    const { documents } = await api.quoteDocuments(prospectId, quote.id);
    for (const document of documents.slice(0, 2)) await (await api.downloadQuoteDocument(prospectId, quote.id, document.id, "fr")).arrayBuffer();
    await (await api.downloadQuoteDocumentsZip(prospectId, quote.id, "fr")).arrayBuffer();
    await api.quoteOptins(prospectId, quote.id);
    await settled(api.quoteMandate(prospectId, quote.id));
  }
}

describe("the portal's traffic against the broker's OpenAPI document", () => {
  it("gets only answers the document declares (status and content type of each operation)", async () => {
    const client = await t.sessionFor(CLIENT.brand, "client");
    await clientPages(portal(CLIENT.brand, client.token), CLIENT.clientId);
    const prospect = await t.sessionForAccount(BRAND, "demo.quote@example.com", { prospectId: `pro_${BRAND}_quote` });
    await prospectPages(portal(BRAND, prospect.token), prospect.prospectId!);
    // Signed out: bad credentials, then a session that is not one.
    await settled(portal(CLIENT.brand).logIn({ login: "demo.full@example.com", password: "not-the-password" }));
    await settled(portal(CLIENT.brand, "not-a-session").session(CLIENT.clientId));

    const document = (await (await t.request("/v2/openapi.json", { brand: null })).json()) as OpenApiDocument;
    const seen = new Set(answers.map((answer) => `${answer.status} ${answer.contentType?.split(";")[0]}`));
    // The run covers JSON, files (PDF, zip) and refusals.
    expect([...seen]).toEqual(
      expect.arrayContaining(["200 application/json", "200 application/pdf", "200 application/zip", "404 application/json", "401 application/json"]),
    );
    expect(answers.length).toBeGreaterThan(20);
    expect(undeclaredAnswers(document, answers)).toEqual([]);
  });
});
