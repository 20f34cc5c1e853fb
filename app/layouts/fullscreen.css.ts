import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** A page on its own (no header): one readable column, centred, with the page margins a phone needs too. */
export const main = style({
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${tokens.space.xl} ${tokens.space.md}`,
  "@media": { [tokens.breakpoint.tablet]: { paddingTop: tokens.space.xxl } },
});
