/**
 * The unique mandate reference (UMR, "RUM" in France) of a mandate the client gives in the portal, from a
 * contract's payments tab or a quote's signing steps: `RUM-<Paris day, YYYYMMDD>-<10 hex capitals>`. The
 * demo's mandates (`RUM-<BRAND>-<n>`) are numbered by the seed instead. One function, so that both
 * mandates keep one format (issue 42 §3).
 */
import { randomBytes } from "node:crypto";
import { parisDay } from "./calendar";

export function newMandateReference(now: Date): string {
  return `RUM-${parisDay(now).replaceAll("-", "")}-${randomBytes(5).toString("hex").toUpperCase()}`;
}
