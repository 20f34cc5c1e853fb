// The heap bound of a portal process, from the memory it is given (issue 44, docs/decisions/0166).
//
// V8 cannot change its heap limit once running (`v8.setFlagsFromString` is too late), so the bound
// is a start flag, `--max-old-space-size`, worked out here from:
//   MEMORY_LIMIT_MB   what the operator says the process may use (container limit), else
//   cgroup v2 `memory.max`, else cgroup v1 `memory.limit_in_bytes` (a container's limit),
// leaving room outside the old space for the young generation, code, buffers and compression.
// Used by scripts/start.ts (build/start.js restarts itself with the flag when it was started
// without one) and by scripts/cluster.mjs (which starts portals with it).
import { readFileSync } from "node:fs";

/** Above this a cgroup "limit" means none (v1 writes 2^63 rounded to a page). */
const unlimited = 2 ** 50;

function readNumber(read, file) {
  try {
    const text = read(file).trim();
    if (!/^\d+$/.test(text)) return null;
    const bytes = Number(text);
    return bytes > 0 && bytes < unlimited ? Math.floor(bytes / 2 ** 20) : null;
  } catch {
    return null;
  }
}

/** Megabytes the process may use, or null when nothing says. */
export function memoryLimitMb(env = process.env, read = (file) => readFileSync(file, "utf8")) {
  const given = env.MEMORY_LIMIT_MB;
  if (given !== undefined && given !== "") {
    if (!/^\d{2,7}$/.test(given)) throw new Error(`MEMORY_LIMIT_MB must be a whole number of megabytes, not "${given}"`);
    return Number(given);
  }
  return readNumber(read, "/sys/fs/cgroup/memory.max") ?? readNumber(read, "/sys/fs/cgroup/memory/memory.limit_in_bytes");
}

/**
 * The old space for a process given `limitMb`: three quarters of it, and at least 192 MB left
 * beside it (young generation up to 48 MB, code, buffers, zlib, undici), never under 64 MB.
 * 512 MB → 320 MB; 1 GB → 768 MB; 2 GB → 1536 MB.
 */
export function heapMbFor(limitMb) {
  return Math.max(64, Math.round(Math.min(limitMb * 0.75, limitMb - 192)));
}

/** Whether the heap bound was already chosen at start (command line or NODE_OPTIONS). */
export function heapBoundGiven(execArgv = process.execArgv, env = process.env) {
  return [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].some((arg) => /^--max-old-space-size(=|$)/.test(arg));
}

/** The start flag for this process's environment, or null when no limit is known. */
export function heapFlag(env = process.env, read) {
  const limit = memoryLimitMb(env, read);
  return limit === null ? null : `--max-old-space-size=${heapMbFor(limit)}`;
}
