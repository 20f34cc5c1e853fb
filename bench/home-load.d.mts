// Types of bench/home-load.mjs for the TypeScript that imports it (tests/cluster/).
export function rssMb(pid: number): number | null;
export function signIn(base: string, login: string, password: string): Promise<{ cookie: string; home: string }>;
export function sustainedHomeLoad(options: {
  url: string;
  cookie: string;
  portalPid: number;
  seconds?: number;
  connections?: number;
  settleSeconds?: number;
}): Promise<{
  connections: number;
  seconds: number;
  loadAverage: string;
  requests: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  timeouts: number;
  errors: number;
  non2xx: number;
  portalRssMb: Record<string, number | null>;
}>;
