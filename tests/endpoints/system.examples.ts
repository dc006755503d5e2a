/** How the descriptor walk calls each system endpoint (see walk.ts). All public: asked as a visitor. */
import { systemEndpoints } from '@portal/contracts';
import type { Examples } from './walk.js';

const e = systemEndpoints;

export const systemExamples: Examples = {
  'system.status': (walk) => walk.call(e.status, { query: { domain: 'localhost' } }, null),
  'system.whitelabel': (walk) => walk.call(e.whitelabel, {}, null),
  'system.registerRules': (walk) => walk.call(e.registerRules, {}, null),
  'system.ready': (walk) => walk.call(e.ready, {}, null),
};
