import { z } from "zod";
import { singleLineString } from "./common";
import { ClientBody } from "./client";
import { delegateFunctions, permissions } from "../codes/delegate-access";

export const FeatureFlags = z.object({
  can_update_siret: z.boolean(),
  must_change_password: z.boolean(),
  must_confirm_phone: z.boolean(),
  must_do_qualification: z.boolean(),
  is_pcc: z.boolean(),
  has_multi_account: z.boolean(),
  personal_access: z.boolean(),
  need_user: z.boolean(),
});
export type FeatureFlags = z.infer<typeof FeatureFlags>;

export const AccountBody = z.object({
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** SPEC section 3 "Prospect". */
export const ProspectBody = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  email: z.string(),
  status: z.enum(["pending", "paused", "blocked", "cancelled", "converted"]),
  created_at: z.string(),
  best_product_sheet: z.object({ name: z.string().nullable(), icon: z.string().nullable() }).nullable().optional(),
  /** Bespoke quotes of this prospect (not deleted): the portal shows their menu entry only when there are any. */
  bespoke_quotes: z.number().int(),
  /**
   * The client this prospect became at its first signed quote (status `converted`), else null. A session
   * on that client still reaches the prospect's quotes under the prospect's id (docs/decisions/0251).
   */
  client_id: z.string().nullable(),
});

/**
 * What the session may do for its client (decision 0120): the delegate
 * function (null for the client's own account) and the permissions the
 * broker checks on every client call. The portal hides what is not listed.
 */
export const SessionAccess = z.object({
  function: z.enum(delegateFunctions).nullable(),
  permissions: z.array(z.enum(permissions)),
});
export type SessionAccess = z.infer<typeof SessionAccess>;

/** SPEC section 3 "Session". `session` is the session token (the key the portal keeps in its cookie). */
export const SessionBody = z.object({
  session: z.string(),
  data: z.record(z.string(), z.unknown()),
  client: ClientBody.nullable(),
  prospects: z.array(ProspectBody),
  account: AccountBody,
  feature_flags: FeatureFlags,
  /** Absent without a client (prospects). */
  access: SessionAccess.optional(),
  /**
   * The quotes this person reaches under the client's id, not deleted: those made for the client itself (a contract
   * of type quote, SPEC section 4) and, for the person who was the client's prospect, that prospect's
   * (docs/decisions/0262, 0266). The portal shows the client's quotes pages and menu entries only when there are
   * any. Absent without a client.
   */
  client_quotes: z.object({ quotes: z.number().int(), bespoke_quotes: z.number().int() }).optional(),
  /**
   * How many contracts the client's contracts list holds (quotes apart, as the list leaves them out): with one, the list
   * opens it (SPEC section 2), so a contract's page offers no way back to the list. Absent without a client.
   */
  client_contracts: z.number().int().optional(),
});
export type SessionBody = z.infer<typeof SessionBody>;

/**
 * POST clients/authentication. Either `login` + `password` (with `manager: true`
 * the password is checked against the manager-space password), or
 * `magic_token` (the `magic` parameter of a magic link, single use).
 */
export const PasswordLoginInput = z
  .object({
    login: z.email().optional(),
    password: singleLineString().min(1).max(200).optional(),
    /** Manager space: check `password` against the account's manager password. */
    manager: z.boolean().optional(),
    /** Token of a magic link (replaces login and password). */
    magic_token: singleLineString().min(1).max(200).optional(),
    /** `best_product_sheet` adds the prospects' best product sheet. */
    include: singleLineString().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.magic_token !== undefined) return;
    if (v.login === undefined) ctx.addIssue({ code: "custom", path: ["login"], message: "field.required" });
    if (v.password === undefined) ctx.addIssue({ code: "custom", path: ["password"], message: "field.required" });
  });

export const SessionQuery = z.object({ include: z.string().optional() });
