import { newPromotionsState } from './fake-promotions.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { TestVerifier } from './browser.js';
import { newAccountsState } from './fake-accounts.js';
import { newAgentState } from './fake-agent.js';
import { newGamesState } from './fake-games.js';
import { newMessagesState } from './fake-messages.js';
import { newPaymentsState } from './fake-payments.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { newWalletState } from './fake-wallet.js';
import { buildTestApp } from './helpers.js';

const NEW_STATE = {
  accounts: newAccountsState,
  wallet: newWalletState,
  payments: newPaymentsState,
  messages: newMessagesState,
  games: newGamesState,
  promotions: newPromotionsState,
  agent: newAgentState,
} as const;

/** Parts of the fake upstream's state that can be put back to new between tests. */
export type FakeArea = keyof typeof NEW_STATE;

export interface GatewayAppOptions {
  /** The gateway's environment (over testConfig's). */
  env?: Record<string, string>;
  /** Human verification passes with a TestVerifier (as a browser that solved the challenge). */
  verifier?: boolean;
  /** A new gateway for every test, built after the fake is prepared; without it one serves all. */
  perTest?: {
    /** Runs first: set-up of the fake that the areas' renewal must follow. */
    prepare?: (up: FakeUpstream) => void;
    /** Areas of the fake's state renewed before each test, in this order. */
    fresh?: readonly FakeArea[];
    /** The fake forgets the calls it saw before each test (default true). */
    resetSeen?: boolean;
  };
}

/** The fake upstream and the gateway in front of it, live while the describe's tests run. */
export interface GatewayApp {
  readonly up: FakeUpstream;
  readonly app: FastifyInstance;
}

/**
 * Registers the hooks that start a fake upstream for the describe (closed after it) and build the
 * gateway against it: once for the describe, or, with `perTest`, anew for each test (closed after
 * it). Call it inside `describe`; read `up` and `app` inside hooks and tests.
 */
export function useGatewayApp(options: GatewayAppOptions = {}): GatewayApp {
  let up: FakeUpstream | undefined;
  let app: FastifyInstance | undefined;
  const build = async (fake: FakeUpstream) => {
    const deps = options.verifier ? { humanVerifier: new TestVerifier() } : {};
    ({ app } = await buildTestApp(options.env ?? {}, { upstreamUrl: fake.url, ...deps }));
  };
  const { perTest } = options;

  beforeAll(async () => {
    up = await startFakeUpstream();
    if (!perTest) await build(up);
  });
  afterAll(async () => {
    if (!perTest) await app?.close();
    await up?.close();
  });
  if (perTest) {
    beforeEach(async () => {
      const fake = live(up, 'up');
      perTest.prepare?.(fake);
      for (const area of perTest.fresh ?? []) Object.assign(fake.state[area], NEW_STATE[area]());
      if (perTest.resetSeen ?? true) fake.resetSeen();
      await build(fake);
    });
    afterEach(async () => app?.close());
  }

  return {
    get up() {
      return live(up, 'up');
    },
    get app() {
      return live(app, 'app');
    },
  };
}

function live<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`useGatewayApp: ${name} is read before its hook ran`);
  return value;
}
