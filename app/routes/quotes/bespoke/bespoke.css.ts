import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const notice = style({
  border: `2px solid ${tokens.color.warning}`,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  background: tokens.color.surface,
  margin: 0,
});
