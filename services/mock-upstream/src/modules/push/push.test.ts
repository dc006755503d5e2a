/**
 * Web push on the platform against a real database and a local push service: a small HTTP server
 * (push.test-setup.ts) stands in for the browser vendor's, receives each push as a push service would, and the
 * test decrypts it with the browser's keys (RFC 8291, aes128gcm) and checks its VAPID signature
 * (RFC 8292). Covered: a new message pushed once in the subscriber's language; quiet hours hold it
 * back (but not a security event); a timed-out member gets nothing but security pushes; a
 * subscription the push service says is gone (410) is removed; every decision is in the operator's log.
 */
import {
  ErrorCode,
  PasskeyOptionsSchema,
  PasskeySchema,
  PushPayloadSchema,
  PushSettingsSchema,
  PushStatusSchema,
  passkeysEndpoints,
  pushEndpoints as e,
} from '@portal/contracts';
import { SoftAuthenticator } from '@portal/contracts/testing/soft-authenticator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectionSettings, rewards } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { errorOf } from '../../test/accounts.js';
import { get, newMember, post, valueOf } from '../payments/payments.fixtures.js';
import { clockIn } from './push.quiet.js';
import {
  browserKeys,
  checkVapid,
  pushOrigin,
  pushesTo,
  startPushService,
  stopPushService,
  pushCalls,
  until,
} from './push.test-setup.js';

let t: TestApp;

const { subscribe, put, sendMessage, logOf, decided } = pushCalls(() => t);

beforeAll(async () => {
  await startPushService();
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await stopPushService();
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
    checkVapid(push.headers, t.config.vapid.publicKey);
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

  it("replaces a renewed subscription, keeping its language, and refuses another member's", async () => {
    const m = await newMember(t.app.db);
    const other = await newMember(t.app.db);
    const { endpoint: oldEndpoint } = await subscribe(m, '/push/x-old', 'VI');
    const { endpoint: othersEndpoint } = await subscribe(other, '/push/x-other', 'EN');
    const renewed = browserKeys();
    const body = {
      endpoint: `${pushOrigin}/push/x-new`,
      keys: { p256dh: renewed.p256dh, auth: renewed.auth },
    };
    const status = async (who: typeof m, endpoint: string) =>
      valueOf(
        PushStatusSchema,
        await get(t.app, who.token, `${e.status.path}?endpoint=${encodeURIComponent(endpoint)}`),
      ).subscribed;

    // Another member's endpoint as the old one: refused, nothing changed for either.
    const refused = await post(t.app, m.token, e.replace.path, { ...body, oldEndpoint: othersEndpoint });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).errorCode).toBe(ErrorCode.notFound);
    expect(await status(other, othersEndpoint)).toBe(true);
    expect(await status(m, body.endpoint)).toBe(false);
    // A body the schema refuses: field by field, nothing changed.
    const bad = await post(t.app, m.token, e.replace.path, {
      ...body,
      oldEndpoint: '',
      keys: { p256dh: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await status(m, oldEndpoint)).toBe(true);

    const replaced = valueOf(
      PushSettingsSchema,
      await post(t.app, m.token, e.replace.path, { ...body, oldEndpoint }),
    );
    expect(replaced.subscriptions).toBe(1);
    expect(await status(m, oldEndpoint)).toBe(false);
    expect(await status(m, body.endpoint)).toBe(true);
    // The other member cannot see it as theirs.
    expect(await status(other, body.endpoint)).toBe(false);

    await sendMessage(m, 'After renewal');
    expect(await decided(m, (r) => r.kind === 'messages')).toMatchObject({ outcome: 'sent', delivered: 1 });
    const [push] = pushesTo('/push/x-new');
    if (!push) throw new Error('no push to the renewed subscription');
    // Worded in the language the old subscription was made in.
    expect(PushPayloadSchema.parse(JSON.parse(renewed.decrypt(push.body)))).toMatchObject({ language: 'VI' });
    expect(pushesTo('/push/x-old')).toHaveLength(0);

    // Replaying the same renewal (the worker retried) changes nothing more.
    const again = valueOf(
      PushSettingsSchema,
      await post(t.app, m.token, e.replace.path, { ...body, oldEndpoint }),
    );
    expect(again.subscriptions).toBe(1);
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
