import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

/** The progress line: the steps in order, the current one marked. */
export const steps = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.sm });
const stepBase = { padding: `${tokens.space.xs} ${tokens.space.sm}`, borderRadius: tokens.radius.sm, border: `1px solid ${tokens.color.borderSubtle}` };
export const stepDone = style({ ...stepBase, color: tokens.color.success });
export const stepCurrent = style({ ...stepBase, fontWeight: 700, borderColor: brandVars.primary[700], color: tokens.color.text });
export const stepTodo = style({ ...stepBase, color: tokens.color.textMuted });
export const notice = style({
  border: `2px solid ${tokens.color.warning}`,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  background: tokens.color.surface,
  margin: 0,
});
