import { PGlite } from "@electric-sql/pglite";
import { asc, eq, sql } from "drizzle-orm";
import { integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client";
import { preparedRead } from "./prepared";

const contract = pgTable("contract", { id: text("id").primaryKey(), label: text("label").notNull(), startsAt: timestamp("starts_at", { withTimezone: true }).notNull() });
const invoice = pgTable("invoice", { id: integer("id").primaryKey(), contractId: text("contract_id").notNull(), amount: numeric("amount").notNull(), note: text("note") });
const holder = pgTable("holder", { contractId: text("contract_id").primaryKey(), name: text("name").notNull() });

let pg: PGlite;
let db: Database;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`create table contract (id text primary key, label text not null, starts_at timestamptz not null);
    create table invoice (id integer primary key, contract_id text not null, amount numeric not null, note text);
    create table holder (contract_id text primary key, name text not null);
    insert into contract values ('c1', 'Car', '2026-01-01T00:00:00Z'), ('c2', 'Home', '2026-02-01T00:00:00Z'), ('c3', 'Boat', '2026-03-01T00:00:00Z');
    insert into invoice values (1, 'c1', '10.50', null), (2, 'c1', '20', 'late'), (3, 'c3', '5', null);
    insert into holder values ('c1', 'Ada'), ('c2', 'Grace');`);
  db = drizzle({ client: pg }) as unknown as Database;
});
afterAll(() => pg.close());

/** The prepared read (mapped by row-mapper) against the same query run plainly (drizzle's mapResultRow). */
async function samePlainAndPrepared(name: string, build: (database: Database) => { execute(): Promise<unknown>; prepare(name: string): { execute(): Promise<unknown> } }) {
  const prepared = await preparedRead(db, name, build).execute();
  const plain = await build(db).execute();
  expect(prepared).toEqual(plain);
  return prepared as Record<string, unknown>[];
}

describe("prepared reads map rows as drizzle does", () => {
  it("whole tables joined: a table absent from a left join is null, decoded types kept", async () => {
    const rows = await samePlainAndPrepared("contracts_with_invoices", (database) =>
      database.select().from(contract).leftJoin(invoice, eq(invoice.contractId, contract.id)).orderBy(asc(contract.id), asc(invoice.id)),
    );
    expect(rows).toEqual([
      { contract: { id: "c1", label: "Car", startsAt: new Date("2026-01-01T00:00:00Z") }, invoice: { id: 1, contractId: "c1", amount: "10.50", note: null } },
      { contract: { id: "c1", label: "Car", startsAt: new Date("2026-01-01T00:00:00Z") }, invoice: { id: 2, contractId: "c1", amount: "20", note: "late" } },
      { contract: { id: "c2", label: "Home", startsAt: new Date("2026-02-01T00:00:00Z") }, invoice: null },
      { contract: { id: "c3", label: "Boat", startsAt: new Date("2026-03-01T00:00:00Z") }, invoice: { id: 3, contractId: "c3", amount: "5", note: null } },
    ]);
  });

  it("chosen fields: nested objects, expressions with their decoders, aliases, two left joins", async () => {
    const rows = await samePlainAndPrepared("contract_summaries", (database) =>
      database
        .select({
          id: contract.id,
          invoiceCount: sql<number>`(select count(*) from invoice where invoice.contract_id = ${contract.id})`.mapWith(Number),
          upper: sql<string>`upper(${contract.label})`.as("upper_label"),
          holder: { name: holder.name },
          invoice: { note: invoice.note, id: invoice.id },
        })
        .from(contract)
        .leftJoin(holder, eq(holder.contractId, contract.id))
        .leftJoin(invoice, eq(invoice.contractId, contract.id))
        .orderBy(asc(contract.id), asc(invoice.id)),
    );
    expect(rows).toContainEqual({ id: "c2", invoiceCount: 0, upper: "HOME", holder: { name: "Grace" }, invoice: null });
    expect(rows.filter((row) => row.id === "c3")).toEqual([{ id: "c3", invoiceCount: 1, upper: "BOAT", holder: null, invoice: null }]);
    expect(rows).toContainEqual({ id: "c1", invoiceCount: 2, upper: "CAR", holder: { name: "Ada" }, invoice: { note: "late", id: 2 } });
    // Drizzle judges a joined object by its first chosen column: invoice 1's note is null, so the
    // whole invoice reads null though the row is there. The mapper keeps that behaviour.
    expect(rows).toContainEqual({ id: "c1", invoiceCount: 2, upper: "CAR", holder: { name: "Ada" }, invoice: null });
  });

  it("an inner join never nulls its table", async () => {
    await samePlainAndPrepared("holders", (database) => database.select().from(holder).innerJoin(contract, eq(contract.id, holder.contractId)).orderBy(asc(holder.contractId)));
  });
});
