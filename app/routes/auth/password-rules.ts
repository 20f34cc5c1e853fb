/**
 * SPEC section 5 password rules, as plain checks: the server validates with
 * them, and the browser shows them ticking as the user types without
 * shipping a validation library.
 */
export const passwordLength = { min: 9, max: 30 } as const;

export const passwordRuleKeys = ["length", "upper", "lower", "digit"] as const;
export type PasswordRule = (typeof passwordRuleKeys)[number];

export function passwordRuleResults(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= passwordLength.min && password.length <= passwordLength.max,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
  };
}

export function unmetPasswordRules(password: string): PasswordRule[] {
  const results = passwordRuleResults(password);
  return passwordRuleKeys.filter((rule) => !results[rule]);
}

export type NewPasswordErrors = { password?: string[]; confirmation?: string[] };

/**
 * The new-password form's errors as message keys of the `auth` namespace:
 * rule failures on `password`, then the mismatch on `confirmation` (SPEC
 * section 5). One function for the server's schema and the browser's
 * as-you-type check, so both always say the same.
 */
export function newPasswordErrorKeys(password: string, confirmation: string): { password: string[]; confirmation: string[] } {
  const results = passwordRuleResults(password);
  const passwordKeys = passwordRuleKeys.filter((rule) => !results[rule]).map((rule) => `password.rules.${rule}`);
  const confirmationKeys = passwordKeys.length === 0 && confirmation !== "" && password !== confirmation ? ["password.mismatch"] : [];
  return { password: passwordKeys, confirmation: confirmationKeys };
}

/**
 * The unmet rules as one sentence in the page's language ("The password needs 9 to 30 characters, at least one
 * upper-case letter and at least one digit."): the field's one message, and its summary line, read as a sentence
 * rather than the checklist's fragments run together. Empty when every rule is met.
 */
export function unmetRulesSentence(t: (key: string, options?: Record<string, string | number>) => string, rules: readonly PasswordRule[]): string {
  if (rules.length === 0) return "";
  const parts = rules.map((rule) => t(`auth:password.needs.${rule}`, passwordLength));
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")}${t("auth:password.needs.and")}${parts.at(-1)!}`;
  return t("auth:password.needs.sentence", { rules: list });
}
