import { ErrorCode, walletEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, TestVerifier } from '../../test/browser.js';
import { newAccountsState } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { FAKE_PAYMENT_PASSWORD, newWalletState } from '../../test/fake-wallet.js';
import { buildTestApp } from '../../test/helpers.js';
import { loggedIn, trial } from '../../test/money.js';

describe('agentTransfer', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  beforeEach(async () => {
    Object.assign(up.state.accounts, newAccountsState());
    Object.assign(up.state.wallet, newWalletState());
    up.resetSeen();
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url, humanVerifier: new TestVerifier() }));
  });
  afterEach(async () => app.close());

  const input = {
    requestId: 'agent-tx-0001',
    targetAccount: 'alice',
    amount: '3.00',
    paymentPassword: FAKE_PAYMENT_PASSWORD,
  };

  it('lists the targets of an agent; a player gets AGENT_ONLY from the platform', async () => {
    expect((await (await loggedIn(app, 'agent1')).query('agentTransfer.targets')).data).toEqual({
      upline: null,
      downlines: [{ account: 'alice', nickname: 'alice' }],
    });
    const res = await (await loggedIn(app, 'alice')).query('agentTransfer.targets');
    expect(res.status).toBe(403);
    expect(res.code).toBe(ErrorCode.agentOnly);
  });

  it('transfers encrypted with the client requestId', async () => {
    const res = await (await loggedIn(app, 'agent1')).mutation('agentTransfer.create', input);
    expect(res.data).toMatchObject({ transferId: 'Aagent-tx-0001', targetAccount: 'alice', amount: '3.00' });
    expect(up.state.accounts.decrypted.filter((d) => d.path === walletEndpoints.agentTransfer.path)).toEqual([
      { path: walletEndpoints.agentTransfer.path, body: input },
    ]);
  });

  it('refuses trial, no session, bad input; passes platform codes through', async () => {
    expect((await (await trial(app)).mutation('agentTransfer.create', input)).code).toBe(
      ErrorCode.trialAccount,
    );
    expect((await new Browser(app).mutation('agentTransfer.create', input)).code).toBe(
      ErrorCode.loginRequired,
    );
    const b = await loggedIn(app, 'agent1');
    expect((await b.mutation('agentTransfer.create', { ...input, paymentPassword: '12' })).code).toBe(
      ErrorCode.validation,
    );
    expect(up.hits(walletEndpoints.agentTransfer.path)).toBe(0);
    up.state.wallet.failures.set(walletEndpoints.agentTransfer.path, {
      status: 403,
      errorCode: 'TRANSFER_TARGET_NOT_ALLOWED',
    });
    expect((await b.mutation('agentTransfer.create', input)).code).toBe(ErrorCode.transferTargetNotAllowed);
  });
});
