// Types of scripts/cluster.mjs for the TypeScript that imports it (tests/cluster/).
import type { ChildProcess } from "node:child_process";

export type Member = { label: string; port: number; url: string; process: ChildProcess; metricsUrl: string | null; index: number };
export type Served = { frontend: string; server: string; status: number; method: string; path: string };
export type Cluster = {
  portalUrl: string;
  brokerUrl: string;
  portalPort: number;
  brokerPort: number;
  portals: Member[];
  brokers: (Member & { brandTokens: Record<string, string> })[];
  served: Served[];
  stop(): Promise<void>;
  admin(command: string): Promise<string>;
  restartPortal(member: Member): Promise<void>;
  restartBroker(member: Member): Promise<void>;
  kill(member: Member): Promise<void>;
  /** Log lines (stdout) of each process by label, when started with `captureLogs`. */
  logs: Record<string, string[]>;
  terminate(member: Member): Promise<number | string | null>;
  untilUp(member: Member, timeoutMs?: number): Promise<void>;
};
export function startCluster(options?: {
  databaseUrl?: string;
  redisUrl?: string;
  portals?: number;
  brokers?: number;
  debug?: boolean;
  quiet?: boolean;
  anyPort?: boolean;
  checkMs?: number;
  /** LOG_LEVEL of every process (default the environment's, else warn). */
  logLevel?: string;
  /** Keep each process's stdout lines in `logs` instead of printing them. */
  captureLogs?: boolean;
  /** A METRICS_PORT per process (`metricsUrl` of each member). */
  metrics?: boolean;
  /** MEMORY_LIMIT_MB of the portals: their heap bound (decision 0166). */
  memoryLimitMb?: number;
  log?: (line: string) => void;
}): Promise<Cluster>;
export function haproxyBinary(): string;
export function haproxyConfig(options: object): string;
