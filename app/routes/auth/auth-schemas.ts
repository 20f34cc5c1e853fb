import { builtOncePerWords, type SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";
import { newPasswordErrorKeys, unmetPasswordRules, unmetRulesSentence } from "~/routes/auth/password-rules";
import { emailField } from "~/utils/forms/contact-fields";

/**
 * The sign-in forms' schemas, with messages in the page's language: the
 * action parses with them, and the browser checks the same form with them
 * before posting (useSchemaForm). No server-only import here.
 */
function required(t: TFunction) {
  return { error: t("common:validation.required") };
}

export const loginSchema = builtOncePerWords((t) =>
  z.object({ login: emailField(t), password: z.string(required(t)).max(200, t("common:validation.maxLength", { count: 200 })) }),
);

export const emailOnlySchema = builtOncePerWords((t) => z.object({ login: emailField(t) }));

/**
 * SPEC section 5: 9 to 30 characters, an upper-case letter, a lower-case letter and a digit; the confirmation must match.
 * The unmet rules are one sentence on the field (unmetRulesSentence), not one fragment each, which the summary ran together.
 * The rules sit on the password field itself: zod skips an object's refinement while any field has an issue, so with
 * the rules on the object a short password said nothing until the confirmation was typed. The match is the object's,
 * checked once both fields pass (newPasswordErrorKeys reports it only for a valid password).
 */
export function newPasswordSchema(t: TFunction) {
  return z
    .object({
      password: z.string(required(t)).superRefine((password, ctx) => {
        const unmet = unmetPasswordRules(password);
        if (unmet.length > 0) ctx.addIssue({ code: "custom", message: unmetRulesSentence(t, unmet) });
      }),
      confirmation: z.string(required(t)),
    })
    .superRefine((value, ctx) => {
      for (const key of newPasswordErrorKeys(value.password, value.confirmation).confirmation)
        ctx.addIssue({ code: "custom", path: ["confirmation"], message: t(`auth:${key}`) });
    });
}

/** The account chosen on select-account: the id its button posts (the broker says whether it is one of the visitor's). */
export function accountChoiceSchema(t: TFunction) {
  const message = t("auth:selectAccount.required");
  return z.object({ clientId: z.string({ error: message }).trim().min(1, message).max(100, message) });
}
