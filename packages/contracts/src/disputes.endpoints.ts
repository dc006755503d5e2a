/**
 * The disputes area's platform endpoints (see disputes.ts): a member disputes one of their rounds and
 * follows their disputes. The operator's side is the admin API (`/admin/disputes`).
 */
import {
  DisputeListQuerySchema,
  DisputeOpenSchema,
  DisputeParamsSchema,
  DisputeSchema,
  DisputesSchema,
} from './disputes.js';
import { endpoints } from './endpoint.js';

export const disputesEndpoints = endpoints('disputes', {
  /**
   * Opens a dispute of one of the member's rounds (within DISPUTE_WINDOW_DAYS of it). A replay of the
   * requestId answers the first dispute; another while one is open is DISPUTE_ALREADY_OPEN.
   */
  open: {
    method: 'POST',
    path: '/wps/member/disputes',
    auth: 'member',
    body: DisputeOpenSchema,
    response: DisputeSchema,
    errors: [
      'TRIAL_ACCOUNT',
      'NOT_FOUND',
      'DISPUTE_WINDOW_CLOSED',
      'DISPUTE_ALREADY_OPEN',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  /** The member's disputes, newest first (of some rounds only with `roundId`). */
  list: {
    method: 'GET',
    path: '/wps/member/disputes',
    auth: 'member',
    query: DisputeListQuerySchema,
    response: DisputesSchema,
  },
  get: {
    method: 'GET',
    path: '/wps/member/disputes/:id',
    auth: 'member',
    params: DisputeParamsSchema,
    response: DisputeSchema,
    errors: ['NOT_FOUND'],
  },
});
