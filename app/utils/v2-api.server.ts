import type { z } from "zod";
import type { PasswordLoginInput, SessionBody } from "../../broker/contract/session";
import type { ContractBody, ContractList, ContractMenuBody } from "../../broker/contract/contracts";
import type { ContactRequestInput, ContactRequestBody, InvoicesByContract } from "../../broker/contract/client-space";
import type { HealthBody } from "../../broker/contract/health";
import type { V2Client } from "~/utils/v2-client.server";

/**
 * Typed calls of the v2 API. Request and response types come from the
 * broker's own zod schemas (`broker/contract/`), the ones that validate its
 * requests and generate its OpenAPI document: one contract, no drift.
 * Type-only imports: no broker code reaches the portal's bundles.
 */
export type Session = z.output<typeof SessionBody>;
export type Contract = z.output<typeof ContractBody>;
export type ContractMenu = z.output<typeof ContractMenuBody>;
export type InvoicesByContractId = z.output<typeof InvoicesByContract>;

const segment = (value: string) => encodeURIComponent(value);

export function v2Api(client: V2Client) {
  return {
    health: () => client.get<z.output<typeof HealthBody>>("health"),
    logIn: (input: z.input<typeof PasswordLoginInput>) => client.post<Session>("clients/authentication", input),
    session: (clientId: string) => client.get<Session>(`clients/${segment(clientId)}/session`),
    contracts: (clientId: string) =>
      client.get<z.output<typeof ContractList>>(`clients/${segment(clientId)}/contracts`, { query: { include: "signable_documents" } }),
    contract: (clientId: string, contractId: string) => client.get<Contract>(`clients/${segment(clientId)}/contracts/${segment(contractId)}`),
    invoices: (clientId: string) => client.get<InvoicesByContractId>(`clients/${segment(clientId)}/invoices`),
    requestContact: (clientId: string, input: z.input<typeof ContactRequestInput>, idempotencyKey?: string) =>
      client.post<z.output<typeof ContactRequestBody>>(`clients/${segment(clientId)}/requests/contact`, input, { idempotencyKey }),
  };
}

export type V2Api = ReturnType<typeof v2Api>;
