import type { z } from "zod";
import type { InvoicesByContract } from "../../../../contract/wire/client-space";
import type { ContractBody, ContractMenuBody } from "../../../../contract/wire/contracts";
import type { V2Client } from "~/utils/v2/client.server";
import * as lists from "../../../../contract/endpoints/client/lists";
import * as read from "../../../../contract/endpoints/contract/read";

export type Contract = z.output<typeof ContractBody>;
export type ContractMenu = z.output<typeof ContractMenuBody>;
export type InvoicesByContractId = z.output<typeof InvoicesByContract>;

/** A client's contracts and invoices (SPEC section 7 "Client" and "Contract"). */
export function contractCalls(client: V2Client) {
  return {
    /** With each contract's signable documents and its next payment (the broker's one rule, decision 0136). */
    contracts: (clientId: string) =>
      client.call(lists.listClientContracts, { params: { client: clientId }, query: { include: "signable_documents,next_payment" } }),
    contract: (clientId: string, contractId: string) => client.call(read.getContract, { params: { client: clientId, contract: contractId } }),
    invoices: (clientId: string) => client.call(lists.listClientInvoices, { params: { client: clientId } }),
  };
}
