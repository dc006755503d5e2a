/**
 * The fairness area's platform endpoints (see fairness.ts): the member's seed pair, rotating it, and
 * the seeds of one of their demo rounds for the verifier.
 */
import { endpoints } from './endpoint.js';
import {
  FairnessStateSchema,
  FairRoundQuerySchema,
  FairRoundSchema,
  RotateSeedSchema,
  RotateSeedValueSchema,
} from './fairness.js';

export const fairnessEndpoints = endpoints('fairness', {
  /** The active pair (a first call creates it) and the latest revealed ones. */
  state: { method: 'GET', path: '/wps/member/fairness', auth: 'member', response: FairnessStateSchema },
  /** Reveals the pair named by its hash and commits a new one; once per pair (replays answer alike). */
  rotate: {
    method: 'POST',
    path: '/wps/member/fairness/rotate',
    auth: 'member',
    body: RotateSeedSchema,
    response: RotateSeedValueSchema,
    errors: ['NOT_FOUND'],
  },
  round: {
    method: 'GET',
    path: '/wps/member/fairness/round',
    auth: 'member',
    query: FairRoundQuerySchema,
    response: FairRoundSchema,
    errors: ['ROUND_NOT_FOUND'],
  },
});
