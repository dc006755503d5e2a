/**
 * The protection area's platform endpoints (see endpoint.ts and protection.ts): the member's limits,
 * reality check, time-out and self-exclusion, and the play summary the reality check shows.
 */
import { endpoints } from './endpoint.js';
import {
  PlaySummaryQuerySchema,
  PlaySummarySchema,
  ProtectionSettingsSchema,
  SelfExcludeRequestSchema,
  SetLimitRequestSchema,
  SetRealityCheckRequestSchema,
  StartTimeoutRequestSchema,
} from './protection.js';

/** The member's own settings: every call but the play summary answers them as they now stand. */
const SETTINGS = { auth: 'member', response: ProtectionSettingsSchema } as const;

export const protectionEndpoints = endpoints('protection', {
  settings: {
    method: 'GET',
    path: '/wps/relay/PROTECT_settings',
    ...SETTINGS,
    errors: ['TRIAL_ACCOUNT'],
  },
  /** Lowered: in force at once; raised or removed: in 24 hours. */
  setLimit: {
    method: 'POST',
    path: '/wps/relay/PROTECT_setLimit',
    ...SETTINGS,
    body: SetLimitRequestSchema,
    errors: ['TRIAL_ACCOUNT', 'INVALID_AMOUNT'],
  },
  setRealityCheck: {
    method: 'POST',
    path: '/wps/relay/PROTECT_realityCheck',
    ...SETTINGS,
    body: SetRealityCheckRequestSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  /** Only lengthens a time-out in force (PROTECTION_CANNOT_SHORTEN otherwise). */
  startTimeout: {
    method: 'POST',
    path: '/wps/relay/PROTECT_timeout',
    ...SETTINGS,
    body: StartTimeoutRequestSchema,
    errors: ['TRIAL_ACCOUNT', 'PROTECTION_CANNOT_SHORTEN'],
  },
  /** Ends every session of the member; login is refused (SELF_EXCLUDED) until the end date. */
  selfExclude: {
    method: 'POST',
    path: '/wps/relay/PROTECT_selfExclude',
    ...SETTINGS,
    body: SelfExcludeRequestSchema,
    errors: ['TRIAL_ACCOUNT', 'PROTECTION_CANNOT_SHORTEN'],
  },
  playSummary: {
    method: 'GET',
    path: '/wps/relay/PROTECT_playSummary',
    auth: 'member',
    query: PlaySummaryQuerySchema,
    response: PlaySummarySchema,
    errors: ['RECORD_RANGE_INVALID'],
  },
});
