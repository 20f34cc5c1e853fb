/**
 * Request and response shapes of the logged-out authentication flows
 * (SPEC section 7 "Authentication and session"). Plain zod: the portal imports them.
 */
import { z } from "zod";
import { singleLineString } from "./common";

/** SPEC section 5: 9 to 30 characters, at least one upper-case letter, one lower-case letter and one digit. */
export const PasswordRule = singleLineString()
  .min(9, "Must be at least 9 characters long")
  .max(30, "Must be at most 30 characters long")
  .regex(/[A-Z]/, "Must contain an upper-case letter")
  .regex(/[a-z]/, "Must contain a lower-case letter")
  .regex(/[0-9]/, "Must contain a digit");

/** `fr-fr`, `it-it`, `en-fr`…: the portal locale prefix used in e-mailed links. Default: the brand's. */
export const LocaleParam = singleLineString().regex(/^(fr|en|de|it|es)-(fr|it|de|es)$/, "Format mismatch");

/** POST clients/authentication/jwt (single sign-on). */
export const JwtLoginInput = z.object({
  /** HS256 JWT signed with the brand's SSO secret; `sub` = e-mail, `exp` required. */
  token: singleLineString().min(1).max(4096),
  include: singleLineString().optional(),
});

/** POST clients/authentication/open-id. */
export const OpenIdLoginInput = z.object({
  /** Authorization code from the identity provider's redirect. */
  code: singleLineString().min(1).max(2048),
  /** The redirect_uri used at the authorize step (required by external issuers). */
  redirect_uri: z.url().optional(),
  include: singleLineString().optional(),
});

/** POST clients/authentication/magic-link. */
export const MagicLinkInput = z.object({
  login: z.email(),
  /** Locale prefix of the link, e.g. `fr-fr`. Default: the brand's language and country. */
  locale: LocaleParam.optional(),
});

/** Same answer whatever happened (account or not): nothing reveals whether the login exists. */
export const AcceptedBody = z.object({ status: z.literal("accepted") });

/** POST clients/passwordresets. */
export const PasswordResetRequestInput = z.object({
  login: z.email(),
  /** `email` (default): a link; `sms`: a 6-digit code to the account's phone. */
  by: z.enum(["email", "sms"]).optional(),
  locale: LocaleParam.optional(),
});

/** `{code}` of clients/passwordresets/{code}: the e-mailed token, or an SMS code. */
export const PasswordResetParams = z.object({ code: z.string().min(4).max(200) });
/** SMS codes are short, so they are checked together with the login they were sent for. */
export const PasswordResetQuery = z.object({ login: z.email().optional() });

/** GET clients/passwordresets/{code}. */
export const PasswordResetCheckBody = z.object({
  email: z.string(),
  expires_at: z.string(),
});

/** PUT clients/passwordresets/{code}. */
export const PasswordResetSaveInput = z.object({ password: PasswordRule });

/** PUT clients/{client}/password. */
export const ChangePasswordInput = z.object({ newPassword: PasswordRule });

/**
 * POST clients/{client}/phone-confirmations: sends a 6-digit code by SMS to
 * `phone`. A mobile number, national format of the brand's country or
 * international (`06 12 34 56 78`, `+39 345 123 4567`); anything else is a
 * 422 on `phone` (`phone.not-mobile`).
 */
export const PhoneConfirmationRequestInput = z.object({
  phone: singleLineString().trim().min(1, "Required").max(40, "Must be at most 40 characters long"),
  /** Language of the SMS, e.g. `fr-fr`. Default: the brand's. */
  locale: LocaleParam.optional(),
});

/** 202 answer of POST clients/{client}/phone-confirmations: the code is valid until `expires_at` (10 minutes). */
export const PhoneConfirmationAcceptedBody = z.object({
  status: z.literal("accepted"),
  expires_at: z.string(),
});

/**
 * PUT clients/{client}/phone-confirmations: the code received by SMS. The
 * right one answers the SPEC Session (`wire/session.ts` SessionBody) with
 * the new phone and `must_confirm_phone: false`; otherwise 422
 * `phone-confirmation.invalid-code` on `code`.
 */
export const PhoneConfirmationCheckInput = z.object({
  code: singleLineString()
    .trim()
    .regex(/^\d{6}$/, "Must be 6 digits"),
});

/** POST clients/manager-password-resets. */
export const ManagerPasswordResetInput = z.object({ login: z.email(), locale: LocaleParam.optional() });

/** GET client-accounts/{token}: `{token}` is the session token. */
export const ClientAccountsParams = z.object({ token: z.string().min(1).max(200) });

export const ClientAccountItem = z.object({
  /** Client id, or prospect id for `type: "prospect"`. */
  id: z.string(),
  type: z.enum(["client", "prospect"]),
  name: z.string(),
  siret: z.string().nullable(),
  city: z.string().nullable(),
  /** owner, accountant, manager, holder (clients); prospect. */
  role: z.string(),
  is_default: z.boolean(),
  /** The session is currently bound to this one. */
  is_current: z.boolean(),
});
export const ClientAccountsBody = z.object({ accounts: z.array(ClientAccountItem) });

/** POST client-accounts/{token}/select. */
export const SelectClientAccountInput = z.object({
  /** A client id (or prospect id) from the list. */
  client_id: singleLineString().min(1),
  include: singleLineString().optional(),
});
