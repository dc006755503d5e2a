import { ErrorCode, walletEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Browser } from '../../test/browser.js';
import { FAKE_PAYMENT_PASSWORD } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { loggedIn, trial } from '../../test/money.js';

describe('agentTransfer', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'wallet'] } });

  const input = {
    requestId: 'agent-tx-0001',
    targetAccount: 'alice',
    amount: '3.00',
    paymentPassword: FAKE_PAYMENT_PASSWORD,
  };

  it('lists the targets of an agent; a player gets AGENT_ONLY from the platform', async () => {
    expect((await (await loggedIn(gw.app, 'agent1')).query('agentTransfer.targets')).data).toEqual({
      upline: null,
      downlines: [{ account: 'alice', nickname: 'alice' }],
    });
    const res = await (await loggedIn(gw.app, 'alice')).query('agentTransfer.targets');
    expect(res.status).toBe(403);
    expect(res.code).toBe(ErrorCode.agentOnly);
  });

  it('transfers encrypted with the client requestId', async () => {
    const res = await (await loggedIn(gw.app, 'agent1')).mutation('agentTransfer.create', input);
    expect(res.data).toMatchObject({ transferId: 'Aagent-tx-0001', targetAccount: 'alice', amount: '3.00' });
    expect(
      gw.up.state.accounts.decrypted
        .filter((d) => d.path === walletEndpoints.agentTransfer.path)
        .map((d) => ({ path: d.path, body: d.body })),
    ).toEqual([{ path: walletEndpoints.agentTransfer.path, body: input }]);
  });

  it('refuses trial, no session, bad input; passes platform codes through', async () => {
    expect((await (await trial(gw.app)).mutation('agentTransfer.create', input)).code).toBe(
      ErrorCode.trialAccount,
    );
    expect((await new Browser(gw.app).mutation('agentTransfer.create', input)).code).toBe(
      ErrorCode.loginRequired,
    );
    const b = await loggedIn(gw.app, 'agent1');
    expect((await b.mutation('agentTransfer.create', { ...input, paymentPassword: '12' })).code).toBe(
      ErrorCode.validation,
    );
    expect(gw.up.hits(walletEndpoints.agentTransfer.path)).toBe(0);
    gw.up.state.wallet.failures.set(walletEndpoints.agentTransfer.path, {
      status: 403,
      errorCode: 'TRANSFER_TARGET_NOT_ALLOWED',
    });
    expect((await b.mutation('agentTransfer.create', input)).code).toBe(ErrorCode.transferTargetNotAllowed);
  });
});
