/**
 * A gateway as a process of its own (tests and benchmarks that need several gateway processes, or
 * must not share its event loop). `node --import tsx` runs server.ts in that one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './upstream-process.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface GatewayProcess {
  url: string;
  proc: ChildProcess;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/** Starts server.ts with `env` on a free port and waits until `/healthz` answers. */
export async function startGatewayProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<GatewayProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'services/gateway'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`gateway exited with ${proc.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`gateway not up after ${options.timeoutMs ?? 60_000} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    proc,
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      proc.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
  };
}
