/**
 * The desktop columns for a grid of `count` panes or offers: the most (up to four) that fill every
 * row, else that leave at least two on the last one. Five panes in four columns left one alone (issue 31).
 */
export function gridColumns(count: number): 1 | 2 | 3 | 4 {
  if (count <= 4) return Math.max(1, count) as 1 | 2 | 3 | 4;
  return ([4, 3, 2] as const).find((columns) => count % columns === 0) ?? ([4, 3] as const).find((columns) => count % columns >= 2) ?? 3;
}
