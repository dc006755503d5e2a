/**
 * How the descriptor walk calls each fairness endpoint (see walk.ts): the player's seed pair, a
 * rotation of it, and the seeds of a free-play round of the demo slot the example plays first.
 */
import {
  FairnessStateSchema,
  fairnessEndpoints as e,
  gamesEndpoints,
  GameListSchema,
} from '@portal/contracts';
import type { Examples, Walk } from './walk.js';

/** Plays one free-play round of the demo slot as the player; answers its round id. */
async function playedRound(walk: Walk): Promise<string> {
  const list = GameListSchema.parse(
    await walk.call(gamesEndpoints.gameList, { query: { gameType: 'RNG', vassalage: 'DEMO' } }, null),
  );
  const slot = list.games[0];
  if (!slot) throw new Error('the demo vendor offers no slot');
  const launch = (await walk.call(gamesEndpoints.launch, {
    query: { launchMode: 'GLS', nodeId: slot.nodeId, accountType: 0 },
  })) as { content: { game_url: string } };
  const ticket = new URL(launch.content.game_url, 'http://x').searchParams.get('ticket');
  if (!ticket) throw new Error('the launch named no ticket');
  const res = await fetch(`${walk.upstream.baseUrl}/demo-vendor/api/slot/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, bet: '1.00', spinId: `walk-${process.pid}-${Date.now()}` }),
  });
  const body = (await res.json()) as { value?: { roundId?: string } };
  if (!body.value?.roundId) throw new Error(`the spin answered ${res.status}`);
  return body.value.roundId;
}

export const fairnessExamples: Examples = {
  'fairness.state': (walk) => walk.call(e.state, {}),
  'fairness.rotate': async (walk) => {
    const { active } = FairnessStateSchema.parse(await walk.call(e.state, {}));
    return walk.call(e.rotate, { body: { serverSeedHash: active.serverSeedHash, clientSeed: 'walk-seed' } });
  },
  'fairness.round': async (walk) => walk.call(e.round, { query: { roundId: await playedRound(walk) } }),
};
