/**
 * The sandbox providers' records in the database (table `provider_record`,
 * docs/decisions/0067): what a real provider keeps on its side. Any broker
 * process, or the same one after a restart, reads what another wrote, and
 * compare-and-set on `version` is one conditional UPDATE, so two processes
 * confirming the same intent or code cannot both win.
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { providerRecords } from "../db/schema";
import type { VersionedStore } from "./versioned-store";

export type ProviderRecordKind = "card_intent" | "card_intent_key" | "card_page" | "signing_session";

/** The stored key: a hash, so a copy of the table does not hold the pages' and sessions' secrets as they are. */
const hashKey = (key: string) => createHash("sha256").update(key).digest("base64url");

export class DatabaseVersionedStore<T extends { version: number }> implements VersionedStore<T> {
  constructor(
    private readonly db: Database,
    private readonly kind: ProviderRecordKind,
    private readonly keyOf: (item: T) => string,
    /** When a record may be deleted; records without it are kept. */
    private readonly forgetAfter: (item: T) => Date | null = () => null,
  ) {}

  private where(key: string) {
    return and(eq(providerRecords.kind, this.kind), eq(providerRecords.key, hashKey(key)));
  }

  async insert(item: T): Promise<void> {
    const inserted = await this.db
      .insert(providerRecords)
      .values({
        kind: this.kind,
        key: hashKey(this.keyOf(item)),
        data: item as unknown as Record<string, unknown>,
        version: item.version,
        forgetAfter: this.forgetAfter(item),
      })
      .onConflictDoNothing()
      .returning({ key: providerRecords.key });
    if (!inserted.length) throw new Error(`Duplicate ${this.kind} key`);
  }

  async get(key: string): Promise<T | null> {
    const [row] = await this.db.select({ data: providerRecords.data }).from(providerRecords).where(this.where(key));
    return row ? (row.data as unknown as T) : null;
  }

  async update(next: T, expectedVersion: number): Promise<boolean> {
    const updated = await this.db
      .update(providerRecords)
      .set({ data: next as unknown as Record<string, unknown>, version: next.version, forgetAfter: this.forgetAfter(next) })
      .where(and(this.where(this.keyOf(next)), eq(providerRecords.version, expectedVersion)))
      .returning({ key: providerRecords.key });
    return updated.length > 0;
  }

  /** Deletes this kind's records past their `forgetAfter`. */
  async forget(now: Date): Promise<void> {
    await this.db.delete(providerRecords).where(and(eq(providerRecords.kind, this.kind), lt(providerRecords.forgetAfter, now)));
  }
}
