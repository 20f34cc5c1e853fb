/**
 * Structured one-line JSON logs. Callers pass only non-personal fields
 * (route ids, statuses, durations, counts): never e-mails, names, tokens or bodies.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Logger = {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
};

export function createLogger(enabled = true): Logger {
  const write = (level: string, event: string, fields?: LogFields) => {
    if (!enabled && level !== "error") return;
    const line = JSON.stringify({ t: new Date().toISOString(), level, event, ...fields });
    (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (e, f) => write("info", e, f),
    warn: (e, f) => write("warn", e, f),
    error: (e, f) => write("error", e, f),
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
