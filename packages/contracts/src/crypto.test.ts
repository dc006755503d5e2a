import { describe, expect, it } from 'vitest';
import { decryptPayload, DecryptionError, generateRsaKeyPair, rsaOaepAesGcm } from './crypto.js';

describe('payload encryption', () => {
  const pair = generateRsaKeyPair();

  it('round-trips a JSON body through RSA-OAEP + AES-GCM', () => {
    const body = { username: 'alice', password: 'Pässw0rd!', nested: { n: 1 } };
    const enc = rsaOaepAesGcm.encrypt(body, pair.publicKey, 'k1');
    expect(enc.body).not.toContain('alice');
    expect(decryptPayload(enc.header, enc.body, pair.privateKey)).toEqual(body);
  });

  it('uses a new key and iv per request', () => {
    const a = rsaOaepAesGcm.encrypt({ x: 1 }, pair.publicKey, 'k1');
    const b = rsaOaepAesGcm.encrypt({ x: 1 }, pair.publicKey, 'k1');
    expect(a.body).not.toEqual(b.body);
    expect(a.header).not.toEqual(b.header);
  });

  it('refuses a tampered body', () => {
    const enc = rsaOaepAesGcm.encrypt({ amount: '10.00' }, pair.publicKey, 'k1');
    const raw = Buffer.from(enc.body, 'base64');
    raw[14] = (raw[14] ?? 0) ^ 0xff;
    expect(() => decryptPayload(enc.header, raw.toString('base64'), pair.privateKey)).toThrow(
      DecryptionError,
    );
  });

  it('refuses a body wrapped for another key', () => {
    const other = generateRsaKeyPair();
    const enc = rsaOaepAesGcm.encrypt({ a: 1 }, other.publicKey, 'k2');
    expect(() => decryptPayload(enc.header, enc.body, pair.privateKey)).toThrow(DecryptionError);
  });

  it('refuses a malformed header', () => {
    expect(() => decryptPayload('garbage', 'AAAA', pair.privateKey)).toThrow(DecryptionError);
  });
});
