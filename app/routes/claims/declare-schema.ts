import { z } from "zod";
import { phoneField } from "~/utils/forms/contact-fields";
import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { maxListRows } from "./declare-lists";

/**
 * The three steps of a claim declaration (claims/declare.tsx), one schema
 * each, read by the action and the browser alike. Step answers travel in the
 * page's address (steps 1 and 2: short codes and a date, no free text) and
 * in hidden fields of the last step, so a reload, a refusal or going back
 * keeps them without any state in the portal (decision 0111).
 */

/** Names of the step-2 answers, in the page's address and the last step's hidden fields. */
export const whatFields = ["contract", "nature", "type", "occurred", "injury", "third"] as const;

const yesNo = (t: TFunction) => z.enum(["yes", "no"], { error: t("claims:declare.answerYesNo") });

/** Step 1: one of the contracts the client may declare on (`contracts`, their ids). */
export function contractStepSchema(t: TFunction, contracts: readonly string[]) {
  const choose = t("claims:declare.chooseContract");
  return z.object({
    intent: z.literal("contract"),
    contract: z
      .string({ error: choose })
      .trim()
      .refine((id) => contracts.includes(id), choose),
  });
}

/** The contract steps 2 and 3 post back (a hidden field), read first: their schemas are the chosen contract's. */
export function chosenContractSchema(contracts: readonly string[]) {
  return z.object({ contract: z.string().refine((id) => contracts.includes(id)) });
}

/**
 * Step 2 in the context of the chosen contract: its natures and types, its cover (start, and end for a
 * terminated contract, with their words in the page's language), and today (Paris).
 */
export type WhatContext = {
  natures: readonly string[];
  types: readonly string[];
  start: string | null;
  startText: string;
  end: string | null;
  endText: string;
  today: string;
};

export function whatStepSchema(t: TFunction, context: WhatContext) {
  // The date's own rules on the field, so they are said even when another field is missing (a superRefine runs only on a whole valid object).
  const occurred = z.iso
    .date({ error: t("claims:declare.dateRequired") })
    .refine((day) => day <= context.today, t("claims:declare.dateFuture"))
    .refine((day) => !context.start || day >= context.start, t("claims:declare.dateBeforeStart", { date: context.startText }))
    // A terminated contract covers a loss up to its last day included, as the broker checks (claim.after-cover): said here, at the date, not at the last step.
    .refine((day) => !context.end || day <= context.end, t("claims:declare.dateAfterEnd", { date: context.endText }));
  return z.object({
    intent: z.literal("what"),
    contract: z.string().trim().min(1).max(80),
    nature: z.enum(context.natures as [string, ...string[]], { error: t("claims:declare.chooseNature") }),
    type: context.types.length > 1 ? z.enum(context.types as [string, ...string[]], { error: t("claims:declare.chooseType") }) : z.string().optional(),
    occurred,
    injury: yesNo(t),
    third: yesNo(t),
  });
}

/**
 * Step 3. Third parties and statements are lists (`third_parties[0].name`,
 * `statements[1].text`): a row left empty is no row; a row with something
 * in it needs its name (a third party) or its text (a statement). A third
 * party involved needs at least one named.
 */
export function detailsStepSchema(t: TFunction, thirdPartyInvolved: boolean) {
  // A message in the page's language for every limit (zod's own is English).
  const text = (max: number) =>
    z
      .string()
      .trim()
      .max(max, t("common:validation.maxLength", { count: max }))
      .optional();
  // The third party's phone, if given, by the rule every form's phone follows (profile, delegation, contact, confirmation).
  const phone = phoneField(t, t("claims:declare.thirdPartyPhoneFormat")).optional();
  const thirdParty = z.object({ name: text(200), insurer: text(200), registration_number: text(20), phone }).superRefine((row, ctx) => {
    if (!row.name && (row.insurer || row.registration_number || row.phone))
      ctx.addIssue({ code: "custom", path: ["name"], message: t("claims:declare.thirdPartyNameRequired") });
  });
  const statement = z.object({ text: text(5000), author: text(200) }).superRefine((row, ctx) => {
    if (!row.text && row.author) ctx.addIssue({ code: "custom", path: ["text"], message: t("claims:declare.statementRequired") });
  });
  return z.object({
    intent: z.literal("declare"),
    circumstances: z
      .string({ error: t("claims:declare.circumstancesRequired") })
      .trim()
      .min(1, t("claims:declare.circumstancesRequired"))
      .max(5000, t("common:validation.maxLength", { count: 5000 })),
    damages: text(5000),
    third_parties: z
      .array(thirdParty)
      .max(maxListRows)
      .superRefine((rows, ctx) => {
        // The first row filled in without a name already says so (its own rule): the message once, not twice.
        const [first] = rows;
        const firstSaysIt = Boolean(first && !first.name && (first.insurer || first.registration_number || first.phone));
        if (thirdPartyInvolved && !rows.some((row) => row.name) && !firstSaysIt)
          ctx.addIssue({ code: "custom", path: [0, "name"], message: t("claims:declare.thirdPartyNameRequired") });
      }),
    statements: z.array(statement).max(maxListRows),
    // The claim a refused file's post already made (declare.tsx): the next post only sends the files.
    claim_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,80}$/)
      .optional(),
  });
}
