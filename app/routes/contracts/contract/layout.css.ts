import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
export const breadcrumb = style({ fontSize: tokens.font.size.sm });
export const header = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const title = style({ margin: 0, fontSize: tokens.font.size.xl, lineHeight: 1.2, overflowWrap: "anywhere" });
export const meta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md, margin: 0, color: tokens.color.textMuted });

export { badge } from "~/components/ui/badge.css";

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
export const noticeForm = style({ display: "flex" });

export const notifications = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: tokens.font.size.lg });
export const tabs = style({ borderBottom: `1px solid ${tokens.color.borderSubtle}`, overflowX: "auto" });
export const tabList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", gap: tokens.space.xs });
const tabBase = style({
  // Anchors its visually hidden "(not available)", which would otherwise widen the page on a phone.
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${tokens.space.md}`,
  whiteSpace: "nowrap",
  borderBottom: "3px solid transparent",
});
export const tab = style([
  tabBase,
  {
    color: brandVars.primary[700],
    textDecoration: "none",
    selectors: {
      "&:hover": { textDecoration: "underline" },
      '&[aria-current="page"]': { borderBottomColor: brandVars.primary[700], fontWeight: 700, color: tokens.color.text },
    },
  },
]);
export const tabDisabled = style([tabBase, { color: tokens.color.textMuted, cursor: "not-allowed" }]);
export const panel = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
