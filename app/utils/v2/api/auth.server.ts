import type { z } from "zod";
import type {
  AcceptedBody,
  ClientAccountsBody,
  JwtLoginInput,
  MagicLinkInput,
  OpenIdLoginInput,
  PasswordResetCheckBody,
  PasswordResetRequestInput,
  PhoneConfirmationAcceptedBody,
} from "../../../../contract/wire/authentication";
import type { PasswordLoginInput, SessionBody } from "../../../../contract/wire/session";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type Session = z.output<typeof SessionBody>;
export type ClientAccounts = z.output<typeof ClientAccountsBody>;
type Accepted = z.output<typeof AcceptedBody>;

/** Signing in and out, password resets, account choice, phone confirmation (SPEC section 7 "Authentication and session"). */
export function authCalls(client: V2Client) {
  return {
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
    requestManagerPassword: (login: string, locale: string) => client.post<Accepted>("clients/manager-password-resets", { login, locale }),
    session: (clientId: string) => client.get<Session>(`clients/${segment(clientId)}/session`, { query: { include: "best_product_sheet" } }),
    clientAccounts: (sessionToken: string) => client.get<ClientAccounts>(`client-accounts/${segment(sessionToken)}`),
    selectClientAccount: (sessionToken: string, clientId: string) =>
      client.post<Session>(`client-accounts/${segment(sessionToken)}/select`, { client_id: clientId, include: "best_product_sheet" }),
    requestPhoneConfirmation: (clientId: string, phone: string, locale?: string) =>
      client.post<z.output<typeof PhoneConfirmationAcceptedBody>>(`clients/${segment(clientId)}/phone-confirmations`, { phone, locale }),
    confirmPhone: (clientId: string, code: string) => client.put<Session>(`clients/${segment(clientId)}/phone-confirmations`, { code }),
  };
}
