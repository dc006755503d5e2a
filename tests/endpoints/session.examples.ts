/** How the descriptor walk calls each session endpoint (see walk.ts). */
import { sessionEndpoints } from '@portal/contracts';
import type { Examples } from './walk.js';

export const sessionExamples: Examples = {
  'session.rsaKey': (walk) => walk.call(sessionEndpoints.rsaKey, {}, null),
  'session.keyVerify': (walk) => walk.call(sessionEndpoints.keyVerify, { body: { probe: 'x' } }, null),
};
