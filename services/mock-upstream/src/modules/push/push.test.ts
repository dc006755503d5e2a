/**
 * Web push on the platform against a real database and a local push service: a small HTTP server in
 * this file stands in for the browser vendor's, receives each push as a push service would, and the
 * test decrypts it with the browser's keys (RFC 8291, aes128gcm) and checks its VAPID signature
 * (RFC 8292). Covered: a new message pushed once in the subscriber's language; quiet hours hold it
 * back (but not a security event); a timed-out member gets nothing but security pushes; a
 * subscription the push service says is gone (410) is removed; every decision is in the operator's log.
 */
import {
  ErrorCode,
  PasskeyOptionsSchema,
  PasskeySchema,
  PushLogEntrySchema,
  PushPayloadSchema,
  PushSettingsSchema,
  passkeysEndpoints,
  pushEndpoints as e,
  type PushLogEntry,
} from '@portal/contracts';
import { SoftAuthenticator } from '@portal/contracts/testing/soft-authenticator';
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { protectionSettings, rewards } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { errorOf } from '../../test/accounts.js';
import { get, newMember, post, valueOf, type TestMember } from '../payments/payments.fixtures.js';
import { clockIn } from './push.quiet.js';

let t: TestApp;

// ------------------------------------------------------------------ the local push service

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const received: Received[] = [];
const waiters: Array<() => void> = [];
let pushService: Server;
let pushOrigin = '';

async function startPushService() {
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
async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
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
function browserKeys() {
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
function checkVapid(headers: IncomingHttpHeaders) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(match, String(headers.authorization)).not.toBeNull();
  const [, jwt = '', k = ''] = match ?? [];
  expect(k).toBe(t.config.vapid.publicKey);
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

// ------------------------------------------------------------------ platform calls

async function subscribe(m: TestMember, path: string, language = 'VI') {
  const keys = browserKeys();
  const endpoint = `${pushOrigin}${path}`;
  const res = await post(t.app, m.token, e.subscribe.path, {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    language,
  });
  return { keys, endpoint, settings: valueOf(PushSettingsSchema, res) };
}

function put(m: TestMember, url: string, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: m.token },
    payload: payload as object,
  });
}

