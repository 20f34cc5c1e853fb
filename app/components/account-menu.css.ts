import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";
import { visuallyHidden } from "~/styles/visually-hidden";
import { disclosure, item, panel, summary as headerSummary } from "./header-disclosure.css";

export const menu = style([disclosure, { fontSize: tokens.font.size.sm }]);
// At most 14 rem on desktops, so the header row keeps room for the navigation (German: 653 px of 667 beside a manager's
// control); a longer name goes on a second line rather than being cut (docs/design-notes.md "The header", was decision
// 0157, amended 2026-12-03).
export const summary = style([
  headerSummary,
  { gap: tokens.space.sm, maxWidth: "16rem", fontWeight: "inherit", "@media": { [tokens.breakpoint.desktop]: { maxWidth: "14rem" } } },
]);
export const initials = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  width: "2rem",
  height: "2rem",
  borderRadius: "50%",
  background: brandVars.primary[100],
  color: brandVars.primary[900],
  fontWeight: 700,
  fontSize: "0.75rem",
});
/** Tablets and small desktops: the header row shows the initials alone (docs/design-notes.md "The header", was decision 0160). */
const initialsOnly = `${tokens.breakpoint.tablet} and (max-width: 79.99em)`;
/** Whole, on as many lines as it needs: a word longer than the line (a company's name) breaks rather than being cut. */
const wrapped = { minWidth: 0, overflowWrap: "break-word", lineHeight: 1.25 } as const;
// Where the row shows the initials alone, the name is read, not shown, so the German navigation keeps one row at
// 1024 px. Phones show it in their menu, wide screens beside the initials.
export const name = style({ fontWeight: 600, ...wrapped, "@media": { [initialsOnly]: visuallyHidden } });
/**
 * The manager space under the name, smaller: "Geschäftsführerbereich" beside it was cut at 1280 px. Its parentheses are
 * the style's (generated content is read too), so the header's script did not grow for them (three pages are at 110 KB).
 */
export const space = style({ display: "block", fontWeight: 400, fontSize: "0.75rem", "::before": { content: '" ("' }, "::after": { content: '")"' } });
/** The customer account acted for (several accounts), under the name: whole, on as many lines as it needs. */
export const client = style({ display: "block", fontWeight: 400, fontSize: "0.75rem", ...wrapped });
/** The name atop the open menu, where the row shows the initials alone. */
export const whose = style({
  display: "none",
  "@media": {
    [initialsOnly]: {
      display: "block",
      padding: `${tokens.space.xs} ${tokens.space.sm}`,
      fontWeight: 600,
      color: tokens.color.text,
      borderBottom: `1px solid ${tokens.color.border}`,
      marginBottom: tokens.space.xs,
      ...wrapped,
    },
  },
});
/** One under the other in the phone's menu; from tablet width on, a panel under the control, as the languages'. */
export const list = style([panel, { "@media": { [tokens.breakpoint.tablet]: { minWidth: "14rem" } } }]);
export const link = style([item, { color: brandVars.primary.default }]);
export const logout = style({ margin: 0, borderTop: `1px solid ${tokens.color.border}`, marginTop: tokens.space.xs, paddingTop: tokens.space.xs });
export const logoutButton = style([
  item,
  { font: "inherit", fontWeight: 600, border: "none", background: "transparent", color: tokens.color.text, cursor: "pointer", textAlign: "start" },
]);
