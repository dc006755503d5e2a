/**
 * The passkeys area's platform endpoints (see passkeys.ts): a member's passkeys in the security
 * centre, the step-up challenge an operation that moves money out answers, and signing in with one.
 */
import { LoginValueSchema } from './accounts.js';
import { endpoints } from './endpoint.js';
import type { ErrorCode } from './errors.js';
import {
  PasskeyLoginOptionsRequestSchema,
  PasskeyLoginSchema,
  PasskeyOptionsSchema,
  PasskeyParamsSchema,
  PasskeyRegisterSchema,
  PasskeyRegistrationOptionsRequestSchema,
  PasskeyRemovedSchema,
  PasskeyRemoveSchema,
  PasskeyRenameSchema,
  PasskeySchema,
  PasskeysSchema,
  PasskeyStepUpOptionsRequestSchema,
} from './passkeys.js';

/** What answering a challenge may be refused with, wherever a passkey response is verified. */
export const PASSKEY_ASSERTION_ERRORS = [
  'PASSKEY_CHALLENGE_INVALID',
  'PASSKEY_UNKNOWN',
  'PASSKEY_VERIFICATION_FAILED',
  'PASSKEY_COUNTER_REGRESSION',
] as const satisfies readonly ErrorCode[];

export const passkeysEndpoints = endpoints('passkeys', {
  list: { method: 'GET', path: '/wps/member/passkeys', auth: 'member', response: PasskeysSchema },
  /** Creation options for the member's next passkey (its existing ones excluded). */
  registrationOptions: {
    method: 'POST',
    path: '/wps/member/passkeys/options',
    auth: 'member',
    body: PasskeyRegistrationOptionsRequestSchema,
    response: PasskeyOptionsSchema,
    errors: ['TRIAL_ACCOUNT', 'PASSKEY_LIMIT'],
  },
  register: {
    method: 'POST',
    path: '/wps/member/passkeys',
    auth: 'member',
    body: PasskeyRegisterSchema,
    response: PasskeySchema,
    errors: [
      'TRIAL_ACCOUNT',
      'PASSKEY_LIMIT',
      'PASSKEY_DUPLICATED',
      'PASSKEY_CHALLENGE_INVALID',
      'PASSKEY_VERIFICATION_FAILED',
    ],
  },
  rename: {
    method: 'PATCH',
    path: '/wps/member/passkeys/:id',
    auth: 'member',
    params: PasskeyParamsSchema,
    body: PasskeyRenameSchema,
    response: PasskeySchema,
    errors: ['NOT_FOUND'],
  },
  /** Proven by the account password or a passkey assertion (purpose removePasskey). */
  remove: {
    method: 'POST',
    path: '/wps/member/passkeys/remove',
    auth: 'member',
    encrypted: true,
    body: PasskeyRemoveSchema,
    response: PasskeyRemovedSchema,
    errors: ['NOT_FOUND', 'OLD_PASSWORD_INCORRECT', ...PASSKEY_ASSERTION_ERRORS],
  },
  /** A challenge for one operation of the member's, answerable by their passkeys only. */
  stepUpOptions: {
    method: 'POST',
    path: '/wps/member/passkeys/stepup',
    auth: 'member',
    body: PasskeyStepUpOptionsRequestSchema,
    response: PasskeyOptionsSchema,
    errors: ['TRIAL_ACCOUNT', 'NOT_FOUND'],
  },
  /** A challenge naming no member: any discoverable passkey of the brand may answer it. */
  loginOptions: {
    method: 'POST',
    path: '/wps/session/passkey/options',
    auth: 'public',
    body: PasskeyLoginOptionsRequestSchema,
    response: PasskeyOptionsSchema,
  },
  /** Opens a session like a password login (the same token, history row and checks). */
  login: {
    method: 'POST',
    path: '/wps/session/passkey/login',
    auth: 'public',
    body: PasskeyLoginSchema,
    response: LoginValueSchema,
    errors: ['US_FORBIDDEN_LOGIN_ERROR', 'IP_NOT_ALLOW', 'SELF_EXCLUDED', ...PASSKEY_ASSERTION_ERRORS],
  },
});
