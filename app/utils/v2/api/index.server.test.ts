import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionBody } from "../../../../contract/wire/session";
import { ContractList } from "../../../../contract/wire/contracts";
import { InvoicesByContract } from "../../../../contract/wire/client-space";
import type { RunningBroker } from "../../../../broker/start";
import { v2Api } from "~/utils/v2/api/index.server";
import { createV2Client, V2Error } from "~/utils/v2/client.server";
import { startSeededTestBroker } from "~/utils/v2/seeded-test-broker.server";

// The portal's client against the real broker over HTTP, answers checked
// with the broker's own schemas: if either side drifts, this fails.
let broker: RunningBroker;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ broker, stop } = await startSeededTestBroker("v2-api-"));
}, 120_000);
afterAll(() => stop?.());

const api = (sessionToken: string | null = null, brand = "courtia-fr") =>
  v2Api(createV2Client({ baseUrl: broker.url, token: broker.brandTokens[brand], sessionToken, timeoutMs: 10_000 }));

describe("portal v2 client against the broker", () => {
  it("logs in, reads the session, contracts and invoices in the broker's own shapes", async () => {
    const session = SessionBody.parse(await api().logIn({ login: "demo.full@example.com", password: "Demo-Password-1" }));
    const clientId = session.client!.id;
    const signedIn = api(session.session);
    expect(SessionBody.parse(await signedIn.session(clientId)).account.email).toBe("demo.full@example.com");
    const contracts = ContractList.parse(await signedIn.contracts(clientId));
    expect(contracts.length).toBeGreaterThanOrEqual(5);
    const invoices = InvoicesByContract.parse(await signedIn.invoices(clientId));
    expect(Object.keys(invoices).length).toBeGreaterThan(0);
    expect(await api().health()).toEqual({ status: "ok", database: "ok" });
  });

  it("gets the broker's errors in the normalised shape", async () => {
    const failure = await api()
      .logIn({ login: "demo.full@example.com", password: "wrong-password" })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(V2Error);
    expect((failure as V2Error).error).toMatchObject({ status: 401, code: "auth/bad_credentials" });

    const wrongBrand = await api(null, "azura")
      .session("cli_courtia-fr_full")
      .catch((error: unknown) => error);
    expect((wrongBrand as V2Error).error.status).toBe(401);
  });
});
