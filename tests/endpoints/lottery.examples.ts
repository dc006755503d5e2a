/** How the descriptor walk calls each lottery endpoint (see walk.ts). */
import { lotteryEndpoints } from '@portal/contracts';
import type { Examples } from './walk.js';

const e = lotteryEndpoints;

export const lotteryExamples: Examples = {
  'lottery.vnMenu': (walk) => walk.call(e.vnMenu, { query: { prizeMode: 'Lott', device: 'WEB' } }, null),
  'lottery.openedNumero': (walk) =>
    walk.call(e.openedNumero, { query: { gameCode: 'VNST1', count: 5 } }, null),
  'lottery.popular': (walk) =>
    walk.call(e.popular, { query: { count: 20, prizeMode: 'Lott', device: 'WEB', language: 'EN' } }, null),
  'lottery.vnNumbers': (walk) => walk.call(e.vnNumbers, { query: { gameCode: 'VNST1', count: 100 } }, null),
};
