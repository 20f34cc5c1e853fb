/**
 * The portal's calls take their types from the contract (contract/endpoints/,
 * decision 0197): these checks are types, enforced by `npm run typecheck`
 * (tsc reads test files too); at run time they only check the endpoints exist.
 * If a call's answer stopped following its endpoint's schema (a hand-written
 * type, an `any`), the `expectTypeOf` lines or the `@ts-expect-error` below
 * would fail the typecheck.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { AnswerOf, BodyOf, QueryOf } from "../../../../contract/endpoint";
import type * as lists from "../../../../contract/endpoints/client/lists";
import * as quotes from "../../../../contract/endpoints/quotes";
import type * as read from "../../../../contract/endpoints/contract/read";
import { QuoteBody } from "../../../../contract/wire/quotes";
import type { V2Client } from "~/utils/v2/client.server";
import type { V2Api } from "~/utils/v2/api/index.server";

type Answer<K extends keyof V2Api> = Awaited<ReturnType<V2Api[K]>>;

declare const client: V2Client;

/** The broker renames a quote's `status` to `state`: the same endpoint with that answer. */
const drifted = { ...quotes.getQuote, response: QuoteBody.omit({ status: true }).extend({ state: z.string() }) };

describe("the portal's calls are typed from the contract", () => {
  it("answer what their endpoint's schema gives", () => {
    expectTypeOf<Answer<"quote">>().toEqualTypeOf<AnswerOf<typeof quotes.getQuote>>();
    expectTypeOf<Answer<"quotes">>().toEqualTypeOf<AnswerOf<typeof quotes.listQuotes>>();
    expectTypeOf<Answer<"contracts">>().toEqualTypeOf<AnswerOf<typeof lists.listClientContracts>>();
    expectTypeOf<Answer<"contractDetails">>().toEqualTypeOf<AnswerOf<typeof read.getContractDetails>>();
    expectTypeOf<Answer<"quote">>().toHaveProperty("status");
    expect(quotes.getQuote.path).toBe("/v2/clients/{client}/quotes/{quote}");
  });

  it("break the caller's typecheck when a field of the broker's answer changes", () => {
    expectTypeOf<AnswerOf<typeof drifted>>().not.toHaveProperty("status");
    expectTypeOf<AnswerOf<typeof drifted>>().toHaveProperty("state");
    const readStatus = async () => {
      const quote = await client.call(drifted, { params: { client: "c", quote: "q" } });
      // @ts-expect-error `status` is no longer in the broker's answer: a page reading it does not typecheck.
      return quote.status;
    };
    expect(typeof readStatus).toBe("function");
  });

  it("send what the endpoint's schemas take", () => {
    expectTypeOf<QueryOf<typeof quotes.listQuoteDocuments>>().toEqualTypeOf<z.input<typeof quotes.listQuoteDocuments.query>>();
    expectTypeOf<BodyOf<typeof read.approveAmendment>>().toEqualTypeOf<z.input<NonNullable<typeof read.approveAmendment.body>>>();
    const wrongQuery = () =>
      // @ts-expect-error `lang` takes only the broker's languages.
      client.download(quotes.listQuoteDocuments, { params: { client: "c", quote: "q" }, query: { output: "download-zip", lang: "nl" } });
    const undeclaredFile = () =>
      // @ts-expect-error an endpoint that declares no file cannot be downloaded: the quote itself is JSON only.
      client.download(quotes.getQuote, { params: { client: "c", quote: "q" } });
    expect([typeof wrongQuery, typeof undeclaredFile]).toEqual(["function", "function"]);
  });
});
