import { style } from "@vanilla-extract/css";
import { markedSummary, markOpen } from "~/styles/disclosure-marker";
import { brandVars, tokens } from "~/styles/theme.css";

/**
 * The header's disclosures (the account, the languages): a <details> whose summary shows ▾ / ▴, and whose
 * list lies in the phone's menu, or from tablet width on hangs under the control as a panel.
 */
export const disclosure = style({ position: "relative" });
/** The summary and the panel's links and buttons: the same 44 px target and type. */
const control = {
  alignItems: "center",
  gap: tokens.space.xs,
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  fontSize: tokens.font.size.sm,
} as const;
export const summary = style({ display: "inline-flex", ...control, ...markedSummary });
markOpen(disclosure, summary);
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
  width: "100%",
  ...control,
  textDecoration: "none",
  selectors: { "&:hover": { background: brandVars.primary[50] } },
});
