import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const welcome = style({ background: tokens.color.surface, borderRadius: tokens.radius.lg, padding: tokens.space.lg });
