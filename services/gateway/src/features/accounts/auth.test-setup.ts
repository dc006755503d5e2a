import type { ModuleNode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { type Browser, HUMAN, TestVerifier } from '../../test/browser.js';
import { FAKE_PASSWORD, newAccountsState } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import * as fx from '../../test/fixtures.js';
import { buildTestApp } from '../../test/helpers.js';

export const modulesWith = (on: string[]): ModuleNode[] =>
  [
    'USERNAMEREG3',
    'MOBILENUMREG3',
    'REGMOBVERF3',
    'MOBILENUMPASSREG3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'MOBILEVERCODELOGIN3',
    'CHNGPASSVERIF3',
  ].map((modId) => ({ modId, enabled: on.includes(modId) ? '1' : '0', childrenNodes: [] }));

/**
 * Moves the clock the throttles' windows are measured on (the in-process Store reads Date) forward
 * at once, instead of sleeping through the window.
 */
export function advanceClock(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.advanceTimersByTime(ms);
}

export const login = (b: Browser, username: string, extra: Record<string, unknown> = {}) =>
  b.mutation('auth.login', {
    username,
    password: FAKE_PASSWORD,
    rememberMe: false,
    verification: HUMAN,
    ...extra,
  });

/**
 * Where a test file's describe keeps its fake upstream and app: the file owns the two bindings (a
 * test may replace the app), the hooks set and read them through these.
 */
export interface AuthAppBindings {
  setUp(up: FakeUpstream): void;
  setApp(app: FastifyInstance): void;
  current(): { up: FakeUpstream; app: FastifyInstance };
}

/**
 * Registers, in the describe that calls it, the hooks that build what the auth test files share:
 * one fake upstream for the describe, a fresh app (and fake accounts state) per test; after each
 * test, the app current then is closed.
 */
export function useAuthApp(bind: AuthAppBindings): void {
  beforeAll(async () => {
    bind.setUp(await startFakeUpstream());
  });
  afterAll(async () => bind.current().up.close());
  beforeEach(async () => {
    const { up } = bind.current();
    // The fake's routes hold this object: reset its contents, not the reference.
    Object.assign(up.state.accounts, newAccountsState());
    const { app } = await buildTestApp({}, { upstreamUrl: up.url, humanVerifier: new TestVerifier() });
    bind.setApp(app);
  });
  afterEach(async () => {
    vi.useRealTimers();
    const { up, app } = bind.current();
    await app.close();
    up.state.modules = fx.moduleTree;
  });
}
