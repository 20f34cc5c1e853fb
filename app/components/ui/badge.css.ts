import { style, styleVariants } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** A status in words, framed; the colour only repeats what the words say (SPEC section 4 statuses). */
const badgeBase = style({
  display: "inline-block",
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  border: "1px solid currentColor",
});
export const badge = styleVariants({
  positive: [badgeBase, { color: tokens.color.success }],
  attention: [badgeBase, { color: tokens.color.warning }],
  critical: [badgeBase, { color: tokens.color.danger }],
  neutral: [badgeBase, { color: tokens.color.textMuted }],
});

/** A badge's colour family; every list words its statuses and maps each to one of these (contract-status.ts, invoice-status.ts, quoteTone). */
export type BadgeTone = keyof typeof badge;
