import pg from "pg";

/** Runs one statement on the test PostgreSQL server (CREATE or DROP DATABASE: not inside a pool's transaction). */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
