/**
 * The mock-upstream as a process of its own (for tests and benchmarks that kill it or must not share
 * its event loop). `node --import tsx` runs the server in that one process, so a SIGKILL really
 * kills the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * `root`: the checkout whose mock-upstream runs (this one by default; a bench may compare another).
 * `UPSTREAM_NODE_FLAGS` in `env` adds Node flags to the platform's process, for a profile of what a
 * bench drives (`--cpu-prof --cpu-prof-dir=/tmp/prof`; written when the process ends on SIGTERM).
 */
export function startUpstreamProcess(env: NodeJS.ProcessEnv, root = repoRoot): ChildProcess {
  const flags = (env['UPSTREAM_NODE_FLAGS'] ?? '').split(/\s+/).filter(Boolean);
  const proc = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'services/mock-upstream'),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  proc.stderr?.on('data', () => undefined);
  return proc;
}

/** Waits until `/readyz` answers 200 (migrations and seed applied). */
export async function waitUpstreamReady(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${baseUrl} not ready after ${timeoutMs} ms`);
}
