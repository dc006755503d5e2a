import { envelope, ErrorEnvelopeSchema, RsaKeySchema } from '@portal/contracts';
import { rsaOaepAesGcm } from '@portal/contracts/crypto';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let key: z.infer<typeof RsaKeySchema>;
beforeAll(async () => {
  t = await startTestApp();
  key = envelope(RsaKeySchema).parse(
    json(await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })),
  ).value;
});
afterAll(async () => {
  await t?.close();
});

function verify(header: string | undefined, body: string, contentType = 'text/plain') {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/key/verify',
    headers: { 'content-type': contentType, ...(header ? { encryption: header } : {}) },
    payload: body,
  });
}

describe('RSA key', () => {
  it('serves a PEM public key with an id, the same on every call', async () => {
    expect(key.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(key.keyId).toMatch(/^rsa-[0-9a-f]{16}$/);
    const again = envelope(RsaKeySchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })),
    );
    expect(again.value).toEqual(key);
  });
});

describe('POST /wps/session/key/verify', () => {
  it('opens a body encrypted with the served key and lists its fields', async () => {
    const enc = rsaOaepAesGcm.encrypt(
      { username: 'alice', password: 'secret', captcha: 'ab12' },
      key.publicKey,
      key.keyId,
    );
    const res = await verify(enc.header, enc.body);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, value: { fields: ['captcha', 'password', 'username'] } });
    expect(res.body).not.toContain('secret');
  });

  it('refuses a tampered body with DECRYPTION_FAILED', async () => {
    const enc = rsaOaepAesGcm.encrypt({ amount: '10.00' }, key.publicKey, key.keyId);
    const raw = Buffer.from(enc.body, 'base64');
    raw[14] = (raw[14] ?? 0) ^ 0xff;
    const res = await verify(enc.header, raw.toString('base64'));
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('DECRYPTION_FAILED');
  });

  it('refuses a missing or malformed Encryption header and an unknown key id', async () => {
    const enc = rsaOaepAesGcm.encrypt({ a: 1 }, key.publicKey, key.keyId);
    for (const header of [undefined, 'garbage', enc.header.replace(key.keyId, 'rsa-0000000000000000')]) {
      const res = await verify(header, enc.body);
      expect(res.statusCode).toBe(400);
      expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('DECRYPTION_FAILED');
    }
  });

  it('refuses a plain JSON body on an encrypted route', async () => {
    const enc = rsaOaepAesGcm.encrypt({ a: 1 }, key.publicKey, key.keyId);
    const res = await verify(enc.header, JSON.stringify({ a: 1 }), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('DECRYPTION_FAILED');
  });

  it('asks for a body when there is none', async () => {
    const res = await verify('v1;x;y', '');
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('request_body_required');
  });

  it('refuses a decrypted body that is not a JSON object with a field-level message', async () => {
    const enc = rsaOaepAesGcm.encrypt(['not', 'an', 'object'], key.publicKey, key.keyId);
    const res = await verify(enc.header, enc.body);
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(json(res));
    expect(body.errorCode).toBe('request_param_err');
    expect(body.fields).toEqual({ body: 'must be a JSON object' });
  });
});
