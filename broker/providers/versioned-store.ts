/**
 * The sandbox providers keep their records (card intents, signing sessions)
 * in memory. Every change goes through compare-and-set on `version`: two
 * requests confirming the same intent or code at once cannot both win.
 */
export interface VersionedStore<T extends { version: number }> {
  insert(item: T): Promise<void>;
  get(key: string): Promise<T | null>;
  /** Saves `next` only if the stored version is still `expectedVersion`; false otherwise. */
  update(next: T, expectedVersion: number): Promise<boolean>;
}

export class InMemoryVersionedStore<T extends { version: number }> implements VersionedStore<T> {
  private readonly items = new Map<string, T>();

  /** `keyName` only words the duplicate-key error. */
  constructor(
    private readonly keyOf: (item: T) => string,
    private readonly keyName: string,
  ) {}

  async insert(item: T): Promise<void> {
    const key = this.keyOf(item);
    if (this.items.has(key)) throw new Error(`Duplicate ${this.keyName}`);
    // Clones both ways: a caller mutating its object must not change the stored one behind the version check.
    this.items.set(key, structuredClone(item));
  }

  async get(key: string): Promise<T | null> {
    const item = this.items.get(key);
    return item ? structuredClone(item) : null;
  }

  async update(next: T, expectedVersion: number): Promise<boolean> {
    const key = this.keyOf(next);
    const current = this.items.get(key);
    if (!current || current.version !== expectedVersion) return false;
    this.items.set(key, structuredClone(next));
    return true;
  }
}
