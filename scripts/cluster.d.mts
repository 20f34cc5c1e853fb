// Types of scripts/cluster.mjs for the TypeScript that imports it (tests/cluster/).
import type { ChildProcess } from "node:child_process";

export type Member = { label: string; port: number; url: string; process: ChildProcess };
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
  log?: (line: string) => void;
}): Promise<Cluster>;
export function haproxyBinary(): string;
export function haproxyConfig(options: object): string;
