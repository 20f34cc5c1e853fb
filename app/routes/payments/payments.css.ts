import { globalStyle, style } from "@vanilla-extract/css";
import { card, cardTitle, count } from "~/components/card-list.css";
import { tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
export const totals = style({
  margin: 0,
  display: "grid",
  gap: tokens.space.md,
  "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
/** A total: a card whose term sits right above its value. */
export const total = style([card, { gap: 0 }]);
export const totalTerm = style({ color: tokens.color.textMuted, fontWeight: 600 });
export const totalValue = style({ margin: 0, fontSize: tokens.font.size.xl, fontWeight: 700 });
export const groupTitle = cardTitle;
export const groupMeta = count;
export const next = style({ margin: 0, fontWeight: 600 });

/**
 * The invoices of a contract: a table from tablet width (period, type, amount, status, actions); on a phone
 * each row is a card of the same cells: period and amount on top, type and status, then the actions.
 */
const phone = "screen and (max-width: 47.99em)";
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  "@media": { [phone]: { display: "block", background: "transparent" } },
});
export const head = style({
  "@media": {
    // Out of sight on a phone, where each card's cells say what they are; still read as the table's headers.
    [phone]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  },
});
globalStyle(`${head} th`, {
  textAlign: "left",
  color: tokens.color.textMuted,
  fontSize: tokens.font.size.sm,
  fontWeight: 600,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
});
globalStyle(`${table} > tbody`, { "@media": { [phone]: { display: "flex", flexDirection: "column", gap: tokens.space.sm } } });
export const row = style({
  borderTop: `1px solid ${tokens.color.borderSubtle}`,
  "@media": {
    // Lines that wrap rather than a grid's columns: the amount and the status shared a column, so a long status
    // ("Remboursement émis", 166 px) left the period 151 px at 390 px (four lines) and broke inside its badge.
    // Now the period and the amount fill the first line, the type and the status the second, and a status too
    // long to sit beside its type goes to a line of its own, at the right, whole.
    [phone]: {
      display: "flex",
      flexWrap: "wrap",
      gap: `${tokens.space.xs} ${tokens.space.sm}`,
      alignItems: "center",
      background: tokens.color.surface,
      borderRadius: tokens.radius.md,
      borderTop: 0,
      padding: `${tokens.space.sm} ${tokens.space.md}`,
    },
  },
});
globalStyle(`${row}::after`, { "@media": { [phone]: { content: '""', order: 2, flexBasis: "100%", marginTop: `-${tokens.space.xs}` } } });
globalStyle(`${row} > td`, {
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  verticalAlign: "middle",
  "@media": { [phone]: { padding: 0 } },
});
export const numeric = style({ textAlign: "right" });
// The period takes what the amount leaves of the first line; an empty item as wide as the row ends that line.
export const periodCell = style({ minWidth: 0, overflowWrap: "anywhere", textWrap: "pretty", "@media": { [phone]: { flex: "1 1 0" } } });
export const typeCell = style({ "@media": { [phone]: { order: 3, flex: "1 1 auto" } } });
export const amountCell = style({
  textAlign: "right",
  fontWeight: 700,
  whiteSpace: "nowrap",
  "@media": { [phone]: { order: 2, flex: "0 0 auto", fontSize: tokens.font.size.md } },
});
export const statusCell = style({
  whiteSpace: "nowrap",
  "@media": { [phone]: { order: 4, marginInlineStart: "auto", whiteSpace: "normal", textAlign: "right" } },
});
export const actionsCell = style({
  textAlign: "right",
  "@media": { [phone]: { order: 5, flex: "1 1 100%", display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md, textAlign: "left" } },
});
export const strong = style({ display: "block", fontWeight: 600 });
export const meta = style({ display: "block", color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const pay = style({ marginInlineEnd: tokens.space.md, "@media": { [phone]: { marginInlineEnd: 0 } } });
export const file = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600 });
export const empty = style({ margin: 0, color: tokens.color.textMuted });
