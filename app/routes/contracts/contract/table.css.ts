import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** A data table that scrolls sideways on a phone instead of squeezing its columns. */
export const scroller = style({ overflowX: "auto", background: tokens.color.surface, borderRadius: tokens.radius.md });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: tokens.font.size.sm });
export const caption = style({ textAlign: "left", fontWeight: 700, padding: tokens.space.sm, fontSize: tokens.font.size.md });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderTop: `1px solid ${tokens.color.borderSubtle}`,
  whiteSpace: "nowrap",
});
globalStyle(`${table} thead th`, { color: tokens.color.textMuted, borderTop: 0 });
