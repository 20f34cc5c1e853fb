import { style } from "@vanilla-extract/css";

/** A reference or number never breaks at its hyphens ("SIN-" at a line's end, "MISTRAL-COLLISION" on the next). */
export const wholeNumber = style({ whiteSpace: "nowrap" });
