import { describe, expect, it } from "vitest";
import { heapBoundGiven, heapFlag, heapMbFor, memoryLimitMb } from "./memory-limit.mjs";

const files =
  (contents: Record<string, string>) =>
  (file: string): string => {
    if (file in contents) return contents[file];
    throw Object.assign(new Error(`ENOENT ${file}`), { code: "ENOENT" });
  };

describe("memory limit", () => {
  it("takes MEMORY_LIMIT_MB first, then cgroup v2, then cgroup v1", () => {
    const cgroups = files({ "/sys/fs/cgroup/memory.max": "1073741824\n", "/sys/fs/cgroup/memory/memory.limit_in_bytes": "536870912\n" });
    expect(memoryLimitMb({ MEMORY_LIMIT_MB: "512" }, cgroups)).toBe(512);
    expect(memoryLimitMb({}, cgroups)).toBe(1024);
    expect(memoryLimitMb({}, files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "536870912\n" }))).toBe(512);
  });

  it("finds no limit where the cgroup has none", () => {
    expect(memoryLimitMb({}, files({ "/sys/fs/cgroup/memory.max": "max\n" }))).toBeNull();
    expect(memoryLimitMb({}, files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n" }))).toBeNull();
    expect(memoryLimitMb({}, files({}))).toBeNull();
  });

  it("refuses a MEMORY_LIMIT_MB that is not a number of megabytes", () => {
    expect(() => memoryLimitMb({ MEMORY_LIMIT_MB: "512m" }, files({}))).toThrow(/MEMORY_LIMIT_MB/);
  });

  it("leaves room beside the old space for what V8 and Node keep outside it", () => {
    expect(heapMbFor(512)).toBe(320);
    expect(heapMbFor(1024)).toBe(768);
    expect(heapMbFor(2048)).toBe(1536);
    expect(heapMbFor(200)).toBe(64);
    expect(heapFlag({ MEMORY_LIMIT_MB: "512" }, files({}))).toBe("--max-old-space-size=320");
    expect(heapFlag({}, files({}))).toBeNull();
  });

  it("sees a bound already given on the command line or in NODE_OPTIONS", () => {
    expect(heapBoundGiven(["--max-old-space-size=300"], {})).toBe(true);
    expect(heapBoundGiven([], { NODE_OPTIONS: "--enable-source-maps --max-old-space-size=300" })).toBe(true);
    expect(heapBoundGiven(["--import", "./instrument.server.mjs"], {})).toBe(false);
  });
});
