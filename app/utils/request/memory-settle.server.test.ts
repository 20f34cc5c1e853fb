import { afterEach, describe, expect, it } from "vitest";
import { settleMemoryWhenIdle, type MemorySettle } from "~/utils/request/memory-settle.server";

const MB = 1024 * 1024;
let settle: MemorySettle | null = null;
afterEach(() => settle?.stop());

describe("settleMemoryWhenIdle (decision 0159)", () => {
  it("collects only when idle long enough and the heap holds unused memory, a few times per quiet period", () => {
    let heap = { heapTotal: 300 * MB, heapUsed: 60 * MB };
    let collections = 0;
    settle = settleMemoryWhenIdle({ idleMs: 10_000, slackBytes: 48 * MB, maxPerIdle: 2, heap: () => heap, collect: () => collections++ });
    const start = Date.now();
    settle.noteRequest();
    // Busy: never, whatever the heap.
    expect(settle.check(start + 5_000)).toBe(false);
    // Idle with 240 MB unused: collects, twice at most.
    expect(settle.check(start + 11_000)).toBe(true);
    expect(settle.check(start + 16_000)).toBe(true);
    expect(settle.check(start + 21_000)).toBe(false);
    expect(collections).toBe(2);
    // A new request opens a new quiet period; a heap with little unused memory is left alone.
    settle.noteRequest();
    heap = { heapTotal: 100 * MB, heapUsed: 60 * MB };
    expect(settle.check(Date.now() + 11_000)).toBe(false);
    expect(collections).toBe(2);
  });

  it("V8's own collection gives memory back", () => {
    settle = settleMemoryWhenIdle({ idleMs: 0, slackBytes: 0, maxPerIdle: 1 });
    // Garbage the collection may free.
    let garbage: number[][] | null = Array.from({ length: 200 }, () => Array.from({ length: 10_000 }, (_, i) => i));
    expect(garbage.length).toBe(200);
    garbage = null;
    const before = process.memoryUsage().heapUsed;
    expect(settle.check(Date.now() + 1)).toBe(true);
    expect(process.memoryUsage().heapUsed).toBeLessThan(before);
  });
});
