/**
 * Values worked out once per request. Remix hands every loader and action of
 * one request the same load context (but a fresh `Request` copy each), so the
 * context object is the key; what is kept is a promise or a value, so
 * loaders running side by side share one computation.
 */
const memos = new WeakMap<object, Map<string, unknown>>();

export function perRequest<T>(context: object | undefined | null, key: string, compute: () => T): T {
  if (!context) return compute();
  let memo = memos.get(context);
  if (!memo) {
    memo = new Map();
    memos.set(context, memo);
  }
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key) as T;
}
