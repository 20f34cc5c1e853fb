import { describe, expect, it } from "vitest";
import type { Database } from "./client";
import { preparedRead } from "./prepared";

function fakeQuery() {
  let prepared = 0;
  const build = () => ({
    prepare: (name: string) => {
      prepared++;
      return { name, execute: async () => [] };
    },
  });
  return { build, count: () => prepared };
}

describe("preparedRead", () => {
  it("prepares a query once per database handle and name, then reuses it", () => {
    const db = {} as Database;
    const q = fakeQuery();
    const first = preparedRead(db, "client_contracts", q.build);
    expect(preparedRead(db, "client_contracts", q.build)).toBe(first);
    expect(q.count()).toBe(1);
    expect(first.name).toBe("client_contracts");
  });

  it("keeps handles and names apart", () => {
    const [a, b] = [{} as Database, {} as Database];
    const q = fakeQuery();
    const onA = preparedRead(a, "client_invoices", q.build);
    expect(preparedRead(b, "client_invoices", q.build)).not.toBe(onA);
    expect(preparedRead(a, "client_payments", q.build)).not.toBe(onA);
    expect(q.count()).toBe(3);
  });
});
