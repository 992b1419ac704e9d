// The benchmarks' own database on BENCH_DATABASE_URL's server: made before a run, dropped after.
import pg from 'pg';

/** Runs one statement (create or drop database) on the server at `serverUrl`. */
export async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
