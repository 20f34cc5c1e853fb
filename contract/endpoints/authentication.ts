/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/authentication.ts. */
import { endpoint } from "../endpoint";
import { PasswordLoginInput, SessionBody } from "../wire/session";
import {
  JwtLoginInput,
  OpenIdLoginInput,
  MagicLinkInput,
  AcceptedBody,
  PasswordResetRequestInput,
  PasswordResetParams,
  PasswordResetQuery,
  PasswordResetCheckBody,
  PasswordResetSaveInput,
  ChangePasswordInput,
  ManagerPasswordResetInput,
} from "../wire/authentication";
import { ClientParams } from "../wire/common";
import { z } from "zod";

// ---------------------------------------------------------------- logins
export const passwordLogin = endpoint({
  method: "post",
  path: "/v2/clients/authentication",
  summary: "Log in: e-mail and password, manager-space password, or magic-link token",
  description:
    "Body `{ login, password }`, or `{ login, password, manager: true }` for the manager space (checked against the manager " +
    'password; session data `{ space: "manager" }`), or `{ magic_token }` (the `magic` parameter of a magic link: single use, ' +
    "15 minutes). `include=best_product_sheet` adds the prospects' best product sheet.",
  tags: ["authentication"],
  auth: "brand",
  // The answer holds a new session token: never stored for replays.
  idempotency: false,
  body: PasswordLoginInput,
  response: SessionBody,
  errors: [429],
});

export const jwtLogin = endpoint({
  method: "post",
  path: "/v2/clients/authentication/jwt",
  summary: "Single sign-on with a partner JWT (HS256, per-brand secret; sub = e-mail, exp required)",
  tags: ["authentication"],
  auth: "brand",
  // The answer holds a new session token: never stored for replays.
  idempotency: false,
  body: JwtLoginInput,
  response: SessionBody,
  errors: [429],
});

export const openIdLogin = endpoint({
  method: "post",
  path: "/v2/clients/authentication/open-id",
  summary: "Log in with an open-id authorization code",
  description: "Code from the configured issuer (BROKER_OIDC_ISSUER; default: the dev identity provider at /dev/oidc/authorize).",
  tags: ["authentication"],
  auth: "brand",
  // The answer holds a new session token: never stored for replays.
  idempotency: false,
  body: OpenIdLoginInput,
  response: SessionBody,
  errors: [429],
});

export const logout = endpoint({
  method: "delete",
  path: "/v2/clients/{client}/authentication",
  summary: "Log out: revoke the session",
  tags: ["authentication"],
  auth: "customer",
  params: ClientParams,
  response: z.object({}),
  status: 204,
});

// ---------------------------------------------------------------- magic link
export const sendMagicLink = endpoint({
  method: "post",
  path: "/v2/clients/authentication/magic-link",
  summary: "E-mail a magic link (single use, 15 minutes); same answer whether the account exists",
  tags: ["authentication"],
  auth: "brand",
  body: MagicLinkInput,
  response: AcceptedBody,
  status: 202,
  errors: [429],
});

// ---------------------------------------------------------------- password resets
export const requestPasswordReset = endpoint({
  method: "post",
  path: "/v2/clients/passwordresets",
  summary: "Send a password reset link by e-mail (or a 6-digit code by SMS with by=sms); same answer whether the account exists",
  tags: ["authentication"],
  auth: "brand",
  body: PasswordResetRequestInput,
  response: AcceptedBody,
  status: 202,
  errors: [429],
});

export const checkPasswordReset = endpoint({
  method: "get",
  path: "/v2/clients/passwordresets/{code}",
  summary: "Validate a reset code (10 minutes; SMS codes need ?login= and allow 5 attempts)",
  tags: ["authentication"],
  auth: "brand",
  params: PasswordResetParams,
  query: PasswordResetQuery,
  response: PasswordResetCheckBody,
  errors: [429],
});

export const savePasswordReset = endpoint({
  method: "put",
  path: "/v2/clients/passwordresets/{code}",
  summary: "Save the new password of a reset (revokes the account's sessions)",
  description: "422 `validation.failed` on `password` (`password.unchanged`) when it is the account's current password.",
  tags: ["authentication"],
  auth: "brand",
  params: PasswordResetParams,
  query: PasswordResetQuery,
  body: PasswordResetSaveInput,
  response: z.object({}),
  status: 204,
  errors: [429],
});

export const changePassword = endpoint({
  method: "put",
  path: "/v2/clients/{client}/password",
  summary: "Change the password (clears must_change_password; other sessions are revoked)",
  description: "422 `validation.failed` on `newPassword` (`password.unchanged`) when it is the account's current password.",
  tags: ["authentication"],
  auth: "customer",
  params: ClientParams,
  body: ChangePasswordInput,
  response: z.object({}),
  status: 204,
});

export const managerPasswordReset = endpoint({
  method: "post",
  path: "/v2/clients/manager-password-resets",
  summary: "Manager space forgot-password: e-mails a new random manager password; same answer whether the account exists",
  tags: ["authentication"],
  auth: "brand",
  body: ManagerPasswordResetInput,
  response: AcceptedBody,
  status: 202,
  errors: [429],
});
