import { describe, expect, it } from "vitest";
import { choosePeriodicity } from "../../../contract/endpoints/contract/periodicity";
import { unpaidIntent } from "../../../contract/endpoints/contract/cards";
import { sendMagicLink } from "../../../contract/endpoints/authentication";
import { templateOf } from "./client.server";

// Logs and metrics name a call by its endpoint's declared path: ids, tokens and codes never reach them.
describe("templateOf", () => {
  it.each([
    [choosePeriodicity, "clients/:id/contracts/:id/payment-method-switchable/periodicity-switchable"],
    [unpaidIntent, "clients/:id/contracts/:id/payments/:id/unpaid-intent"],
    [sendMagicLink, "clients/authentication/magic-link"],
  ])("names %#: %s", (endpoint, logged) => {
    expect(templateOf(endpoint)).toBe(logged);
  });
});
