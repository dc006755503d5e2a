/** Small helpers the PostgreSQL benches share (agent.ts, settlement.ts). */
import pg from 'pg';

/** Runs `run` with a client connected to `url`, and ends it whatever happens. */
export async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Seconds since a `performance.now()` reading, for progress lines ("12.3s"). */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)}s`;
