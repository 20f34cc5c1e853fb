import { describe, expect, it } from "vitest";
import { summaryEntries, summaryLabel } from "./summary-entries";

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

describe("the error summary's order", () => {
  const labels = {
    holder: "Holder",
    profile: { email: "E-mail", company_identifier: "SIRET" },
    third_parties: { name: "Name", insurer: "Insurer" },
    legal: null,
  };
  const names = (errors: Record<string, string[]>) => summaryEntries("f", errors, labels).map((entry) => entry.href.slice(3));

  it("is the form's, whatever order the errors came in (schema, then server checks, then the broker)", () => {
    // A server check's error (the company number) arrives after the schema's on a later field.
    expect(names({ legal: ["x"], "profile.company_identifier": ["x"], holder: ["x"], "profile.email": ["x"] })).toEqual([
      "holder",
      "profile.email",
      "profile.company_identifier",
      "legal",
    ]);
  });

  it("lists a list's rows by their number, each row's fields in the form's order", () => {
    expect(
      names({ "third_parties[1].name": ["x"], "third_parties[0].insurer": ["x"], "third_parties[0].name": ["x"], "third_parties[10].name": ["x"] }),
    ).toEqual(["third_parties[0].name", "third_parties[0].insurer", "third_parties[1].name", "third_parties[10].name"]);
  });

  it("puts fields the form gave no label after the others, in the order they came", () => {
    expect(names({ zeta: ["x"], holder: ["x"], alpha: ["x"] })).toEqual(["holder", "zeta", "alpha"]);
  });
});
