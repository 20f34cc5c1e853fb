/**
 * The steps a session's flags impose before the portal opens (SPEC sections
 * 2 and 6), in order. Pure and isomorphic: the root loader's gate and every
 * step page ask the same question.
 */
import type { RouteName } from "~/route-table";
import type { FeatureFlags } from "~/utils/session/session.server";

export type StepState = {
  flags: FeatureFlags;
  /** Signed in with several accounts and none chosen yet. */
  accountChoicePending: boolean;
  /** The optional qualification (KYC) was put off for this session. */
  qualificationDeferred: boolean;
};

export type SignInStep = Extract<RouteName, "login-create-password" | "login-select-account" | "login-confirm-phone" | "kyc">;

/** The step the user must go through now, or null when the portal is open. */
export function pendingStep(state: StepState): SignInStep | null {
  if (state.flags.must_change_password) return "login-create-password";
  if (state.accountChoicePending && state.flags.has_multi_account) return "login-select-account";
  if (state.flags.must_confirm_phone) return "login-confirm-phone";
  if (state.flags.must_do_qualification && !state.qualificationDeferred) return "kyc";
  return null;
}

/**
 * Whether a step page may be shown at all (SPEC section 2): create-password
 * only with must_change_password, select-account only with
 * has_multi_account, confirm-phone only with must_confirm_phone. Otherwise
 * the visitor goes home.
 */
export function stepPageAllowed(name: RouteName, flags: FeatureFlags): boolean {
  if (name === "login-create-password") return Boolean(flags.must_change_password);
  if (name === "login-select-account") return Boolean(flags.has_multi_account);
  if (name === "login-confirm-phone") return Boolean(flags.must_confirm_phone);
  return true;
}

/** SPEC section 4: the contract menu space. */
export function menuSpace(flags: FeatureFlags): "private" | "customer" {
  return flags.personal_access ? "private" : "customer";
}
