/**
 * Firebase phone sign-in's proof (ADR 0023): a Firebase ID token verified as Google specifies for
 * third-party JWT libraries ("Verify ID tokens using a third-party JWT library"), with jose:
 *
 * - header: `alg` RS256, `kid` one of the key set's keys;
 * - signature: by that key;
 * - payload: `exp` in the future, `iat` and `auth_time` in the past, `aud` the project ID, `iss`
 *   `https://securetoken.google.com/<projectId>`, `sub` a non-empty string (the Firebase uid);
 * - and this portal's own needs: a `phone_number` claim that is a mobile number, and a sign-in made
 *   within the last SIGN_IN_MAX_AGE_S (the token proves a code typed just now, not a phone once).
 *
 * The key set is Google's (fetched and cached by jose: refetched after `cacheMaxAge`, or at once for
 * an unknown `kid` after a cooldown), another URL, or written inline (FIREBASE_JWKS, which is how the
 * tests sign with a local key). Every refusal is one AppError naming the check that failed; a key
 * set that cannot be read is FIREBASE_UNAVAILABLE (503), never a refusal of the person.
 */
import { createHash } from 'node:crypto';
import { PhoneSignInCode } from '@portal/contracts';
import { normalizeE164, type NormalizedPhone } from '@portal/contracts/phone';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { FirebaseConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';

/** The only algorithm Firebase signs ID tokens with. */
const ALGORITHM = 'RS256';
/** Clock difference between Google (or the signer) and this platform that is forgiven. */
export const CLOCK_TOLERANCE_S = 5;
/** How long after the phone sign-in its token still logs in or registers. */
export const SIGN_IN_MAX_AGE_S = 10 * 60;
/** Firebase uids are at most 128 characters (the Admin SDK refuses longer `sub`s too). */
const UID_MAX = 128;
/** Google's keys change every few hours and each stays published for days: 10 minutes is fresh. */
const KEY_SET_MAX_AGE_MS = 10 * 60_000;
/** A token with an unknown `kid` makes the key set be fetched again, at most this often. */
const KEY_SET_COOLDOWN_MS = 30_000;
const KEY_SET_TIMEOUT_MS = 5_000;

/** What a verified token proves: who signed in (the Firebase uid), with which phone, once. */
export interface FirebasePhoneProof {
  uid: string;
  phone: NormalizedPhone;
  /** SHA-256 of the token: the key of its single registration (firebase_token_uses). */
  tokenHash: string;
  /** The token's `exp`: after it the token is refused, so its registration need not be kept. */
  expiresAt: Date;
}

export interface FirebaseVerifier {
  readonly projectId: string;
  verify(idToken: string): Promise<FirebasePhoneProof>;
}

const FIELD = { firebaseIdToken: 'FIREBASE_TOKEN_INVALID' };

const invalid = (why: string) =>
  AppError.rule(PhoneSignInCode.firebaseTokenInvalid, `the Firebase ID token is refused: ${why}`, FIELD);

const expired = (why: string) =>
  AppError.rule(PhoneSignInCode.firebaseTokenExpired, `the Firebase ID token has expired: ${why}`, {
    firebaseIdToken: 'FIREBASE_TOKEN_EXPIRED',
  });

const unavailable = () =>
  new AppError(
    503,
    PhoneSignInCode.firebaseUnavailable,
    "Firebase's signing keys could not be read; nothing was decided, try again later",
  );

/** jose's refusal of a token, as the check it failed (key set failures are no refusal). */
function refusalOf(err: unknown): AppError {
  if (err instanceof errors.JWTExpired) return expired('its exp is past');
  if (err instanceof errors.JWTClaimValidationFailed) {
    const claim = err.claim;
    if (err.reason === 'missing') return invalid(`it has no ${claim} claim`);
    if (claim === 'aud') return invalid('its audience (aud) is not this Firebase project');
    if (claim === 'iss') return invalid('its issuer (iss) is not securetoken.google.com/<projectId>');
    return invalid(`its ${claim} claim failed the check`);
  }
  if (err instanceof errors.JWKSNoMatchingKey) return invalid('its key id (kid) is not in the key set');
  if (err instanceof errors.JWKSMultipleMatchingKeys) return invalid('its key id (kid) is ambiguous');
  if (err instanceof errors.JWSSignatureVerificationFailed) return invalid('its signature does not verify');
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) {
    return invalid('it is not signed with RS256');
  }
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return invalid('it is malformed');
  // The key set's URL did not answer, answered no JSON, or no key set (JWKSTimeout, JWKSInvalid, the
  // generic JOSEError of a non-200, fetch's own TypeError).
  return unavailable();
}

