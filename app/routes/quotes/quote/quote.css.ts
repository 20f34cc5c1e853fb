import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";
import * as tab from "~/components/tab-panel.css";

/** The quote's progress line (SPEC section 4 quote steps): one row of steps from a tablet up, a column on a phone. */
export const progress = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.xs,
  counterReset: "step",
  "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))", gap: tokens.space.sm } },
});
const stepBase = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderLeft: `4px solid ${tokens.color.border}`,
  fontSize: tokens.font.size.sm,
  "@media": { [tokens.breakpoint.tablet]: { borderLeft: 0, borderTop: `4px solid ${tokens.color.border}`, alignItems: "flex-start" } },
});
export const step = styleVariants({
  done: [stepBase, { borderColor: brandVars.primary[500], "@media": { [tokens.breakpoint.tablet]: { borderColor: brandVars.primary[500] } } }],
  current: [
    stepBase,
    {
      borderColor: brandVars.primary[700],
      fontWeight: 700,
      "@media": { [tokens.breakpoint.tablet]: { borderColor: brandVars.primary[700] } },
    },
  ],
  next: [stepBase, { color: tokens.color.textMuted }],
});
export const stepMark = style({ flex: "none", fontWeight: 700 });
// A quote's tabs (three; a bespoke quote's four) on a phone: two equal columns, an odd last tab across both, so no line
// ends ragged with one tab alone under a fuller one (the visual review of 2026-12-03, docs/decisions/0255); a label
// longer than its half wraps inside its tab. From tablet width the row every tab list has. Picked as the tab list after
// the progress line, in CSS alone: no class name in the pages' JavaScript, three of them at the 110 KB budget.
const phone = "screen and (width < 48em)";
const quoteTabs = `section:has(> ${progress}) ~ nav > ul`;
globalStyle(quoteTabs, { "@media": { [phone]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } });
globalStyle(`${quoteTabs} > li`, { "@media": { [phone]: { display: "flex" } } });
globalStyle(`${quoteTabs} > li:last-child:nth-child(odd)`, { "@media": { [phone]: { gridColumn: "1 / -1" } } });
globalStyle(`${quoteTabs} > li > *`, {
  "@media": {
    [phone]: {
      flex: "1 1 auto",
      justifyContent: "center",
      padding: `${tokens.space.xs} ${tokens.space.sm}`,
      textAlign: "center",
      whiteSpace: "normal",
      overflowWrap: "break-word",
    },
  },
});
export const steps = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
export const reasons = style({ margin: 0, paddingLeft: tokens.space.lg, color: tokens.color.danger });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md });

/** A column of blocks a section's space apart: the details tab (next step, facts), the signature return page (outcome, action). */
export const stack = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
export const nextText = style({ margin: 0 });
export const nextAction = style({ alignSelf: "flex-start", textAlign: "center" });

/** A document's label in a quote's lists: it grows and wraps its own words, so "Download" stays on the right on a phone too. */
// Long German compounds break at a syllable (the page's lang), not at any letter.
export const docText = style([tab.itemText, { flex: "1 1 0", overflowWrap: "break-word", hyphens: "auto" }]);

/** The opt-ins: a group under its legend, aligned with the fields above (no browser fieldset frame, 2 px off the left edge). */
export const returnTitle = style({ margin: 0, fontSize: tokens.font.size.xl, lineHeight: 1.2 });
