import type { FastifyInstance } from 'fastify';
import { assertDeclaredErrors } from './declared-errors.js';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { Config } from '../config.js';
import { createTestDatabase, TEST_ADMIN_KEY, testConfig, type TestDatabase } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** One app on a fresh database, shared by the tests of a file (building one takes a second or two). */
export async function startTestApp(
  overrides: Partial<Config> = {},
  setup?: (app: FastifyInstance) => void | Promise<void>,
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig(db, overrides);
  const app = await buildApp(config, options);
  if (setup) await setup(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      // The file's tests are done: a client's pooled connection that carries no request (a file
      // that listened and fetched) would otherwise hold app.close() for the client's idle timeout.
      if (app.server.listening) app.server.closeAllConnections();
      await app.close();
      await db.drop();
      assertDeclaredErrors(app);
    },
  };
}

export const adminHeaders = { 'x-admin-key': TEST_ADMIN_KEY };

/** Parses an inject response body as JSON without `any`. */
export function json(res: { body: string }): unknown {
  return JSON.parse(res.body) as unknown;
}
