import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Gives the memory of a load back once the process is idle (docs/decisions/0159).
 *
 * Under load V8 grows the old space to keep up with the pages' garbage; when the load stops nothing
 * allocates any more, so no collection runs and the grown heap, with the load's dead objects, stays
 * resident (measured: 228 MB a minute after the signed-in home at 50 connections, the heap 110 MB
 * of which 78 "used" until a collection). V8's memory reducer does not step in for a Node process
 * at rest. So, when no page has been asked for `idleMs` and the heap is more than `slackBytes` over
 * what it uses, a full collection runs; the second one, a check later, finds the pages the first
 * freed and gives them back (168 → 115 MB). At most `maxPerIdle` per quiet period: a heap that
 * does not shrink is not collected over and over.
 */
export type MemorySettle = {
  /** Called for every page request (server.ts mounts it where only pages reach). */
  noteRequest(): void;
  /** One check, as the timer runs it (tests call it directly). Whether it collected. */
  check(now?: number): boolean;
  stop(): void;
};

export type MemorySettleOptions = {
  idleMs?: number;
  checkEveryMs?: number;
  slackBytes?: number;
  maxPerIdle?: number;
  /** The heap's figures (tests give their own). */
  heap?: () => { heapTotal: number; heapUsed: number };
  /** The full collection (tests give their own). */
  collect?: () => void;
};

/** V8's own full collection, made callable the way Node documents for flags set at run time. */
function v8Collect(): () => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  return () => gc();
}

export function settleMemoryWhenIdle(options: MemorySettleOptions = {}): MemorySettle {
  const { idleMs = 10_000, checkEveryMs = 5_000, slackBytes = 16 * 1024 * 1024, maxPerIdle = 2 } = options;
  const heap = options.heap ?? (() => process.memoryUsage());
  let collect = options.collect;
  let lastRequest = Date.now();
  let collectedThisIdle = 0;

  const settle: MemorySettle = {
    noteRequest() {
      lastRequest = Date.now();
      collectedThisIdle = 0;
    },
    check(now = Date.now()) {
      if (now - lastRequest < idleMs || collectedThisIdle >= maxPerIdle) return false;
      const { heapTotal, heapUsed } = heap();
      if (heapTotal - heapUsed < slackBytes) return false;
      collect ??= v8Collect();
      collect();
      collectedThisIdle++;
      return true;
    },
    stop() {
      clearInterval(timer);
    },
  };
  const timer = setInterval(() => settle.check(), checkEveryMs);
  // Never what keeps the process alive.
  timer.unref();
  return settle;
}
