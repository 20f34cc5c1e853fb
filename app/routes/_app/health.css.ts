import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const card = style({ background: tokens.color.surface, borderRadius: tokens.radius.lg, padding: tokens.space.lg, maxWidth: "32rem" });
export const list = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${tokens.space.sm} ${tokens.space.lg}` });
