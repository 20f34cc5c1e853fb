import { health } from "../../../../contract/endpoints/health";
import type { V2Client } from "~/utils/v2/client.server";
import { authCalls } from "~/utils/v2/api/auth.server";
import { bespokeQuoteCalls } from "~/utils/v2/api/bespoke-quotes.server";
import { clientCalls } from "~/utils/v2/api/client.server";
import { clientListCalls } from "~/utils/v2/api/client-lists.server";
import { claimCalls } from "~/utils/v2/api/claims.server";
import { contractPageCalls } from "~/utils/v2/api/contract.server";
import { contractCalls } from "~/utils/v2/api/contracts.server";
import { dynamicFormCalls } from "~/utils/v2/api/dynamic-forms.server";
import { moneyCalls } from "~/utils/v2/api/money.server";
import { requestCalls } from "~/utils/v2/api/requests.server";
import { delegationCalls } from "~/utils/v2/api/delegations.server";
import { terminationCalls } from "~/utils/v2/api/termination.server";
import { quoteCalls } from "~/utils/v2/api/quotes.server";

export type { ClientAccounts, Session } from "~/utils/v2/api/auth.server";
export type { Delegation } from "~/utils/v2/api/delegations.server";
export type {
  BespokeQuote,
  BespokeQuoteDocument,
  ProspectContact,
  QuoteLists,
  QuoteRequiredDocument,
  QuoteSummary,
} from "~/utils/v2/api/bespoke-quotes.server";
export type { Client, Profile } from "~/utils/v2/api/client.server";
export type { CertificatesByContract, Claim, Product, Service } from "~/utils/v2/api/client-lists.server";
export type { DynamicForm } from "~/utils/v2/api/dynamic-forms.server";
export type { Contract, ContractMenu, InvoicesByContractId } from "~/utils/v2/api/contracts.server";
export type { CurrentPaymentMethod, DisputeData, Invoice, Mandate, Payment, PeriodicityList, Planning, TimelineEntry } from "~/utils/v2/api/money.server";
export type {
  Amendment,
  ContractDetails,
  ContractDocument,
  ContractNotification,
  Recipient,
  RequiredDocument,
  SignableDocument,
  Vehicle,
} from "~/utils/v2/api/contract.server";

const healthCalls = (client: V2Client) => ({ health: () => client.call(health, {}) });

/** The v2 API's areas, one module each. */
const areas = [
  healthCalls,
  authCalls,
  clientCalls,
  clientListCalls,
  claimCalls,
  contractCalls,
  contractPageCalls,
  moneyCalls,
  requestCalls,
  delegationCalls,
  bespokeQuoteCalls,
  dynamicFormCalls,
  terminationCalls,
  quoteCalls,
] as const;

type Area = (client: V2Client) => Record<string, unknown>;

/** Every area's calls in one object: what `v2Api` answers, by type. */
type AllCalls<A extends readonly unknown[]> = A extends readonly [infer First, ...infer Rest]
  ? (First extends (client: V2Client) => infer Calls ? Calls : never) & AllCalls<Rest>
  : unknown;

export type V2Api = AllCalls<typeof areas>;

/**
 * Which area each call belongs to, learnt once per process from the areas' calls built on a client never
 * called: a page then builds only the areas it asks for.
 */
const areaOfCall = (() => {
  const unused = {} as V2Client;
  const areaOf = new Map<PropertyKey, Area>();
  for (const area of areas as readonly Area[]) for (const name of Object.keys(area(unused))) areaOf.set(name, area);
  return areaOf;
})();

/**
 * The v2 API as the pages call it, one module per area: each call is one
 * endpoint of the contract (contract/endpoints/, decision 0197) through
 * `client.call`, which fills its path and types its inputs and answer from
 * the declaration the broker mounts and documents: a field changed in the
 * broker's answer breaks the portal's typecheck.
 *
 * An area's calls are made on the first call of that area: a page asks for a
 * few of the API's 150-odd calls, and building them all on every request was
 * 5% of the signed-in home's allocations (docs/performance.md, fifth pass).
 */
export function v2Api(client: V2Client): V2Api {
  const built = new Map<Area, Record<string, unknown>>();
  return new Proxy({} as V2Api, {
    get(_, name) {
      const area = areaOfCall.get(name);
      if (!area) return undefined;
      let calls = built.get(area);
      if (!calls) built.set(area, (calls = area(client)));
      return calls[name as string];
    },
    has: (_, name) => areaOfCall.has(name),
  });
}
