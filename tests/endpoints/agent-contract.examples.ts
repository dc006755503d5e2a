/**
 * How the descriptor walk calls each agent contract endpoint (see walk.ts): as demoagent, the seed's
 * top agent, with its sub-agent demosubagent. Offers need the upline's own contract of the kind, so
 * the examples first have the operator contract demoagent (once per kind), and clear what an
 * earlier example (or the walk's token-less rerun) left waiting, so each can run again.
 */
import {
  accountsEndpoints,
  agentContractEndpoints,
  type ContractKind,
  type ContractOfferResult,
} from '@portal/contracts';
import type { Caller, Examples, Walk } from './walk.js';

const SUB = 'demosubagent';
const tiers = (proportion: string) => [{ teamDays: 0, activeNumber: 0, totalAmount: '0', proportion }];

/** demoagent holds an active contract of the kind with the brand (offered by the operator, accepted). */
async function brandContract(walk: Walk, kind: ContractKind): Promise<void> {
  const info = agentContractEndpoints.info.response.parse(
    await walk.call(agentContractEndpoints.info, {}, 'agent'),
  );
  const mine = info.kinds.find((k) => k.kind === kind);
  if (mine?.maxProportion) return;
  let offerId = mine?.pendingOffer?.id;
  if (offerId === undefined) {
    const made = (await walk.admin('POST', '/admin/agent-contracts/offers', {
      downline: 'demoagent',
      kind,
      ...(kind === 'dividend' ? { period: 'weekly' } : {}),
      tiers: tiers('1'),
    })) as { value: ContractOfferResult };
    offerId = made.value.offer.id;
  }
  await walk.call(agentContractEndpoints.decide, { body: { offerId, decision: 'accept' } }, 'agent');
}

/** Cancels demoagent's offer of the kind to demosubagent still waiting, if any. */
async function clearPending(walk: Walk, kind: ContractKind): Promise<void> {
  const offers = agentContractEndpoints.offers.response.parse(
    await walk.call(agentContractEndpoints.offers, { query: { kind, pageNo: 1, pageSize: 100 } }, 'agent'),
  );
  for (const o of offers.sent.list.filter((x) => x.downline === SUB)) {
    await walk.call(agentContractEndpoints.decide, { body: { offerId: o.id, decision: 'cancel' } }, 'agent');
  }
}

/** demosubagent's own token (it answers offers addressed to it). */
async function subAgent(walk: Walk): Promise<Caller> {
  const login = accountsEndpoints.login.response.parse(
    await walk.call(
      accountsEndpoints.login,
      { body: { username: SUB, password: 'Demo1234', type: 'username', loginDeviceId: walk.deviceId() } },
      null,
    ),
  );
  return { token: login.token };
}

/** A salary offer (a dividend's would need its period too). */
const offerTo = (walk: Walk, kind: Exclude<ContractKind, 'dividend'>, proportion: string) =>
  walk.call(
    agentContractEndpoints.offer,
    { body: { downline: SUB, kind, tiers: tiers(proportion) } },
    'agent',
  );

export const agentContractExamples: Examples = {
  'agentContract.info': (walk) => walk.call(agentContractEndpoints.info, {}, 'agent'),
  'agentContract.downlineContracts': (walk) =>
    walk.call(agentContractEndpoints.downlineContracts, { query: { pageNo: 1, pageSize: 20 } }, 'agent'),
  'agentContract.offer': async (walk) => {
    await brandContract(walk, 'hourlySalary');
    await clearPending(walk, 'hourlySalary');
    return offerTo(walk, 'hourlySalary', '0.5');
  },
  'agentContract.terminate': async (walk) => {
    await brandContract(walk, 'realtimeSalary');
    await clearPending(walk, 'realtimeSalary');
    const page = agentContractEndpoints.downlineContracts.response.parse(
      await walk.call(
        agentContractEndpoints.downlineContracts,
        { query: { account: SUB, kind: 'realtimeSalary', pageNo: 1, pageSize: 20 } },
        'agent',
      ),
    );
    if (!page.list[0]?.contracts.some((c) => c.status === 'active')) {
      const made = agentContractEndpoints.offer.response.parse(await offerTo(walk, 'realtimeSalary', '0.5'));
      await walk.call(
        agentContractEndpoints.decide,
        { body: { offerId: made.offer.id, decision: 'accept' } },
        await subAgent(walk),
      );
    }
    return walk.call(
      agentContractEndpoints.terminate,
      { body: { downline: SUB, kind: 'realtimeSalary' } },
      'agent',
    );
  },
  'agentContract.decide': async (walk) => {
    await brandContract(walk, 'dailyWages');
    await clearPending(walk, 'dailyWages');
    const made = agentContractEndpoints.offer.response.parse(await offerTo(walk, 'dailyWages', '0.5'));
    return walk.call(
      agentContractEndpoints.decide,
      { body: { offerId: made.offer.id, decision: 'cancel' } },
      'agent',
    );
  },
  'agentContract.offers': (walk) =>
    walk.call(agentContractEndpoints.offers, { query: { pageNo: 1, pageSize: 20 } }, 'agent'),
  'agentContract.history': (walk) =>
    walk.call(agentContractEndpoints.history, { query: { downline: SUB, pageNo: 1, pageSize: 20 } }, 'agent'),
  'agentContract.feed': (walk) =>
    walk.call(agentContractEndpoints.feed, { query: { afterSeq: 0, limit: 50 } }, 'agent'),
  'agentContract.progress': async (walk) => {
    await brandContract(walk, 'dailyWages');
    return walk.call(agentContractEndpoints.progress, { query: { kind: 'dailyWages' } }, 'agent');
  },
  'agentContract.settlements': (walk) =>
    walk.call(
      agentContractEndpoints.settlements,
      {
        query: {
          kind: 'dailyWages',
          role: 'received',
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          pageNo: 1,
          pageSize: 20,
        },
      },
      'agent',
    ),
  'agentContract.simulate': async (walk) => {
    await brandContract(walk, 'dailyWages');
    return walk.call(
      agentContractEndpoints.simulate,
      { body: { downline: SUB, kind: 'dailyWages', tiers: tiers('0.5') } },
      'agent',
    );
  },
};
