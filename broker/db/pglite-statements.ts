/**
 * Named statements on the embedded database (PGlite), for the prepared reads (db/prepared.ts).
 *
 * PGlite's `query()` sends every call as an unnamed statement: PostgreSQL parses, analyses and
 * plans it again each time, and answers with a description of every column. Drizzle's `prepare`
 * does not change that on PGlite (it names nothing). Measured on the demo data, 3,000 runs: the
 * session check cost 1.40 ms of CPU through `query()` against 0.25 ms as a named statement, the
 * services list 0.30 against 0.09 (docs/decisions/0045).
 *
 * A statement is parsed once per database under its name, with its parameter types and column
 * description kept; each run then only binds and executes. Runs take PGlite's own locks, as
 * `query()` does, so a read never slips into another caller's open transaction. The rows are read
 * from the answer's wire bytes (readRows), not through PGlite's message reader.
 */
import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

type BackendMessages = Parameters<typeof parse.parseResults>[0];
type Column = { name: string; dataTypeID: number };
type Decode = (text: string) => unknown;
type Statement = {
  text: string;
  parameterTypes: number[];
  columns: Column[];
  /** Each column's decoder, per set of parser overrides (drizzle keeps one per prepared query). */
  decoders: WeakMap<object, Decode[]>;
};

const noOverrides = {};

const statementsOf = new WeakMap<PGlite, Map<string, Statement>>();
const serialize = protocol.serialize;

/** What drizzle's prepared query calls to run itself (`client.query(text, params, options)`). */
export type QueryClient = { query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> };

/** A client that runs the query it is given as the named statement `name` of this database. */
export function namedStatementClient(pg: PGlite, name: string): QueryClient {
  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => runNamed<T>(pg, `prepared_${name}`, text, params, options))),
  };
}

async function runNamed<T>(pg: PGlite, name: string, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
  let statements = statementsOf.get(pg);
  if (!statements) statementsOf.set(pg, (statements = new Map()));
  let statement = statements.get(name);
  if (statement && statement.text !== text) throw new Error(`Two different queries were prepared under the name ${name}`);
  if (!statement) {
    statement = await parseStatement(pg, name, text);
    statements.set(name, statement);
  }
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = statement.parameterTypes[i];
    const toText = options?.serializers?.[type] ?? pg.serializers[type];
    return toText ? toText(value) : String(value);
  });
  const answer = await execRaw(pg, serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync());
  // The columns were described when the statement was parsed, not on each run; their decoders are
  // chosen once too (PGlite's own results merge its 300-odd parsers with the overrides on every query).
  const decode = decodersOf(pg, statement, options?.parsers);
  const rows = readRows(answer, decode);
  const shaped = options?.rowMode === "array" ? rows : rows.map((values) => Object.fromEntries(statement.columns.map((column, i) => [column.name, values[i]])));
  return { rows: shaped as T[], fields: statement.columns, affectedRows: 0 };
}

function decodersOf(pg: PGlite, statement: Statement, overrides: QueryOptions["parsers"]): Decode[] {
  const key = overrides ?? noOverrides;
  let decoders = statement.decoders.get(key);
  if (!decoders) {
    decoders = statement.columns.map(({ dataTypeID }) => {
      const parser = overrides?.[dataTypeID] ?? pg.parsers[dataTypeID];
      return parser ? (text: string) => parser(text, dataTypeID) : (text: string) => text;
    });
    statement.decoders.set(key, decoders);
  }
  return decoders;
}

async function parseStatement(pg: PGlite, name: string, text: string): Promise<Statement> {
  const messages = await exec(pg, serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync());
  const description = messages.find((message) => message.name === "rowDescription") as unknown as { fields: Column[] } | undefined;
  return {
    text,
    parameterTypes: parse.parseDescribeStatementResults(messages),
    columns: (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    decoders: new WeakMap(),
  };
}

const dataRow = 0x44;
const errorResponse = 0x45;

/**
 * The rows of a run's answer, read straight from the wire bytes: each field's text is decoded from
 * the answer in place. PGlite's own reader copies every field into a new buffer before decoding it,
 * which cost a fifth of the broker's CPU on the signed-in home's calls. An error in the answer is
 * left to PGlite's reader, so it is thrown as the same DatabaseError `query()` throws.
 */
function readRows(answer: Buffer, decode: Decode[]): unknown[][] {
  const rows: unknown[][] = [];
  let offset = 0;
  while (offset + 5 <= answer.length) {
    const code = answer[offset];
    const end = offset + 1 + answer.readUInt32BE(offset + 1);
    if (code === errorResponse) throw databaseErrorIn(answer);
    if (code === dataRow) {
      let position = offset + 5;
      const count = answer.readUInt16BE(position);
      position += 2;
      const row = new Array<unknown>(count);
      for (let i = 0; i < count; i++) {
        const length = answer.readInt32BE(position);
        position += 4;
        if (length < 0) {
          row[i] = null;
        } else {
          row[i] = decode[i](answer.toString("utf8", position, position + length));
          position += length;
        }
      }
      rows.push(row);
    }
    offset = end;
  }
  return rows;
}

function databaseErrorIn(answer: Buffer): Error {
  let error: Error | null = null;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof messages.DatabaseError) error = message;
  });
  return error ?? new Error("The database answered with an error it did not describe");
}

/** One exchange's answer as wire bytes, copied out of PGlite's memory as it comes. */
async function execRaw(pg: PGlite, ...parts: Uint8Array[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pg.execProtocolRawStream(concat(parts), { syncToFs: false, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) });
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** The messages as one exchange, ending with Sync so the backend is ready again even after an error. */
function exec(pg: PGlite, ...parts: Uint8Array[]): Promise<BackendMessages> {
  // Reads only: nothing to write back to the data folder.
  return pg.execProtocolStream(concat(parts), { syncToFs: false });
}
