import { PGlite } from "@electric-sql/pglite";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./client";
import { namedStatementClient } from "./pglite-statements";
import { preparedRead } from "./prepared";

const invoice = pgTable("invoice", {
  id: integer("id").primaryKey(),
  clientId: text("client_id").notNull(),
  amount: numeric("amount").notNull(),
  paid: boolean("paid").notNull(),
  lines: jsonb("lines").$type<string[]>(),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  note: text("note"),
});

let pg: PGlite;
let db: Database;

beforeAll(async () => {
  // An empty cluster: the run's, as initdb left it (broker/test/seeded-snapshot.ts), when the run made one.
  const seeded = inject("seededBrokerDatabase");
  pg = seeded.kind === "pglite" ? new PGlite({ loadDataDir: new Blob([readFileSync(seeded.empty)]) }) : new PGlite();
  await pg.exec(`create table invoice (id integer primary key, client_id text not null, amount numeric not null, paid boolean not null, lines jsonb, due_at timestamptz not null, note text);
    insert into invoice values (1, 'c1', '120.50', false, '["premium"]', '2026-12-01T09:00:00Z', null), (2, 'c1', '80', true, null, '2026-10-01T09:00:00Z', 'paid by card'), (3, 'c2', '10', false, null, '2026-12-05T09:00:00Z', null);`);
  db = drizzle({ client: pg }) as unknown as Database;
});
afterAll(() => pg.close());

const dueInvoices = (database: Database) =>
  database
    .select()
    .from(invoice)
    .where(and(eq(invoice.clientId, sql.placeholder("clientId")), gt(invoice.dueAt, sql.placeholder("after"))))
    .orderBy(asc(invoice.id));

describe("prepared reads on the embedded database", () => {
  it("run as a named statement and give the rows the plain query gives, types included", async () => {
    const values = { clientId: "c1", after: "2026-01-01T00:00:00.000Z" };
    const rows = await preparedRead(db, "due_invoices", dueInvoices).execute(values);
    const plain = await dueInvoices(db).execute(values);
    expect(rows).toEqual(plain);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ id: 1, clientId: "c1", amount: "120.50", paid: false, lines: ["premium"], dueAt: new Date("2026-12-01T09:00:00Z"), note: null });
    const named = await pg.query<{ name: string }>("select name from pg_prepared_statements");
    expect(named.rows.map((row) => row.name)).toContain("prepared_due_invoices");
    // Run again with other values: bound anew, not parsed anew.
    expect(await preparedRead(db, "due_invoices", dueInvoices).execute({ clientId: "c2", after: "2026-01-01T00:00:00.000Z" })).toEqual([
      expect.objectContaining({ id: 3, amount: "10" }),
    ]);
    expect((await pg.query("select name from pg_prepared_statements")).rows).toHaveLength(1);
  });

  it("waits for a transaction in progress and never reads inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    let committed = false;
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into invoice values (4, 'c1', '5', false, null, '2026-12-20T09:00:00Z', null)");
      inserted();
      await held;
      committed = true;
    });
    await insertDone;
    const read = preparedRead(db, "due_invoices", dueInvoices)
      .execute({ clientId: "c1", after: "2026-01-01T00:00:00.000Z" })
      .then((rows) => ({ rows, afterCommit: committed }));
    // PGlite answers without I/O: one turn of the event loop lets a read that did not wait finish.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    const { rows, afterCommit } = await read;
    expect(afterCommit).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 4]);
  });

  it("reports a failing run as the database's error and stays usable", async () => {
    const byId = (database: Database) =>
      database
        .select()
        .from(invoice)
        .where(eq(invoice.id, sql.placeholder("id")));
    await expect(preparedRead(db, "invoice_by_id", byId).execute({ id: "not a number" })).rejects.toMatchObject({ cause: { code: "22P02" } });
    expect(await preparedRead(db, "invoice_by_id", byId).execute({ id: 2 })).toEqual([expect.objectContaining({ note: "paid by card" })]);
  });

  it("answers rows as objects when no row mode is asked, as PGlite's query does", async () => {
    const client = namedStatementClient(pg, "paid_total");
    const text = "select client_id, sum(amount) as total, bool_and(paid) as all_paid from invoice where client_id = $1 group by client_id";
    expect((await client.query(text, ["c1"])).rows).toEqual((await pg.query(text, ["c1"])).rows);
    expect((await client.query(text, ["c2"])).rows).toEqual([{ client_id: "c2", total: "10", all_paid: false }]);
  });

  it("reads an answer larger than one chunk of PGlite's output, accents and nulls included", async () => {
    const client = namedStatementClient(pg, "many_rows");
    // About a megabyte of rows: PGlite hands its output over in about a hundred pieces.
    const text = "select n, case when n % 7 = 0 then null else repeat('é€ß', n % 50) || n end as label from generate_series(1, $1::int) as n";
    const named = await client.query<[number, string | null]>(text, [6000], { rowMode: "array" });
    const plain = await pg.query<[number, string | null]>(text, [6000], { rowMode: "array" });
    expect(named.rows).toHaveLength(6000);
    expect(named.rows).toEqual(plain.rows);
    expect(named.rows[6]).toEqual([7, null]);
    expect(named.rows[5997]).toEqual([5998, `${"é€ß".repeat(48)}5998`]);
  });
});
