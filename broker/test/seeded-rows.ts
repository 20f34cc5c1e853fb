import { beforeAll } from "vitest";
import * as s from "../db/schema";
import { createTestBroker } from "./harness";

/** Every brand's seeded demo rows that the demo data checks read (arithmetic.test.ts, figures.test.ts). */
export type SeededRows = {
  quotes: (typeof s.quotes.$inferSelect)[];
  contracts: (typeof s.contracts.$inferSelect)[];
  plannings: (typeof s.plannings.$inferSelect)[];
  invoices: (typeof s.invoices.$inferSelect)[];
  payments: (typeof s.payments.$inferSelect)[];
  notifications: (typeof s.notifications.$inferSelect)[];
  changes: (typeof s.periodicityChanges.$inferSelect)[];
};

let loading: Promise<SeededRows> | null = null;

/**
 * The rows of a fresh copy of the run's seeded database (test/harness.ts), read once per test worker: the broker
 * project's files share their modules (vitest's `isolate: false`), so the demo checks start one broker between them,
 * not one each. The broker is closed as soon as the rows are read; they are plain data.
 */
function seededRows(): Promise<SeededRows> {
  return (loading ??= (async () => {
    const broker = await createTestBroker();
    try {
      const { db } = broker;
      return {
        quotes: await db.select().from(s.quotes),
        contracts: await db.select().from(s.contracts),
        plannings: await db.select().from(s.plannings),
        invoices: await db.select().from(s.invoices),
        payments: await db.select().from(s.payments),
        notifications: await db.select().from(s.notifications),
        changes: await db.select().from(s.periodicityChanges),
      };
    } finally {
      await broker.close();
    }
  })());
}

/** A test file's view of the rows: loaded before its tests run (its `beforeAll`), then one brand's rows of each table. */
export function seededRowsByBrand(): (brand: string) => SeededRows {
  let all: SeededRows | undefined;
  beforeAll(async () => {
    all = await seededRows();
  }, 120_000);
  return (brand) => {
    if (!all) throw new Error("The seeded rows are read in beforeAll: ask for a brand's rows in a test");
    return rowsOfBrand(all, brand);
  };
}

function rowsOfBrand(rows: SeededRows, brand: string): SeededRows {
  const of = <Row extends { brandId: string }>(table: Row[]) => table.filter((row) => row.brandId === brand);
  return {
    quotes: of(rows.quotes),
    contracts: of(rows.contracts),
    plannings: of(rows.plannings),
    invoices: of(rows.invoices),
    payments: of(rows.payments),
    notifications: of(rows.notifications),
    changes: of(rows.changes),
  };
}
