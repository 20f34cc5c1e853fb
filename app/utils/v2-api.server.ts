import type { z } from "zod";
import type { PasswordLoginInput, SessionBody } from "../../broker/wire/session";
import type {
  AcceptedBody,
  ClientAccountsBody,
  JwtLoginInput,
  MagicLinkInput,
  OpenIdLoginInput,
  PasswordResetCheckBody,
  PasswordResetRequestInput,
  PhoneConfirmationAcceptedBody,
} from "../../broker/wire/authentication";
import type { ClientBody, ProfileInput } from "../../broker/wire/client";
import type { ContractBody, ContractList, ContractMenuBody } from "../../broker/wire/contracts";
import type { ContactRequestInput, ContactRequestBody, InvoicesByContract } from "../../broker/wire/client-space";
import type { HealthBody } from "../../broker/wire/health";
import type { V2Client } from "~/utils/v2-client.server";

/**
 * Typed calls of the v2 API. Request and response types come from the
 * broker's own zod schemas (`broker/contract/`), the ones that validate its
 * requests and generate its OpenAPI document: one contract, no drift.
 * Type-only imports: no broker code reaches the portal's bundles.
 */
export type Session = z.output<typeof SessionBody>;
export type Client = z.output<typeof ClientBody>;
export type Profile = z.input<typeof ProfileInput>;
export type ClientAccounts = z.output<typeof ClientAccountsBody>;
export type Contract = z.output<typeof ContractBody>;
export type ContractMenu = z.output<typeof ContractMenuBody>;
export type InvoicesByContractId = z.output<typeof InvoicesByContract>;

type Accepted = z.output<typeof AcceptedBody>;

const segment = (value: string) => encodeURIComponent(value);

export function v2Api(client: V2Client) {
  return {
    health: () => client.get<z.output<typeof HealthBody>>("health"),

    // Signing in and out (SPEC section 7 "Authentication and session")
    logIn: (input: z.input<typeof PasswordLoginInput>) => client.post<Session>("clients/authentication", input),
    logInWithJwt: (input: z.input<typeof JwtLoginInput>) => client.post<Session>("clients/authentication/jwt", input),
    logInWithOpenId: (input: z.input<typeof OpenIdLoginInput>) => client.post<Session>("clients/authentication/open-id", input),
    logOut: (clientId: string) => client.delete<void>(`clients/${segment(clientId)}/authentication`),
    requestMagicLink: (input: z.input<typeof MagicLinkInput>) => client.post<Accepted>("clients/authentication/magic-link", input),
    requestPasswordReset: (input: z.input<typeof PasswordResetRequestInput>) => client.post<Accepted>("clients/passwordresets", input),
    checkPasswordReset: (code: string, login?: string) =>
      client.get<z.output<typeof PasswordResetCheckBody>>(`clients/passwordresets/${segment(code)}`, { query: { login } }),
    savePasswordReset: (code: string, password: string, login?: string) =>
      client.put<void>(`clients/passwordresets/${segment(code)}`, { password }, { query: { login } }),
    changePassword: (clientId: string, newPassword: string) => client.put<void>(`clients/${segment(clientId)}/password`, { newPassword }),
    requestManagerPassword: (login: string) => client.post<Accepted>("clients/manager-password-resets", { login }),
    session: (clientId: string) => client.get<Session>(`clients/${segment(clientId)}/session`, { query: { include: "best_product_sheet" } }),
    clientAccounts: (sessionToken: string) => client.get<ClientAccounts>(`client-accounts/${segment(sessionToken)}`),
    selectClientAccount: (sessionToken: string, clientId: string) =>
      client.post<Session>(`client-accounts/${segment(sessionToken)}/select`, { client_id: clientId, include: "best_product_sheet" }),

    requestPhoneConfirmation: (clientId: string, phone: string, locale?: string) =>
      client.post<z.output<typeof PhoneConfirmationAcceptedBody>>(`clients/${segment(clientId)}/phone-confirmations`, { phone, locale }),
    confirmPhone: (clientId: string, code: string) => client.put<Session>(`clients/${segment(clientId)}/phone-confirmations`, { code }),

    // Client record (profile)
    client: (clientId: string) => client.get<Client>(`clients/${segment(clientId)}`),
    updateClient: (clientId: string, profile: Profile) => client.put<Client>(`clients/${segment(clientId)}`, { profile }),

    contracts: (clientId: string) =>
      client.get<z.output<typeof ContractList>>(`clients/${segment(clientId)}/contracts`, { query: { include: "signable_documents" } }),
    contract: (clientId: string, contractId: string) => client.get<Contract>(`clients/${segment(clientId)}/contracts/${segment(contractId)}`),
    invoices: (clientId: string) => client.get<InvoicesByContractId>(`clients/${segment(clientId)}/invoices`),
    requestContact: (clientId: string, input: z.input<typeof ContactRequestInput>, idempotencyKey?: string) =>
      client.post<z.output<typeof ContactRequestBody>>(`clients/${segment(clientId)}/requests/contact`, input, { idempotencyKey }),
  };
}

export type V2Api = ReturnType<typeof v2Api>;
