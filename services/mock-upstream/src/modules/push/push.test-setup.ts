/**
 * What the push tests share: a local push service (a small HTTP server standing in for the browser
 * vendor's, receiving each push as a push service would), a browser's keys and its decryption
 * (RFC 8291, aes128gcm), the VAPID check (RFC 8292), and a wait on a condition.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PushLogEntrySchema,
  PushSettingsSchema,
  pushEndpoints as e,
  type PushLogEntry,
} from '@portal/contracts';
import { expect } from 'vitest';
import { z } from 'zod';
import { adminHeaders, json, type TestApp } from '../../test/app.js';
import { post, valueOf } from '../payments/payments.fixtures.js';

// ------------------------------------------------------------------ the local push service

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export const received: Received[] = [];
const waiters: Array<() => void> = [];
let pushService: Server;
export let pushOrigin = '';

export async function startPushService() {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      // A path under /gone/ is a subscription the browser dropped: the push service answers 410.
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
}

/** Waits for a condition on what the push service or the log says (no sleep: re-checked on news). */
export async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 25);
    });
  }
}

// ------------------------------------------------------------------ a browser's side

/** A browser's push keys, and the decryption a browser does (RFC 8291 with RFC 8188's aes128gcm). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: publicKey.toString('base64url'),
    auth: auth.toString('base64url'),
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])]);
      const ikm = hmac(hmac(auth, shared), keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([
        decipher.update(cipher.subarray(0, cipher.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      const end = plain.lastIndexOf(2);
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 by the platform's key, for this origin. */
export function checkVapid(headers: IncomingHttpHeaders, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(match, String(headers.authorization)).not.toBeNull();
  const [, jwt = '', k = ''] = match ?? [];
  expect(k).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(ok).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
  expect(body.aud).toBe(pushOrigin);
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
}

export function stopPushService(): Promise<void> {
  return new Promise((resolve) => pushService.close(() => resolve()));
}

export const pushesTo = (path: string) => received.filter((r) => r.path === path);

// ------------------------------------------------------------------ platform calls

/** A member as the calls need one: its account (the log's filter) and a session token. */
export interface PushMember {
  account: string;
  token: string;
}

/** The platform calls of the push tests, on the app `app()` answers when called. */
export function pushCalls(app: () => TestApp) {
  async function subscribe(m: PushMember, path: string, language = 'VI') {
    const keys = browserKeys();
    const endpoint = `${pushOrigin}${path}`;
    const res = await post(app().app, m.token, e.subscribe.path, {
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      language,
    });
    return { keys, endpoint, settings: valueOf(PushSettingsSchema, res) };
  }

  function put(m: PushMember, url: string, payload: unknown) {
    return app().app.inject({
      method: 'PUT',
      url,
      headers: { authorization: m.token },
      payload: payload as object,
    });
  }

  async function sendMessage(m: PushMember, title: string) {
    const res = await app().app.inject({
      method: 'POST',
      url: '/admin/messages',
      headers: adminHeaders,
      payload: {
        account: m.account,
        title,
        content: `<p>${title}</p>`,
        translations: { VI: { title: `VI ${title}` } },
      },
    });
    expect(res.statusCode).toBe(200);
  }

  async function logOf(m: PushMember): Promise<PushLogEntry[]> {
    const res = await app().app.inject({
      method: 'GET',
      url: `/admin/push/log?account=${m.account}`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    return z.object({ value: z.array(PushLogEntrySchema) }).parse(json(res)).value;
  }

  /** The log line of one item once it is decided. */
  function decided(m: PushMember, ref: (r: PushLogEntry) => boolean) {
    return until(
      async () => (await logOf(m)).find((r) => ref(r) && r.outcome !== 'pending'),
      'a push decision',
    );
  }

  return { subscribe, put, sendMessage, logOf, decided };
}
