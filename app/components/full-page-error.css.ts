import { style } from "@vanilla-extract/css";
import * as frame from "~/components/standalone-frame.css";
import { brandVars, tokens } from "~/styles/theme.css";

/** The not-found panel inside the site's frame. */
export const shellMain = style({ display: "flex", justifyContent: "center" });
export const panel = style([frame.card, { textAlign: "center" }]);
/** Inside a page's own card (nested layouts): no second card around the panel. */
export const embeddedPanel = style({ width: "100%", maxWidth: "36rem", textAlign: "center" });
export const illustration = style({ width: "8rem", height: "auto", marginBottom: tokens.space.md });
export const title = style({ color: brandVars.primary[900] });
export const details = style({ color: tokens.color.textMuted });
export const path = style({ overflowWrap: "anywhere" });
export const signature = style({ fontStyle: "italic" });
export const next = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space.md,
  marginTop: tokens.space.md,
});
export const nextLink = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600, color: brandVars.primary[700] });
export const goBack = style({
  display: "inline-block",
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  borderRadius: tokens.radius.md,
  background: brandVars.primary.default,
  color: "#ffffff",
  textDecoration: "none",
  fontWeight: 600,
  minHeight: "44px",
  lineHeight: "28px",
  selectors: { "&:hover": { background: brandVars.primary[800], color: "#ffffff" } },
});
export const debug = style({ marginTop: tokens.space.lg, textAlign: "left", fontSize: tokens.font.size.sm, overflowX: "auto" });