async function sendMessage(m: TestMember, title: string) {
  const res = await t.app.inject({
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

async function logOf(m: TestMember): Promise<PushLogEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin/push/log?account=${m.account}`,
    headers: adminHeaders,
  });
  expect(res.statusCode).toBe(200);
  return z.object({ value: z.array(PushLogEntrySchema) }).parse(json(res)).value;
}

/** The log line of one item once it is decided. */
function decided(m: TestMember, ref: (r: PushLogEntry) => boolean) {
  return until(
    async () => (await logOf(m)).find((r) => ref(r) && r.outcome !== 'pending'),
    'a push decision',
  );
}

const pushesTo = (path: string) => received.filter((r) => r.path === path);

beforeAll(async () => {
  await startPushService();
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

describe('web push', () => {
  it('answers the VAPID public key browsers subscribe with', async () => {
    const res = await t.app.inject({ method: 'GET', url: e.config.path });
    expect(json(res)).toMatchObject({ value: { publicKey: t.config.vapid.publicKey } });
  });

  it('pushes a new message once, encrypted for the browser, signed by the platform, in its language', async () => {
    const m = await newMember(t.app.db);
    const { keys, settings } = await subscribe(m, '/push/a1');
    expect(settings).toEqual({
      kinds: { messages: true, rewards: true, security: true },
      quietHours: null,
      subscriptions: 1,
    });
    await sendMessage(m, 'Your withdrawal was paid');
    const [push] = await until(
      () => (pushesTo('/push/a1').length > 0 ? pushesTo('/push/a1') : undefined),
      'a push',
    );
    if (!push) throw new Error('no push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.urgency).toBe('normal');
    checkVapid(push.headers);
    const payload = PushPayloadSchema.parse(JSON.parse(keys.decrypt(push.body)));
    expect(payload).toMatchObject({
      kind: 'messages',
      language: 'VI',
      title: 'VI Your withdrawal was paid',
      url: '/index?centre=messageV2',
    });
    const line = await decided(m, (r) => r.kind === 'messages');
    expect(line).toMatchObject({ outcome: 'sent', delivered: 1, removed: 0 });
    // News of the same message again (the count changes when it is read) pushes nothing more.
    t.app.events.publish({ type: 'messages.changed', merchant: 'demo', memberId: m.id });
    await sendMessage(m, 'Second');
    await decided(m, (r) => r.kind === 'messages' && r.id !== line.id);
    expect(pushesTo('/push/a1')).toHaveLength(2);
  });

  it('pushes a message once when news of it arrives 50 times at once', async () => {
    const m = await newMember(t.app.db);
    await subscribe(m, '/push/r1');
    await sendMessage(m, 'Once');
    for (let i = 0; i < 50; i += 1) {
      t.app.events.publish({ type: 'messages.changed', merchant: 'demo', memberId: m.id });
    }
    await decided(m, (r) => r.kind === 'messages');
    await t.app.background.drain();
    expect(pushesTo('/push/r1')).toHaveLength(1);
    expect((await logOf(m)).filter((r) => r.kind === 'messages')).toHaveLength(1);
  });

  it('holds back messages in the quiet hours the member set, but not a security event', async () => {
    const m = await newMember(t.app.db);
    await subscribe(m, '/push/q1');
    const nowClock = clockIn(new Date(), 'Asia/Ho_Chi_Minh');
    const hour = Number(nowClock.slice(0, 2));
    const from = `${String((hour + 23) % 24).padStart(2, '0')}:00`;
    const to = `${String((hour + 1) % 24).padStart(2, '0')}:00`;
    const saved = valueOf(
      PushSettingsSchema,
      await put(m, e.setSettings.path, {
        kinds: { messages: true, rewards: true, security: true },
        quietHours: { from, to, timeZone: 'Asia/Ho_Chi_Minh' },
      }),
    );
    expect(saved.quietHours).toEqual({ from, to, timeZone: 'Asia/Ho_Chi_Minh' });
    await sendMessage(m, 'At night');
    expect(await decided(m, (r) => r.kind === 'messages')).toMatchObject({ outcome: 'quiet', delivered: 0 });

    const auth = new SoftAuthenticator('http://localhost:3000');
    const options = valueOf(
      PasskeyOptionsSchema,
      await post(t.app, m.token, passkeysEndpoints.registrationOptions.path, {
        origin: 'http://localhost:3000',
        rpId: 'localhost',
      }),
    );
    valueOf(
      PasskeySchema,
      await post(t.app, m.token, passkeysEndpoints.register.path, {
        challengeId: options.challengeId,
        name: 'Phone',
        response: auth.register(options.options as never),
      }),
    );
    expect(await decided(m, (r) => r.kind === 'security')).toMatchObject({ outcome: 'sent', delivered: 1 });
    const pushes = pushesTo('/push/q1');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.headers.urgency).toBe('high');
  });

  it('sends a timed-out or self-excluded member nothing but security pushes', async () => {
    for (const column of ['timeoutUntil', 'excludedUntil'] as const) {
      const m = await newMember(t.app.db);
      const path = `/push/p-${column}`;
      await subscribe(m, path);
      await t.app.db
        .insert(protectionSettings)
        .values({ memberId: m.id, [column]: new Date(Date.now() + 86_400_000) });
      await sendMessage(m, 'Weekend bonus');
      const [reward] = await t.app.db
        .insert(rewards)
        .values({
          merchantId: m.merchantId,
          memberId: m.id,
          source: 'promotion',
          sourceKey: `test:${m.id}`,
          title: { EN: 'Free spins' },
          amountMinor: 1000n,
        })
        .returning();
      t.app.events.publish({ type: 'promotions.changed', merchant: 'demo', memberId: m.id });
      expect(await decided(m, (r) => r.kind === 'messages')).toMatchObject({ outcome: 'protection' });
      expect(await decided(m, (r) => r.ref === `reward:${reward?.id}`)).toMatchObject({
        outcome: 'protection',
      });
      expect(pushesTo(path)).toHaveLength(0);
    }
  });

  it('removes a subscription the push service says is gone (410) and logs it', async () => {
    const m = await newMember(t.app.db);
    await subscribe(m, '/gone/g1');
    await subscribe(m, '/push/g2');
    await sendMessage(m, 'Hello');
    expect(await decided(m, (r) => r.kind === 'messages')).toMatchObject({
      outcome: 'sent',
      delivered: 1,
      removed: 1,
    });
    const settings = valueOf(PushSettingsSchema, await get(t.app, m.token, e.settings.path));
    expect(settings.subscriptions).toBe(1);
  });

  it('pushes nothing of a kind the member turned off, and nothing after unsubscribing', async () => {
    const m = await newMember(t.app.db);
    const { endpoint } = await subscribe(m, '/push/o1');
    valueOf(
      PushSettingsSchema,
      await put(m, e.setSettings.path, {
        kinds: { messages: false, rewards: true, security: true },
        quietHours: null,
      }),
    );
    await sendMessage(m, 'Muted');
    expect(await decided(m, (r) => r.kind === 'messages')).toMatchObject({ outcome: 'off' });
    expect((await post(t.app, m.token, e.unsubscribe.path, { endpoint })).statusCode).toBe(200);
    valueOf(
      PushSettingsSchema,
      await put(m, e.setSettings.path, {
        kinds: { messages: true, rewards: true, security: true },
        quietHours: null,
      }),
    );
    await sendMessage(m, 'Nobody listens');
    const lines = await until(async () => {
      const all = (await logOf(m)).filter((r) => r.kind === 'messages' && r.outcome !== 'pending');
      return all.length === 2 ? all : undefined;
    }, 'two decisions');
    expect(lines[0]).toMatchObject({ outcome: 'none' });
    expect(pushesTo('/push/o1')).toHaveLength(0);
  });

  it('refuses bad settings and subscriptions field by field, changing nothing', async () => {
    const m = await newMember(t.app.db);
    const bad = await put(m, e.setSettings.path, {
      kinds: { messages: true, rewards: true, security: true },
      quietHours: { from: '25:00', to: '07:00', timeZone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errorCode).toBe(ErrorCode.requestParamErr);
    const notHttps = await post(t.app, m.token, e.subscribe.path, {
      endpoint: 'http://push.example.com/x',
      keys: { p256dh: browserKeys().p256dh, auth: browserKeys().auth },
      language: 'EN',
    });
    expect(notHttps.statusCode).toBe(400);
    const settings = valueOf(PushSettingsSchema, await get(t.app, m.token, e.settings.path));
    expect(settings).toMatchObject({ quietHours: null, subscriptions: 0 });
  });
});
