import { describe, expect, it } from "vitest";
import { responseWithWholeBody, wholeBodyOf } from "./whole-body.server";

describe("responseWithWholeBody", () => {
  it("is a complete Response, and hands its buffer to the adapter", async () => {
    const body = Buffer.from("<!DOCTYPE html><p>é</p>");
    const response = responseWithWholeBody(body, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(wholeBodyOf(response)).toBe(body);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<!DOCTYPE html><p>é</p>");
  });

  it("gives nothing once the body was read, nor for a Response made from it or any other", async () => {
    const read = responseWithWholeBody(Buffer.from("a"), {});
    await read.arrayBuffer();
    expect(wholeBodyOf(read)).toBeUndefined();
    const original = responseWithWholeBody(Buffer.from("b"), {});
    expect(wholeBodyOf(new Response(original.body, original))).toBeUndefined();
    expect(wholeBodyOf(new Response("c"))).toBeUndefined();
  });
});
