import { describe, expect, it } from "vitest";
import { summaryEntries, summaryLabel } from "./form-summaries";

describe("the error summary's lines", () => {
  const labels = {
    holder: "Account holder",
    legal: null,
    profile: { email: "E-mail", company_identifier: "SIRET" },
    third_parties: { name: "Name" },
    statements: "Statements",
  };

  it("name each field by its label, its group's rows alike", () => {
    expect(summaryLabel(labels, "holder")).toBe("Account holder");
    expect(summaryLabel(labels, "profile.email")).toBe("E-mail");
    expect(summaryLabel(labels, "third_parties[2].name")).toBe("Name");
    // A group labelled as a whole names each of its fields.
    expect(summaryLabel(labels, "statements[0].text")).toBe("Statements");
  });

  it("leave the message alone where the form said it names its field, or gave nothing", () => {
    expect(summaryLabel(labels, "legal")).toBeNull();
    expect(summaryLabel(labels, "profile.city")).toBeNull();
    expect(summaryLabel(labels, "unknown")).toBeNull();
  });

  it("link each field's messages to it, without the form's own", () => {
    expect(summaryEntries("sepa", { "": ["Refused"], holder: ["This field is required."], legal: ["Tick the box."], iban: [] }, labels)).toEqual([
      { href: "#sepa-holder", message: "This field is required.", label: "Account holder" },
      { href: "#sepa-legal", message: "Tick the box.", label: null },
    ]);
  });
});
