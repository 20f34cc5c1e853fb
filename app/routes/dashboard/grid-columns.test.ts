import { describe, expect, it } from "vitest";
import { gridLayout } from "./grid-columns";

describe("dashboard grid layout", () => {
  it("never leaves one pane alone on the last row, and the last row's panes fill it", () => {
    for (let count = 2; count <= 12; count++) {
      const { columns, lastRow } = gridLayout(count);
      expect(columns, `${count} panes`).toBeLessThanOrEqual(4);
      expect(count % columns === 0 || count % columns >= 2, `${count} panes in ${columns} columns`).toBe(true);
      expect(lastRow, `${count} panes`).toBe(count % columns || columns);
    }
  });

  it("uses the width: four panes in a row, five as three and two wide, six as three and three, seven as four and three wide", () => {
    expect([1, 3, 4, 5, 6, 7, 8].map(gridLayout)).toEqual([
      { columns: 1, lastRow: 1 },
      { columns: 3, lastRow: 3 },
      { columns: 4, lastRow: 4 },
      { columns: 3, lastRow: 2 },
      { columns: 3, lastRow: 3 },
      { columns: 4, lastRow: 3 },
      { columns: 4, lastRow: 4 },
    ]);
  });
});
