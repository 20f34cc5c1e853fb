import { loggableMessage } from "./loggable-path.server";

/**
 * Structured JSON logs, one line an event. Callers pass only what identifies
 * the situation (route names, statuses, durations, request ids): never
 * tokens, e-mails, names, ids of people or raw query strings.
 */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// Read once: a process's level is set when it starts, and reading `process.env` on every call (a v2 call's debug line
// among them) was 1% of the signed-in home's CPU.
let configuredThreshold: number | undefined;

function threshold(): number {
  if (configuredThreshold === undefined) {
    const configured = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info")) as Level | "silent";
    configuredThreshold = order[configured] ?? order.info;
  }
  return configuredThreshold;
}

const redactedKeys = /token|password|secret|authorization|cookie|email|phone|iban|name/i;

function clean(fields: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (redactedKeys.test(key)) result[key] = "[redacted]";
    // Error messages quote what failed: addresses, values typed by people (loggable-path.server.ts).
    else if (key === "message" && typeof value === "string") result[key] = loggableMessage(value);
    else result[key] = value;
  }
  return result;
}

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...clean(fields) });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
