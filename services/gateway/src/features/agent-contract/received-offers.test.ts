import { ErrorCode, agentContractEndpoints, type ContractOfferView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import { emitEvent } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { callerOf, codeOf, loggedIn } from '../../test/money.js';

const offer = (id: number, kind: ContractOfferView['kind'] = 'dailyWages'): ContractOfferView => ({
  id,
  action: 'new',
  kind,
  upline: 'bigboss',
  downline: 'agent1',
  period: 'daily',
  tiers: [],
  maxProportion: '1',
  contractId: null,
  status: 'pending',
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
});

describe('offers waiting for my answer', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'agent'] } });
  const reads = () => gw.up.hits(agentContractEndpoints.offers.path);

  it('answers them, then pushes the new list when a contract change of mine changes it', async () => {
    gw.up.state.agent.receivedOffers = [offer(1)];
    const agent = await loggedIn(gw.app, 'agent1'); // member 2
    expect((await agent.query('agentContract.received')).data).toEqual([offer(1)]);

    gw.app.services.events.start();
    await waitFor(() => gw.app.services.events.connected);
    const controller = new AbortController();
    const caller = await callerOf(gw.app, agent, controller.signal);
    const it = (await caller.agentContract.onReceived())[Symbol.asyncIterator]() as AsyncIterator<
      ContractOfferView[]
    >;
    try {
      expect((await it.next()).value).toEqual([offer(1)]);
      const next = it.next();
      // A change that leaves my offers as they were (an offer I sent, say) pushes nothing.
      const before = reads();
      emitEvent(gw.up.state.wallet, { type: 'contracts.changed', merchant: 'demo', memberIds: [2] });
      await waitFor(() => reads() > before);
      // The upline offers a dividend too.
      gw.up.state.agent.receivedOffers = [offer(1), offer(2, 'dividend')];
      emitEvent(gw.up.state.wallet, { type: 'contracts.changed', merchant: 'demo', memberIds: [7, 2] });
      expect((await next).value).toEqual([offer(1), offer(2, 'dividend')]);
    } finally {
      controller.abort();
      await it.return?.(undefined);
    }
  });

  it('refuses them to a player', async () => {
    const player = await loggedIn(gw.app, 'alice');
    expect((await player.query('agentContract.received')).code).toBe(ErrorCode.agentOnly);
    const caller = await callerOf(gw.app, player);
    expect(await codeOf(caller.agentContract.onReceived())).toBe(ErrorCode.agentOnly);
  });
});
