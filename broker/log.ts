/**
 * Structured one-line JSON logs. Callers pass only non-personal fields
 * (route patterns, request ids, row ids, statuses, durations, counts):
 * never e-mails, names, tokens, bodies, error messages or stack traces.
 *
 * `scrubLogValue` is a safety net behind that rule, not a licence to break
 * it: a string that still carries an e-mail address or a source file path
 * has that part replaced before the line is written.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Logger = {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
};

const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** `file:///…`, or an absolute or relative path ending in a source or bundle file (stack frames). */
const sourcePathPattern = /(?:file:\/\/)?(?:[A-Za-z]:)?(?:[\w.@+-]*[\\/])+[\w.@+-]+\.[cm]?[jt]sx?(?!\w)(?::\d+){0,2}/g;
/** Long enough for any id or route pattern; a longer string is probably a message someone passed by mistake. */
const maxValueLength = 200;

export function scrubLogValue(value: string): string {
  // Cut first, at twice the kept length (an address cut in the middle is still caught): bounded regex work.
  const head = value.slice(0, maxValueLength * 2);
  const scrubbed = head.replace(emailPattern, "[email]").replace(sourcePathPattern, "[path]");
  return scrubbed.length > maxValueLength || head.length < value.length ? `${scrubbed.slice(0, maxValueLength)}…` : scrubbed;
}

function scrubFields(fields: LogFields | undefined): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields ?? {})) out[key] = typeof value === "string" ? scrubLogValue(value) : value;
  return out;
}

export function createLogger(enabled = true, write: (line: string, level: string) => void = writeToProcess): Logger {
  const log = (level: string, event: string, fields?: LogFields) => {
    if (!enabled && level !== "error") return;
    // `time`, as the portal's lines: one field name for both processes' logs.
    write(JSON.stringify({ time: new Date().toISOString(), level, event, ...scrubFields(fields) }), level);
  };
  return {
    info: (e, f) => log("info", e, f),
    warn: (e, f) => log("warn", e, f),
    error: (e, f) => log("error", e, f),
  };
}

function writeToProcess(line: string, level: string): void {
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

/** The same logger with fields added to every line (request id and route pattern of one request). */
export function withFields(log: Logger, fixed: LogFields): Logger {
  return {
    info: (e, f) => log.info(e, { ...fixed, ...f }),
    warn: (e, f) => log.warn(e, { ...fixed, ...f }),
    error: (e, f) => log.error(e, { ...fixed, ...f }),
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
