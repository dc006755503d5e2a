/**
 * How the descriptor walk calls each missions endpoint (see walk.ts): as demoplayer, the seeded
 * missions with its progress, its summary and the week's leaderboard.
 */
import { missionsEndpoints as e } from '@portal/contracts';
import type { Examples } from './walk.js';

export const missionsExamples: Examples = {
  'missions.summary': (walk) => walk.call(e.summary, {}),
  'missions.list': (walk) => walk.call(e.list, {}),
  'missions.leaderboard': (walk) => walk.call(e.leaderboard, { query: { period: 'weekly', limit: 10 } }),
};
