import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
export const title = style({ margin: 0, fontSize: tokens.font.size.xl });
export const totals = style({
  margin: 0,
  display: "grid",
  gap: tokens.space.md,
  "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const total = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  borderTop: `4px solid ${brandVars.primary[500]}`,
  padding: tokens.space.md,
});
export const totalTerm = style({ color: tokens.color.textMuted, fontWeight: 600 });
export const totalValue = style({ margin: 0, fontSize: tokens.font.size.xl, fontWeight: 700 });
export const group = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const groupTitle = style({ margin: 0, fontSize: tokens.font.size.lg, overflowWrap: "anywhere" });
export const groupMeta = style({ margin: 0, color: tokens.color.textMuted });
export const invoices = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const invoice = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  display: "grid",
  gap: tokens.space.xs,
  alignItems: "center",
  "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "minmax(0, 1fr) auto auto" } },
});
export const invoiceText = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0, overflowWrap: "anywhere" });
export const invoiceTitle = style({ fontWeight: 600 });
export const meta = style({ color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const amount = style({ fontWeight: 700, fontSize: tokens.font.size.md, whiteSpace: "nowrap" });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md });
export const action = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600 });
export const empty = style({ margin: 0, color: tokens.color.textMuted });
