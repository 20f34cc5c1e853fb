import { describe, expect, it } from "vitest";
import { gridColumns } from "./grid-columns";

describe("dashboard grid columns", () => {
  it("never leaves one pane alone on the last row", () => {
    for (let count = 2; count <= 12; count++) {
      const columns = gridColumns(count);
      expect(columns, `${count} panes`).toBeLessThanOrEqual(4);
      expect(count % columns === 0 || count % columns >= 2, `${count} panes in ${columns} columns`).toBe(true);
    }
  });

  it("uses the width: four panes in a row, five as three and two, six as three and three", () => {
    expect([1, 3, 4, 5, 6, 7, 8].map(gridColumns)).toEqual([1, 3, 4, 3, 3, 4, 4]);
  });
});
