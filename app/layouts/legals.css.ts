import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  borderLeft: `4px solid transparent`,
  color: tokens.color.text,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { borderLeftColor: brandVars.primary.default, fontWeight: 700, background: tokens.color.surface } },
});
