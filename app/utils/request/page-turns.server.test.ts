import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { createTurns, pageTurns } from "./page-turns.server";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createTurns", () => {
  it("runs at most `limit` at once; the others start in their order of arrival as turns end", async () => {
    const turns = createTurns(2);
    const started: string[] = [];
    const ends = new Map<string, () => void>();
    for (const name of ["a", "b", "c", "d"]) {
      void turns
        .take(() => false)
        .then((end) => {
          started.push(name);
          ends.set(name, end!);
        });
    }
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect([turns.running, turns.waiting]).toEqual([2, 2]);
    ends.get("b")!();
    ends.get("b")!(); // twice ends it once
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    expect([turns.running, turns.waiting]).toEqual([2, 1]);
    ends.get("a")!();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    ends.get("c")!();
    ends.get("d")!();
    expect([turns.running, turns.waiting]).toEqual([0, 0]);
  });

  it("skips a waiter who left, without using a turn, and gives the turn to the next one", async () => {
    const turns = createTurns(1);
    const first = await turns.take(() => false);
    let leftGone = false;
    const left = turns.take(() => leftGone);
    const stayed = turns.take(() => false);
    leftGone = true;
    first!();
    expect(await left).toBeNull();
    const end = await stayed;
    expect(end).toBeTypeOf("function");
    expect(turns.running).toBe(1);
  });

  it("refuses a limit that is not a positive integer", () => {
    expect(() => createTurns(0)).toThrow();
    expect(() => createTurns(1.5)).toThrow();
  });
});

function fakeResponse() {
  const res = new EventEmitter() as unknown as Response & EventEmitter;
  const writeHead = vi.fn(() => res);
  (res as unknown as { writeHead: unknown }).writeHead = writeHead;
  return { res, writeHead };
}

describe("pageTurns", () => {
  it("holds the next page until the running one sends its headers, and never starts one whose visitor left", async () => {
    const middleware = pageTurns(1);
    const req = {} as Request;
    const one = fakeResponse();
    const two = fakeResponse();
    const three = fakeResponse();
    const next = { one: vi.fn(), two: vi.fn(), three: vi.fn() } satisfies Record<string, NextFunction>;
    middleware(req, one.res, next.one);
    middleware(req, two.res, next.two);
    middleware(req, three.res, next.three);
    await settle();
    expect([next.one, next.two, next.three].map((fn) => fn.mock.calls.length)).toEqual([1, 0, 0]);
    // The second visitor gives up while waiting.
    two.res.emit("close");
    one.res.writeHead(200);
    expect(one.writeHead).toHaveBeenCalledWith(200);
    await settle();
    expect([next.one, next.two, next.three].map((fn) => fn.mock.calls.length)).toEqual([1, 0, 1]);
  });
});
