/**
 * A software WebAuthn authenticator for tests (ES256, attestation "none", resident keys, user
 * verification): it answers the options the platform issues with the JSON a browser's
 * @simplewebauthn/browser would send, and lets a test copy a credential (a clone whose signature
 * counter lags) or replay an answer. Node only; never imported by the web or the services.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJson, RegistrationResponseJson } from '../passkeys.js';

// ------------------------------------------------------------------ a minimal CBOR encoder
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKeyCose: Buffer;
  rpId: string;
  userHandle: string;
  counter: number;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const c = Buffer.alloc(4);
  c.writeUInt32BE(counter >>> 0, 0);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), c, ...(attested ? [attested] : [])]);
}

/** Options as the platform answers them (PasskeyOptionsSchema's `options`). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin: string) {}

  /** navigator.credentials.create: a new resident ES256 credential, counter starting at 0. */
  register(options: CreationOptions): RegistrationResponseJson {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicKeyCose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const len = Buffer.alloc(2);
    len.writeUInt16BE(id.length, 0);
    const attested = Buffer.concat([Buffer.alloc(16), len, id, publicKeyCose]);
    const data = authData(rpId, FLAG_UP | FLAG_UV | FLAG_AT, 0, attested);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const credential: SoftCredential = {
      id,
      privateKey,
      publicKeyCose,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(
          cbor(
            new Map<Cbor, Cbor>([
              ['fmt', 'none'],
              ['attStmt', new Map()],
              ['authData', data],
            ]),
          ),
        ),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get: signs the challenge with a credential (the first by default), its
   * counter moved forward by one (unless `counter` says which to send: a clone's lagging one).
   */
  assert(
    options: RequestOptions,
    pick: { credential?: SoftCredential; counter?: number; origin?: string; userVerified?: boolean } = {},
  ): AuthenticationResponseJson {
    const credential = pick.credential ?? this.credentials[0];
    if (!credential) throw new Error('the soft authenticator holds no credential');
    if (pick.counter === undefined) credential.counter += 1;
    const counter = pick.counter ?? credential.counter;
    const flags = FLAG_UP | (pick.userVerified === false ? 0 : FLAG_UV);
    const data = authData(options.rpId ?? credential.rpId, flags, counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: pick.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
