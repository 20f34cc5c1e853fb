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
  ContractDetails,
  ContractDocument,
  ContractNotification,
  Recipient,
  RequiredDocument,
  SignableDocument,
  Vehicle,
} from "~/utils/v2/api/contract.server";

/**
 * The v2 API as the pages call it, one module per area: each call is one
 * endpoint of the contract (contract/endpoints/, decision 0197) through
 * `client.call`, which fills its path and types its inputs and answer from
 * the declaration the broker mounts and documents: a field changed in the
 * broker's answer breaks the portal's typecheck.
 */
export function v2Api(client: V2Client) {
  return {
    health: () => client.call(health, {}),
    ...authCalls(client),
    ...clientCalls(client),
    ...clientListCalls(client),
    ...claimCalls(client),
    ...contractCalls(client),
    ...contractPageCalls(client),
    ...moneyCalls(client),
    ...requestCalls(client),
    ...delegationCalls(client),
    ...bespokeQuoteCalls(client),
    ...dynamicFormCalls(client),
    ...terminationCalls(client),
    ...quoteCalls(client),
  };
}

export type V2Api = ReturnType<typeof v2Api>;
