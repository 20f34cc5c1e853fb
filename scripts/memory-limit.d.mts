// Types of scripts/memory-limit.mjs for the TypeScript that imports it (scripts/start.ts, tests).
export function memoryLimitMb(env?: Record<string, string | undefined>, read?: (file: string) => string): number | null;
export function heapMbFor(limitMb: number): number;
export function heapBoundGiven(execArgv?: string[], env?: Record<string, string | undefined>): boolean;
export function heapFlag(env?: Record<string, string | undefined>, read?: (file: string) => string): string | null;
