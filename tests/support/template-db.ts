/**
 * Vitest global setup: with DATABASE_URL set, one database of the run is migrated and seeded once
 * (`tpl_<random>`) and every test database (services/mock-upstream/src/test/db.ts, and
 * ./services.ts for the integration tests) is created as a copy of it (CREATE DATABASE ... TEMPLATE)
 * instead of each of some sixty test files migrating and seeding its own from empty. The app still
 * runs its migrations and seed at boot: on the copy they find everything done. Dropped at the end.
 * Without DATABASE_URL (PGlite, Testcontainers) nothing happens.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const TEMPLATE_DB_ENV = 'TEST_TEMPLATE_DB';
const upstreamDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../services/mock-upstream',
);

function run(command: 'create' | 'drop', name: string): void {
  execFileSync('pnpm', ['exec', 'tsx', 'src/test/template-db.ts', command, name], {
    cwd: upstreamDir,
    stdio: 'inherit',
  });
}

/** The projects whose tests open a database; a run of only the others (`--project web`) makes none. */
const DATABASE_PROJECTS = new Set(['mock-upstream', 'gateway', 'integration']);

export default function setup(root: TestProject): (() => void) | undefined {
  if (!process.env.DATABASE_URL || process.env[TEMPLATE_DB_ENV]) return undefined;
  if (!root.vitest.projects.some((project) => DATABASE_PROJECTS.has(project.name))) return undefined;
  const name = `tpl_${randomBytes(6).toString('hex')}`;
  run('create', name);
  process.env[TEMPLATE_DB_ENV] = name;
  return () => {
    delete process.env[TEMPLATE_DB_ENV];
    run('drop', name);
  };
}
