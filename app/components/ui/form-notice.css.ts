import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** A form's notice (FormNotice): something to do again, not an error; its lines may quote a file's name. */
export const notice = style({
  padding: tokens.space.md,
  borderLeft: `4px solid ${tokens.color.warning}`,
  background: tokens.color.surfaceMuted,
  margin: 0,
  overflowWrap: "anywhere",
});
export const message = style({ margin: `0 0 ${tokens.space.sm}`, fontWeight: 600, selectors: { "&:last-child": { marginBottom: 0 } } });
export const list = style({ margin: 0, paddingLeft: tokens.space.lg, display: "grid", gap: tokens.space.xs });
