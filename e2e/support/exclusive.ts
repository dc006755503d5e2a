import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_GATEWAY_PORT } from './ports.js';

/**
 * A lock the journeys of one run take in turn across Playwright's workers: the desktop and the phone
 * copy of a journey that moves something every visitor shares (the sportsbook's test clock) run one
 * after the other, never at once. The lock is a directory (made atomically) named by the run's
 * gateway port, so other runs on the machine are not held up; a holder whose process is gone (a
 * worker that crashed) is taken over. Returns the release.
 */
export async function exclusive(name: string, timeoutMs = 240_000): Promise<() => Promise<void>> {
  const dir = path.join(tmpdir(), `e2e-${E2E_GATEWAY_PORT}-${name}.lock`);
  const owner = path.join(dir, 'pid');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await mkdir(dir);
      await writeFile(owner, String(process.pid));
      return () => rm(dir, { recursive: true, force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number(await readFile(owner, 'utf8').catch(() => '0'));
    if (holder > 0 && !alive(holder)) await rm(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`the ${name} lock was held for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
