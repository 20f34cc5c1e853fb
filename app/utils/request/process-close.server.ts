/**
 * What a portal process closes once it has stopped answering (graceful shutdown, server.ts):
 * connection pools to the broker, the Redis client. The serving code (build/start.js) and the
 * Remix build (build/server/) are two bundles with their own copies of the modules that open
 * those pools, so the list lives on the process (globalThis), shared by both.
 */
type Closer = () => Promise<void> | void;

const key = Symbol.for("portal.process-closers");

function closers(): Set<Closer> {
  const holder = globalThis as typeof globalThis & { [key]?: Set<Closer> };
  return (holder[key] ??= new Set());
}

export function onProcessClose(close: Closer): void {
  closers().add(close);
}

/** Runs every closer once, side by side; one failing does not keep the others open. */
export async function closeProcessResources(): Promise<void> {
  const all = [...closers()];
  closers().clear();
  await Promise.allSettled(all.map(async (close) => close()));
}
