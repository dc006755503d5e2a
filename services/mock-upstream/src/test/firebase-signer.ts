/**
 * A local stand-in for Google's signing of Firebase ID tokens (ADR 0023), for tests only: an RSA key
 * pair made per signer, its public half as the inline key set the platform is configured with
 * (FIREBASE_JWKS), and ID tokens shaped as Firebase's (RS256, `kid`, the claims of a phone sign-in).
 * Each option spoils one thing, so a test proves that check on its own: another audience or issuer,
 * an unknown `kid`, a foreign key's signature, times in the past or future, a claim left out.
 * Used by the platform's tests, the integration tests and the browser tests' local Firebase.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { FirebaseConfig, RsaJwk } from '../config.js';

export interface SignOptions {
  /** The claims to set or replace (`undefined` leaves one out). */
  claims?: Record<string, unknown>;
  /** Seconds from now of iat, auth_time and exp (defaults 0, 0, +3600). */
  iat?: number;
  authTime?: number;
  exp?: number;
  /** The header's key id; `null` leaves it out. */
  kid?: string | null;
  /** Signs with a key that is not in the key set (under the key set's kid unless `kid` says). */
  foreignKey?: boolean;
}

export interface LocalFirebaseSigner {
  readonly projectId: string;
  readonly kid: string;
  /** The public key set, as FIREBASE_JWKS holds it. */
  readonly jwks: { keys: RsaJwk[] };
  /** The platform's Firebase configuration with this key set inline. */
  config(overrides?: Partial<FirebaseConfig>): FirebaseConfig;
  /** The environment variables of the same configuration (a platform started as a process). */
  env(): Record<string, string>;
  /** An ID token of a phone sign-in of `phone` (E.164), with `options` spoiling what a test needs. */
  sign(phone: string | null, options?: SignOptions): Promise<string>;
}

const now = () => Math.floor(Date.now() / 1000);

export async function createLocalFirebaseSigner(
  projectId = 'portal-local-test',
): Promise<LocalFirebaseSigner> {
  const own = await generateKeyPair('RS256', { extractable: true });
  let foreign: CryptoKey | null = null;
  const kid = randomUUID().replaceAll('-', '');
  const publicJwk = { ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' } as RsaJwk;
  const jwks = { keys: [publicJwk] };

  return {
    projectId,
    kid,
    jwks,
    config: (overrides = {}) => ({
      projectId,
      apiKey: 'local-test-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      keySet: { kind: 'inline', keys: jwks.keys },
      authEmulatorUrl: null,
      ...overrides,
    }),
    env: () => ({
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_API_KEY: 'local-test-api-key',
      FIREBASE_JWKS: JSON.stringify(jwks),
    }),
    async sign(phone, options = {}) {
      const t = now();
      const uid = `uid${randomUUID().replaceAll('-', '').slice(0, 24)}`;
      const base: JWTPayload & Record<string, unknown> = {
        iss: `https://securetoken.google.com/${projectId}`,
        aud: projectId,
        auth_time: t + (options.authTime ?? 0),
        user_id: uid,
        sub: uid,
        iat: t + (options.iat ?? 0),
        exp: t + (options.exp ?? 3600),
        ...(phone === null ? {} : { phone_number: phone }),
        firebase: {
          identities: phone === null ? {} : { phone: [phone] },
          sign_in_provider: 'phone',
        },
      };
      const claims: Record<string, unknown> = { ...base, ...options.claims };
      for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
      const header = options.kid === null ? { alg: 'RS256' } : { alg: 'RS256', kid: options.kid ?? kid };
      let key = own.privateKey;
      if (options.foreignKey) {
        foreign ??= (await generateKeyPair('RS256')).privateKey;
        key = foreign;
      }
      // The times are written as given (SignJWT would only set them from its own clock).
      return new SignJWT(claims).setProtectedHeader(header).sign(key);
    },
  };
}
