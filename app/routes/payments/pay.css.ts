import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";
import { longWords } from "~/styles/long-words";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg, maxWidth: "40rem" });
export const title = style({ margin: 0, fontSize: tokens.font.size.xl });
export const subtitle = style({ margin: 0, fontSize: tokens.font.size.lg });
export const text = style({ margin: 0 });
export const summary = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  borderTop: `4px solid ${brandVars.primary[500]}`,
  padding: tokens.space.md,
});
export const facts = style({
  margin: 0,
  display: "grid",
  gap: `${tokens.space.xs} ${tokens.space.md}`,
  "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "minmax(10rem, max-content) minmax(0, 1fr)" } },
});
export const factRow = style({ display: "contents" });
export const term = style({ fontWeight: 600, color: tokens.color.textMuted });
export const value = style({ margin: 0, ...longWords, "@media": { "screen and (max-width: 47.99em)": { marginBottom: tokens.space.sm } } });
export const totalTerm = style([term, { color: tokens.color.text, borderTop: `1px solid ${tokens.color.borderSubtle}`, paddingTop: tokens.space.sm }]);
export const totalValue = style({
  margin: 0,
  fontSize: tokens.font.size.xl,
  fontWeight: 700,
  "@media": { [tokens.breakpoint.tablet]: { borderTop: `1px solid ${tokens.color.borderSubtle}`, paddingTop: tokens.space.sm } },
});
export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const links = style({ margin: 0, display: "flex", flexWrap: "wrap", gap: `${tokens.space.xs} ${tokens.space.lg}` });
export const link = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600 });
