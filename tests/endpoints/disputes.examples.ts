/**
 * How the descriptor walk calls each disputes endpoint (see walk.ts): the player disputes a settled
 * round of the demo slot played for the purpose (seamless.examples.ts), then lists and reads it.
 */
import { disputesEndpoints as e } from '@portal/contracts';
import { settledRound } from './seamless.examples.js';
import { walkRequestId } from './wallet.examples.js';
import type { Examples, Walk } from './walk.js';

async function opened(walk: Walk): Promise<{ id: number; roundId: string }> {
  const round = await settledRound(walk);
  return (await walk.call(
    e.open,
    { body: { requestId: walkRequestId('dispute'), ...round, reason: 'wrongResult', note: 'Walk' } },
    'player',
  )) as { id: number; roundId: string };
}

export const disputesExamples: Examples = {
  'disputes.open': (walk) => opened(walk),
  'disputes.list': async (walk) => {
    const { roundId } = await opened(walk);
    return walk.call(e.list, { query: { roundId } }, 'player');
  },
  'disputes.get': async (walk) => walk.call(e.get, { params: { id: (await opened(walk)).id } }, 'player'),
};
