/**
 * What a production build of the web is made from, as one hash: the web package's files (its
 * node_modules and build output aside), the contracts' sources it imports, the lockfile (the exact
 * dependencies) and the VITE_ variables. Every build leaves the hash in dist/, and `pnpm start`
 * builds again only when the hash it computes differs (a fresh clone, a pull or an edit always
 * builds; a second start, or the start after the suite's own build, does not).
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const STAMP = '.build-inputs';
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.vite']);

function addTree(hash: Hash, root: string, dir: string): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) addTree(hash, root, file);
    else if (entry.isFile()) hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
  }
}

/** The hash of a build's inputs, for the checkout at `repoRoot`. */
export function buildInputsHash(repoRoot: string): string {
  const hash = createHash('sha256');
  addTree(hash, repoRoot, path.join(repoRoot, 'web'));
  addTree(hash, repoRoot, path.join(repoRoot, 'packages/contracts/src'));
  hash.update(readFileSync(path.join(repoRoot, 'pnpm-lock.yaml')));
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()) {
    hash.update(`${key}=${process.env[key] ?? ''}\0`);
  }
  return hash.digest('hex');
}

/** Whether web/dist was built from exactly what the checkout holds now. */
export function isWebBuildCurrent(repoRoot: string): boolean {
  const stamp = path.join(repoRoot, 'web/dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === buildInputsHash(repoRoot);
}

/** Leaves the inputs' hash in the build output once a build has written it. */
export function stampBuildInputs(repoRoot: string): Plugin {
  return {
    name: 'portal:stamp-build-inputs',
    apply: 'build',
    closeBundle() {
      writeFileSync(path.join(repoRoot, 'web/dist', STAMP), buildInputsHash(repoRoot));
    },
  };
}
