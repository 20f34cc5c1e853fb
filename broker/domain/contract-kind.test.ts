import { describe, expect, it } from "vitest";
import { contractKindOf, isBeforeSignature, isContractStatus, isInForce, isVehicleKind, needsSignature } from "./contract-kind";

describe("contract kind", () => {
  it.each([
    ["fleet", "fleet"],
    ["Flotte automobile", "fleet"],
    ["AUTO", "auto"],
    ["véhicule", "auto"],
    ["habitation", "property"],
    ["multirisque", "property"],
    ["rc-pro", "liability"],
    ["Santé", "health"],
    ["prevoyance", "provident"],
    ["cyber", "other"],
    [null, "other"],
  ])("%s is %s", (type, kind) => {
    expect(contractKindOf(type)).toBe(kind);
  });

  it("knows the vehicle families", () => {
    expect(isVehicleKind("fleet")).toBe(true);
    expect(isVehicleKind("auto")).toBe(true);
    expect(isVehicleKind("property")).toBe(false);
  });
});

describe("contract status groups", () => {
  it("classifies SPEC statuses", () => {
    expect(isContractStatus("formalised")).toBe(true);
    expect(isContractStatus("active")).toBe(false);
    expect(isInForce("formal_notice")).toBe(true);
    expect(isInForce("terminated")).toBe(false);
    expect(isBeforeSignature("waiting")).toBe(true);
    expect(isBeforeSignature("pending_signed")).toBe(false);
    expect(needsSignature("need_signature")).toBe(true);
    expect(needsSignature("reviewing")).toBe(false);
  });
});
