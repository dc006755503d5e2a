/**
 * How the descriptor walk calls each protection endpoint (see walk.ts). Limits are set on a member
 * of the example's own, and the time-out and self-exclusion too: they would lock demoplayer out of
 * the rest of the walk (and of the e2e runs).
 */
import { protectionEndpoints as e } from '@portal/contracts';
import { newMember } from './accounts.examples.js';
import type { Examples } from './walk.js';

export const protectionExamples: Examples = {
  'protection.settings': (walk) => walk.call(e.settings, {}),
  'protection.setLimit': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.setLimit, { body: { kind: 'deposit', period: 'week', amount: '500.00' } }, member);
  },
  'protection.setRealityCheck': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.setRealityCheck, { body: { minutes: 30 } }, member);
  },
  'protection.startTimeout': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.startTimeout, { body: { days: 1 } }, member);
  },
  'protection.selfExclude': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.selfExclude, { body: { months: 6 } }, member);
  },
  'protection.playSummary': (walk) =>
    walk.call(e.playSummary, { query: { since: new Date(Date.now() - 3_600_000).toISOString() } }),
};
