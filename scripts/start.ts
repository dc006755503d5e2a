/**
 * `pnpm start`: builds the web (unless web/dist was built from exactly these sources), starts mock-upstream and gateway on embedded defaults (PGlite under
 * .data/, in-process store) unless DATABASE_URL / REDIS_URL are set, and prints the URL to open.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isWebBuildCurrent } from '../web/vite-plugins/build-inputs.js';
import { repoRoot, startStack } from './stack.js';

const gatewayPort = Number(process.env.PORT ?? 3000);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 7001);

if (process.argv.includes('--no-build')) {
  // The caller built it (or serves an older build on purpose).
} else if (isWebBuildCurrent(repoRoot)) {
  console.log('The web app in web/dist is built from this checkout as it is: no build needed.');
} else {
  console.log('Building the web app...');
  execFileSync('pnpm', ['--filter', '@portal/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, '.data/pglite');
console.log(
  `Starting on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite (${dataDir})`} and ${
    process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'the in-process store'
  }...`,
);
const stack = await startStack({
  gatewayPort,
  upstreamPort,
  inheritOutput: true,
  env: {
    DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, '.data/pglite'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const url = `http://localhost:${gatewayPort}/`;
console.log(`\n  The portal is running: open ${url}\n  (Ctrl+C stops it)\n`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  void stack.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
