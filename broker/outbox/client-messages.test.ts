import { describe, expect, it } from "vitest";
import {
  claimDeclaredMessages,
  dayIn,
  delegationInvitationMessages,
  publicTerminationMessages,
  rightsExerciseMessages,
  terminationAcknowledgementMessages,
  type Msg,
} from "./client-messages";

const languages = ["en", "fr", "de", "it", "es"] as const;
const brand = "Azura Assurances";

/** Each e-mail with sample values: every value must show in every language. */
const emails: Record<string, { messages: Record<string, ((p: never) => Msg) | undefined>; params: Record<string, string> }> = {
  "claim-declared": { messages: claimDeclaredMessages, params: { brand, reference: "SIN-2026-0A1B2C3D", contractNumber: "AZU-001008" } },
  "termination-acknowledgement": {
    messages: terminationAcknowledgementMessages,
    params: { brand, name: "Léa Martin", contractNumber: "AZU-001008", contractLabel: "Flotte automobile", reference: "trq_1", effectiveDay: "2027-01-31" },
  },
  "termination-public-acknowledgement": {
    messages: publicTerminationMessages,
    params: { brand, name: "Jean Durand", contractNumber: "PUB-0001", reference: "trq_2" },
  },
  "delegation-invitation": {
    messages: delegationInvitationMessages,
    params: { brand, name: "Paul Martin", by: "Léa Martin", role: "accountant", client: "Boulangerie Martin", link: "http://azura.localhost:3000/fr-fr/login" },
  },
  "rights-exercise-acknowledgement": {
    messages: rightsExerciseMessages,
    params: { brand, name: "Léa Martin", subject: "erasure", reference: "gdp_1", due: "2027-02-28" },
  },
};
const shown = (params: Record<string, string>) => Object.entries(params).filter(([key]) => !["role", "subject", "effectiveDay", "due"].includes(key));

describe.each(Object.entries(emails))("the %s e-mail", (_template, { messages, params }) => {
  it.each(languages)("is written in %s, with every value in it", (lang) => {
    const write = messages[lang];
    expect(write, `no ${lang} text`).toBeTypeOf("function");
    const msg = write!(params as never);
    expect(msg.subject.trim()).not.toBe("");
    for (const [key, value] of shown(params)) expect(msg.subject + msg.text, key).toContain(value);
  });

  it("is a translation in each language, not a copy of another", () => {
    const written = languages.map((lang) => messages[lang]!(params as never));
    expect(new Set(written.map((m) => m.subject)).size).toBe(languages.length);
    expect(new Set(written.map((m) => m.text)).size).toBe(languages.length);
  });
});

describe("dates in e-mails", () => {
  it("are written as each language writes them", () => {
    expect(languages.map((lang) => dayIn(lang, "2027-01-31"))).toEqual([
      "31 January 2027",
      "31 janvier 2027",
      "31. Januar 2027",
      "31 gennaio 2027",
      "31 de enero de 2027",
    ]);
  });

  it("words the role and the data right in the language", () => {
    const p = emails["delegation-invitation"].params;
    expect(delegationInvitationMessages.de({ ...p, role: "manager" } as never).text).toContain("„Geschäftsführung“");
    expect(rightsExerciseMessages.fr({ brand, name: "L", subject: "erasure", reference: "r", due: "2027-02-28" }).text).toContain(
      "demande d'effacement de vos données",
    );
  });

  it("states the day the data-rights answer is due, in the language", () => {
    const p = { brand, name: "L", subject: "access" as const, reference: "r", due: "2027-02-28" };
    expect(rightsExerciseMessages.fr(p).text).toContain("au plus tard le 28 février 2027");
    expect(rightsExerciseMessages.en(p).text).toContain("by 28 February 2027 at the latest");
    expect(rightsExerciseMessages.de(p).text).toContain("spätestens am 28. Februar 2027");
  });
});
