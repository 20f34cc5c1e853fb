import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

/**
 * The header's disclosures (the account, the languages): a <details> whose summary shows ▾ / ▴, and whose
 * list lies in the phone's menu, or from tablet width on hangs under the control as a panel.
 */
export const disclosure = style({ position: "relative" });
export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  fontSize: tokens.font.size.sm,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&::after": { content: '"▾"' } },
});
globalStyle(`${disclosure}[open] > ${summary}::after`, { content: '"▴"' });
export const panel = style({
  display: "flex",
  flexDirection: "column",
  listStyle: "none",
  margin: 0,
  padding: tokens.space.xs,
  background: tokens.color.surface,
  "@media": {
    [tokens.breakpoint.tablet]: {
      position: "absolute",
      right: 0,
      top: "100%",
      zIndex: 20,
      minWidth: "11rem",
      border: `1px solid ${tokens.color.border}`,
      borderRadius: tokens.radius.md,
      boxShadow: "0 4px 16px rgba(0,0,0,0.12)",
    },
  },
});
/** A link or button of the panel, 44 px tall. */
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.xs,
  width: "100%",
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  fontSize: tokens.font.size.sm,
  textDecoration: "none",
  selectors: { "&:hover": { background: brandVars.primary[50] } },
});
