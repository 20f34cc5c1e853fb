import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";
import { longWords } from "~/styles/long-words";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
export const breadcrumb = style({ fontSize: tokens.font.size.sm });
// The way back to the list, alone on its line, was a 16 px tall target in its small words: 24 px at least (WCAG 2.5.8).
globalStyle(`${breadcrumb} a`, { display: "inline-flex", alignItems: "center", minHeight: "24px" });
export const header = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const title = style({ margin: 0, fontSize: tokens.font.size.xl, lineHeight: 1.2, ...longWords });
export const meta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md, margin: 0, color: tokens.color.textMuted });

// A reference (NOR-001016) never breaks at its hyphen, nor from its "n°".
export const number = style({ whiteSpace: "nowrap" });

export const notice = style({
  border: `2px solid ${tokens.color.warning}`,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  background: tokens.color.surface,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
});
export const noticeTitle = style({ margin: 0, fontSize: tokens.font.size.lg });

export const notifications = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: tokens.font.size.lg });
// The tabs wrap instead of scrolling (issue 31: 639 px of tabs in 358 at 390 px, with no cue that they scrolled):
// every tab, the current one included, is in sight without a gesture. On phones each is a pill, the
// current one filled; from tablet width they are the usual underlined row.
const tablet = tokens.breakpoint.tablet;
export const tabs = style({ "@media": { [tablet]: { borderBottom: `1px solid ${tokens.color.borderSubtle}` } } });
export const tabList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  "@media": { [tablet]: { gap: tokens.space.xs } },
});
const tabBase = style({
  // Anchors its visually hidden "(not available)", which would otherwise widen the page on a phone.
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${tokens.space.md}`,
  whiteSpace: "nowrap",
  border: `1px solid ${tokens.color.borderSubtle}`,
  borderRadius: "22px",
  background: tokens.color.surface,
  "@media": { [tablet]: { border: 0, borderRadius: 0, background: "transparent", borderBottom: "3px solid transparent" } },
});
export const tab = style([
  tabBase,
  {
    color: brandVars.primary[700],
    textDecoration: "none",
    selectors: {
      "&:hover": { textDecoration: "underline" },
      '&[aria-current="page"]': { borderColor: brandVars.primary[700], background: brandVars.primary[50], fontWeight: 700, color: tokens.color.text },
    },
    "@media": {
      [tablet]: {
        selectors: { '&[aria-current="page"]': { borderColor: "transparent", borderBottomColor: brandVars.primary[700], background: "transparent" } },
      },
    },
  },
]);
export const tabDisabled = style([tabBase, { color: tokens.color.textMuted, cursor: "not-allowed", borderStyle: "dashed" }]);
export const panel = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
