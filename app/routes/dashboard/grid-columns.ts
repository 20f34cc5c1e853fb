/** How a grid of panes or offers fills a desktop row: `columns` panes a row, the last row's `lastRow` panes sharing its width. */
export type GridLayout = { columns: 1 | 2 | 3 | 4; lastRow: 1 | 2 | 3 | 4 };

/**
 * The desktop layout for `count` panes or offers: the most columns (up to four) that fill every
 * row, else that leave at least two on the last one, whose panes then widen to fill it. Five panes
 * in four columns left one alone, then in three left an empty cell (issue 31): now three and two wide.
 */
export function gridLayout(count: number): GridLayout {
  if (count <= 4) return { columns: Math.max(1, count) as GridLayout["columns"], lastRow: Math.max(1, count) as GridLayout["lastRow"] };
  const columns = ([4, 3, 2] as const).find((each) => count % each === 0) ?? ([4, 3] as const).find((each) => count % each >= 2) ?? 3;
  return { columns, lastRow: (count % columns || columns) as GridLayout["lastRow"] };
}
