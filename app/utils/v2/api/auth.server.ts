import type { z } from "zod";
import type { ClientAccountsBody, JwtLoginInput, MagicLinkInput, OpenIdLoginInput, PasswordResetRequestInput } from "../../../../contract/wire/authentication";
import * as accountAccess from "../../../../contract/endpoints/account-access";
import * as authentication from "../../../../contract/endpoints/authentication";
import * as clients from "../../../../contract/endpoints/clients";
import * as phoneConfirmations from "../../../../contract/endpoints/phone-confirmations";
import type { PasswordLoginInput, SessionBody } from "../../../../contract/wire/session";
import type { V2Client } from "~/utils/v2/client.server";

export type Session = z.output<typeof SessionBody>;
export type ClientAccounts = z.output<typeof ClientAccountsBody>;

/** Signing in and out, password resets, account choice, phone confirmation (SPEC section 7 "Authentication and session"). */
export function authCalls(client: V2Client) {
  return {
    logIn: (input: z.input<typeof PasswordLoginInput>) => client.call(authentication.passwordLogin, { body: input }),
    logInWithJwt: (input: z.input<typeof JwtLoginInput>) => client.call(authentication.jwtLogin, { body: input }),
    logInWithOpenId: (input: z.input<typeof OpenIdLoginInput>) => client.call(authentication.openIdLogin, { body: input }),
    logOut: (clientId: string) => client.call(authentication.logout, { params: { client: clientId } }),
    requestMagicLink: (input: z.input<typeof MagicLinkInput>) => client.call(authentication.sendMagicLink, { body: input }),
    requestPasswordReset: (input: z.input<typeof PasswordResetRequestInput>) => client.call(authentication.requestPasswordReset, { body: input }),
    checkPasswordReset: (code: string, login?: string) => client.call(authentication.checkPasswordReset, { params: { code }, query: { login } }),
    savePasswordReset: (code: string, password: string, login?: string) =>
      client.call(authentication.savePasswordReset, { params: { code }, query: { login }, body: { password } }),
    changePassword: (clientId: string, newPassword: string) =>
      client.call(authentication.changePassword, { params: { client: clientId }, body: { newPassword } }),
    requestManagerPassword: (login: string, locale: string) => client.call(authentication.managerPasswordReset, { body: { login, locale } }),
    session: (clientId: string) => client.call(clients.getSession, { params: { client: clientId }, query: { include: "best_product_sheet" } }),
    clientAccounts: (sessionToken: string) => client.call(accountAccess.listClientAccounts, { params: { token: sessionToken } }),
    selectClientAccount: (sessionToken: string, clientId: string) =>
      client.call(accountAccess.selectClientAccount, { params: { token: sessionToken }, body: { client_id: clientId, include: "best_product_sheet" } }),
    requestPhoneConfirmation: (clientId: string, phone: string, locale?: string) =>
      client.call(phoneConfirmations.requestPhoneConfirmation, { params: { client: clientId }, body: { phone, locale } }),
    confirmPhone: (clientId: string, code: string) => client.call(phoneConfirmations.confirmPhone, { params: { client: clientId }, body: { code } }),
  };
}
