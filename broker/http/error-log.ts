/**
 * What an unexpected error may tell the logs. Driver and ORM errors carry
 * the failed query with its parameters in `message` (drizzle: "Failed query:
 * … params: Camille Martin,camille@example.com"), `detail` ("Key (email)=(…)
 * already exists") and `cause`; stack traces carry absolute source paths.
 * So only the class names and the machine codes along the cause chain are
 * kept, each checked against a strict pattern: never a message, detail,
 * stack, query or parameter.
 */
import type { LogFields } from "../log";

/** `DrizzleQueryError`, `DatabaseError`, `TypeError`… */
const classPattern = /^[A-Za-z_$][\w$]{0,63}$/;
/** SQLSTATE (`22021`, `23505`) or a Node code (`ERR_INVALID_STATE`, `ECONNREFUSED`). */
const codePattern = /^(?:[0-9A-Z]{5}|[A-Z][A-Z0-9_]{1,63})$/;
/** Causes followed at most; a cycle or a deep chain stops here. */
const maxDepth = 4;

/** The constructor's name first: drizzle's DrizzleQueryError keeps `name` "Error", node-postgres' DatabaseError has "error". */
function classOf(value: object): string {
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof constructorName === "string" && constructorName !== "Object" && classPattern.test(constructorName)) return constructorName;
  const name = (value as { name?: unknown }).name;
  return typeof name === "string" && classPattern.test(name) ? name : "unknown";
}

function codeOf(value: object): string | null {
  const code = (value as { code?: unknown }).code;
  const text = typeof code === "number" ? String(code) : code;
  return typeof text === "string" && codePattern.test(text) ? text : null;
}

/**
 * `{ error_class: "DrizzleQueryError", cause_class: "DatabaseError", error_code: "22021" }`:
 * the error's class, the classes of its causes (joined with `<`), and the
 * first machine code found along the chain.
 */
export function errorLogFields(error: unknown): LogFields {
  const classes: string[] = [];
  let code: string | null = null;
  let current: unknown = error;
  for (let depth = 0; depth < maxDepth && typeof current === "object" && current !== null; depth++) {
    classes.push(classOf(current));
    code ??= codeOf(current);
    current = (current as { cause?: unknown }).cause;
  }
  return {
    error_class: classes[0] ?? typeof error,
    cause_class: classes.length > 1 ? classes.slice(1).join("<") : null,
    error_code: code,
  };
}
