/**
 * Starts the portal's two server processes (mock-upstream, then gateway) as children and waits until
 * both answer /readyz. Used by `pnpm start` and by the browser tests, so both run the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StackOptions {
  gatewayPort: number;
  upstreamPort: number;
  /** Extra environment for both processes (DATABASE_URL, REDIS_URL, DATA_DIR, ...). */
  env?: NodeJS.ProcessEnv;
  /** Print the children's logs (true for `pnpm start`). */
  inheritOutput?: boolean;
  readyTimeoutMs?: number;
}

export interface Stack {
  gatewayUrl: string;
  upstreamUrl: string;
  stop(): Promise<void>;
}

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

function startChild(name: string, cwd: string, env: NodeJS.ProcessEnv, inherit: boolean): ChildProcess {
  const child = spawn(tsx, ['src/server.ts'], {
    cwd,
    env,
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (!inherit) {
    // Keep the last lines so a failed start can say why.
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      tail.push(...chunk.toString().split('\n'));
      tail.splice(0, Math.max(0, tail.length - 40));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`[${name}] exited with ${code}\n${tail.join('\n')}`);
    });
  }
  return child;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  const upstreamUrl = `http://127.0.0.1:${opts.upstreamPort}`;
  const gatewayUrl = `http://127.0.0.1:${opts.gatewayPort}`;
  const base = { ...process.env, ...opts.env };
  const inherit = opts.inheritOutput ?? false;
  const timeout = opts.readyTimeoutMs ?? 120_000;

  const upstream = startChild(
    'mock-upstream',
    path.join(repoRoot, 'services/mock-upstream'),
    { ...base, UPSTREAM_PORT: String(opts.upstreamPort), UPSTREAM_HOST: '127.0.0.1' },
    inherit,
  );
  let gateway: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all([gateway ? stopChild(gateway) : undefined, stopChild(upstream)]);
  };
  try {
    await waitReady(`${upstreamUrl}/readyz`, upstream, timeout);
    gateway = startChild(
      'gateway',
      path.join(repoRoot, 'services/gateway'),
      {
        ...base,
        PORT: String(opts.gatewayPort),
        UPSTREAM_URL: upstreamUrl,
        WEB_DIST: base.WEB_DIST ?? path.join(repoRoot, 'web/dist'),
      },
      inherit,
    );
    await waitReady(`${gatewayUrl}/readyz`, gateway, timeout);
  } catch (err) {
    await stop();
    throw err;
  }
  return { gatewayUrl, upstreamUrl, stop };
}
