import type { TFunction } from "i18next";
import { formatDate, parisToday } from "~/utils/i18n/date";
import type { Locale } from "~/utils/routing/locale";
import type { PageContext } from "~/utils/request/page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import type { AllowedContract } from "~/utils/v2/api/claims.server";
import { whatFields, whatStepSchema, type WhatContext } from "./declare-schema";

/** The chosen contract with what step 2 offers for it (natures, types, its start), or null when it is not one the client may declare on. */
export async function contractContext(page: PageContext<SignedInUser>, contracts: AllowedContract[], contractId: string | null) {
  const contract = contracts.find((c) => c.id === contractId);
  if (!contract) return null;
  const types = (await page.api.claimTypes(page.user.clientId, contract.id)).map((option) => option.code);
  const context: WhatContext = {
    natures: contract.natures.map((n) => n.code),
    types,
    start: contract.start_date,
    startText: contract.start_date ? formatDate(contract.start_date, page.locale.lang) : "",
    end: contract.terminated_date ?? null,
    endText: contract.terminated_date ? formatDate(contract.terminated_date, page.locale.lang) : "",
    today: parisToday(),
  };
  return { contract, context };
}

/** Step 2's answers as the address or the last step's hidden fields hold them (strings; anything else is none). */
export function whatValues(values: Readonly<Record<string, unknown>>): Record<(typeof whatFields)[number], string> {
  return Object.fromEntries(whatFields.map((name) => [name, typeof values[name] === "string" ? values[name] : ""])) as Record<
    (typeof whatFields)[number],
    string
  >;
}

/** Step 2's answers from the address or the last step's post (conform's payload), checked in the contract's context. */
export function whatAnswers(t: TFunction, context: WhatContext, values: Readonly<Record<string, unknown>>) {
  const raw: Record<string, unknown> = { intent: "what" };
  for (const [name, value] of Object.entries(whatValues(values))) raw[name] = value || undefined;
  if (context.types.length === 1 && !raw.type) raw.type = context.types[0];
  return whatStepSchema(t, context).safeParse(raw);
}

export function contractOption(contract: AllowedContract, locale: Locale, t: TFunction) {
  return {
    value: contract.id,
    label: t("claims:field.contractOf", { label: contract.label, number: contract.number }),
    number: contract.number,
    natures: contract.natures.map((n) => n.code),
  };
}
