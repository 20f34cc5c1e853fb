import type { z } from "zod";
import type { InvoicesByContract } from "../../../../contract/wire/client-space";
import type { ContractBody, ContractList, ContractMenuBody } from "../../../../contract/wire/contracts";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type Contract = z.output<typeof ContractBody>;
export type ContractMenu = z.output<typeof ContractMenuBody>;
export type InvoicesByContractId = z.output<typeof InvoicesByContract>;

/** A client's contracts and invoices (SPEC section 7 "Client" and "Contract"). */
export function contractCalls(client: V2Client) {
  return {
    /** With each contract's signable documents and its next payment (the broker's one rule, decision 0136). */
    contracts: (clientId: string) =>
      client.get<z.output<typeof ContractList>>(`clients/${segment(clientId)}/contracts`, { query: { include: "signable_documents,next_payment" } }),
    contract: (clientId: string, contractId: string) => client.get<Contract>(`clients/${segment(clientId)}/contracts/${segment(contractId)}`),
    invoices: (clientId: string) => client.get<InvoicesByContractId>(`clients/${segment(clientId)}/invoices`),
  };
}
