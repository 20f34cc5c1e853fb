import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";
import { longWords } from "~/styles/long-words";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
export const welcome = style({ background: tokens.color.surface, borderRadius: tokens.radius.lg, padding: tokens.space.lg });
export const title = style({ margin: 0, fontSize: tokens.font.size.xl, lineHeight: 1.2, ...longWords });
export const intro = style({ margin: `${tokens.space.xs} 0 0` });

export const section = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: tokens.font.size.lg });

/**
 * Panes and offers: one column on phones; two on tablets, an odd last one across both; on desktops
 * a twelve-track grid where each pane spans the tracks of the row `gridLayout` (grid-columns.ts) chose
 * for the count, and the last row's panes share that row's whole width, so no row holds one pane alone
 * or ends in an empty cell (issue 31: five panes in four columns left one, in three an empty cell).
 */
export const grid = style({
  display: "grid",
  gap: tokens.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [tokens.breakpoint.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [tokens.breakpoint.desktop]: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
  },
});
// Tablets only: on desktops the layout's spans place every pane.
globalStyle(`${grid} > :last-child:nth-child(odd)`, {
  "@media": { [`${tokens.breakpoint.tablet} and (max-width: 63.99em)`]: { gridColumn: "1 / -1" } },
});
const perRow = [1, 2, 3, 4] as const;
/** `columns[n]`: n panes a row on desktops. */
export const columns = Object.fromEntries(perRow.map((n) => [n, style({})])) as Record<(typeof perRow)[number], string>;
/** `lastRow[n]`: the last n panes share the last row (more specific than `columns`, so it wins for them). */
export const lastRow = Object.fromEntries(perRow.map((n) => [n, style({})])) as Record<(typeof perRow)[number], string>;
for (const n of perRow) {
  const span = { "@media": { [tokens.breakpoint.desktop]: { gridColumn: `span ${12 / n}` } } };
  globalStyle(`${columns[n]} > *`, span);
  globalStyle(`${lastRow[n]} > :nth-last-child(-n + ${n})`, span);
}

export const pane = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  borderTop: `4px solid ${brandVars.primary[500]}`,
  padding: tokens.space.md,
});
export const paneTitle = style({ margin: 0, fontSize: tokens.font.size.md });
export const paneBody = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, flexGrow: 1, ...longWords });
export const figure = style({ margin: 0, fontSize: tokens.font.size.lg, fontWeight: 700 });
export const attention = style({ margin: 0, fontWeight: 600, color: tokens.color.warning });
export const paneLink = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600, color: brandVars.primary[700] });

export const offer = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
});
export const offerTitle = style({ margin: 0, fontSize: tokens.font.size.md });
export const offerText = style({ margin: 0, color: tokens.color.textMuted, flexGrow: 1 });
export const offerLinks = style({ margin: 0, display: "flex", flexWrap: "wrap", gap: `0 ${tokens.space.md}` });
export const offerLink = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600, color: brandVars.primary[700] });

/** A pane's quotes (a prospect's) or open claims: each on its own lines, the link a comfortable target. */
export const quoteList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const quoteMeta = style({ color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const quoteStep = styleVariants({
  action: { fontWeight: 600, color: tokens.color.warning },
  other: { color: tokens.color.textMuted },
});