/** A NumericDate claim in the past (with the tolerance), or the refusal that says which. */
function requirePast(payload: JWTPayload, claim: 'iat' | 'auth_time', nowS: number): number {
  const value = payload[claim];
  if (typeof value !== 'number' || !Number.isFinite(value)) return invalidClaim(claim);
  if (value > nowS + CLOCK_TOLERANCE_S) throw invalid(`its ${claim} is in the future`);
  return value;
}

function invalidClaim(claim: string): never {
  throw invalid(`its ${claim} claim is missing or not a time`);
}

function keyResolver(config: FirebaseConfig): JWTVerifyGetKey {
  if (config.keySet.kind === 'inline') return createLocalJWKSet({ keys: config.keySet.keys });
  return createRemoteJWKSet(new URL(config.keySet.url), {
    cacheMaxAge: KEY_SET_MAX_AGE_MS,
    cooldownDuration: KEY_SET_COOLDOWN_MS,
    timeoutDuration: KEY_SET_TIMEOUT_MS,
  });
}

export function createFirebaseVerifier(
  config: FirebaseConfig,
  clock: () => Date = () => new Date(),
): FirebaseVerifier {
  // One resolver for the process: a remote key set is fetched once and cached by it.
  const keys = keyResolver(config);
  const issuer = `https://securetoken.google.com/${config.projectId}`;

  return {
    projectId: config.projectId,

    async verify(idToken: string): Promise<FirebasePhoneProof> {
      let header;
      try {
        header = decodeProtectedHeader(idToken);
      } catch {
        throw invalid('it is malformed');
      }
      // Google names the key of every token; a token without `kid` is none of its tokens (and a
      // key set of one key would otherwise be tried for it).
      if (typeof header.kid !== 'string' || header.kid === '') throw invalid('it names no key id (kid)');
      if (header.alg !== ALGORITHM) throw invalid('it is not signed with RS256');

      const now = clock();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: [ALGORITHM],
          audience: config.projectId,
          issuer,
          clockTolerance: CLOCK_TOLERANCE_S,
          currentDate: now,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
        }));
      } catch (err) {
        throw refusalOf(err);
      }

      const nowS = Math.floor(now.getTime() / 1000);
      requirePast(payload, 'iat', nowS);
      const authTime = requirePast(payload, 'auth_time', nowS);
      if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > UID_MAX) {
        throw invalid('its subject (sub) is not a Firebase uid');
      }
      if (nowS - authTime > SIGN_IN_MAX_AGE_S + CLOCK_TOLERANCE_S) {
        throw expired(`the phone sign-in is older than ${SIGN_IN_MAX_AGE_S / 60} minutes`);
      }
      const claimed = payload['phone_number'];
      const phone = typeof claimed === 'string' ? normalizeE164(claimed) : null;
      if (!phone) {
        throw AppError.rule(
          PhoneSignInCode.firebasePhoneMissing,
          'the Firebase ID token proves no mobile number (phone_number claim)',
          { firebaseIdToken: 'FIREBASE_PHONE_MISSING' },
        );
      }
      if (typeof payload.exp !== 'number') invalidClaim('exp');
      return {
        uid: payload.sub,
        phone,
        tokenHash: createHash('sha256').update(idToken).digest('hex'),
        expiresAt: new Date(payload.exp * 1000),
      };
    },
  };
}
