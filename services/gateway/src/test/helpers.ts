import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { MemoryStore } from '../store/memory-store.js';

/** A config for tests: quiet logs, no web build unless one is given, and everything overridable. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: mkdtempSync(path.join(tmpdir(), 'gw-nodist-')),
    ...env,
  });
}

export async function buildTestApp(
  env: Record<string, string>,
  deps: AppDeps & { upstreamUrl: string },
): Promise<{ app: FastifyInstance; store: MemoryStore }> {
  const store = new MemoryStore({ prefix: 'test:' });
  const app = await buildApp(testConfig(env), { store, ...deps });
  app.addHook('onClose', async () => store.close());
  return { app, store };
}
