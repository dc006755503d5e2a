/** How the descriptor walk calls each PvP endpoint (see walk.ts): the rooms, as a visitor. */
import { pvpEndpoints as e } from '@portal/contracts';
import type { Examples } from './walk.js';

export const pvpExamples: Examples = {
  'pvp.rooms': (walk) => walk.call(e.rooms, { query: { language: 'VI' } }, null),
};
