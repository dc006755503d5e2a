/**
 * The security push of a sign-in from a new device, through the real login (encrypted body, argon2,
 * the login records) against the local push service: a device the account never saw sends one
 * `newDevice` push, in quiet hours too; a known device, the first sign-in ever, the same new device
 * again or at once, and another member's devices send nothing to this member.
 */
import { envelope, PushPayloadSchema, RegisterValueSchema, type RsaKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { login, loginValueOf, nextDevice, nextUsername, register, rsaKey } from '../../test/accounts.js';
import { newMember } from '../payments/payments.fixtures.js';
import { clockIn } from './push.quiet.js';
import {
  checkVapid,
  pushCalls,
  pushesTo,
  startPushService,
  stopPushService,
  type PushMember,
} from './push.test-setup.js';

let t: TestApp;
let key: RsaKey;
const { subscribe, put, logOf, decided } = pushCalls(() => t);
const PASSWORD = 'secret12';

beforeAll(async () => {
  await startPushService();
  t = await startTestApp();
  key = await rsaKey(t.app);
});

afterAll(async () => {
  await t.close();
  await stopPushService();
});

/** A member registered (and signed in) from `device`, as a visitor does. */
async function registered(device: string): Promise<PushMember> {
  const username = nextUsername('nd');
  const res = await register(t.app, key, {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    loginDeviceId: device,
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = envelope(RegisterValueSchema).parse(json(res)).value.login?.token;
  if (!token) throw new Error('the registration did not sign in');
  return { account: username.toLowerCase(), token };
}

async function signIn(m: PushMember, device: string) {
  return loginValueOf(
    await login(t.app, key, { username: m.account, password: PASSWORD, loginDeviceId: device }),
  );
}

/** Every decision of the log once the background work is done (the pushes the sign-ins started). */
async function securityLines(m: PushMember) {
  await t.app.background.drain();
  return (await logOf(m)).filter((r) => r.kind === 'security');
}

describe('a sign-in from a new device', () => {
  it('pushes once for a new device, in quiet hours too, and never for a known one', async () => {
    const phone = nextDevice();
    const laptop = nextDevice();
    const m = await registered(phone);
    const { keys } = await subscribe(m, '/push/nd-a', 'EN');
    // Quiet now, in the member's zone: a security push goes anyway.
    const hour = Number(clockIn(new Date(), 'Europe/London').slice(0, 2));
    const quiet = {
      from: `${String((hour + 23) % 24).padStart(2, '0')}:00`,
      to: `${String((hour + 1) % 24).padStart(2, '0')}:00`,
      timeZone: 'Europe/London',
    };
    const saved = await put(m, '/wps/member/push', {
      kinds: { messages: true, rewards: true, security: true },
      quietHours: quiet,
    });
    expect(saved.statusCode).toBe(200);

    // The device it registered on is known.
    await signIn(m, phone);
    expect(await securityLines(m)).toEqual([]);

    await signIn(m, laptop);
    const line = await decided(m, (r) => r.kind === 'security');
    expect(line).toMatchObject({ outcome: 'sent', delivered: 1 });
    expect(line.ref).toMatch(/^security:newDevice:[0-9a-f]{24}$/);
    // The device's own id is not in the operator's log.
    expect(line.ref).not.toContain(laptop);
    const pushes = pushesTo('/push/nd-a');
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    if (!push) throw new Error('no push');
    expect(push.headers.urgency).toBe('high');
    checkVapid(push.headers, t.config.vapid.publicKey);
    expect(PushPayloadSchema.parse(JSON.parse(keys.decrypt(push.body)))).toMatchObject({
      kind: 'security',
      event: 'newDevice',
      language: 'EN',
      url: '/index?centre=securityCenter',
    });

    // The same device again, and the first one: nothing more.
    await signIn(m, laptop);
    await signIn(m, phone);
    expect(await securityLines(m)).toHaveLength(1);
    expect(pushesTo('/push/nd-a')).toHaveLength(1);
  });

  it('pushes once when one new device signs in several times at once', async () => {
    const m = await registered(nextDevice());
    await subscribe(m, '/push/nd-b', 'EN');
    const tablet = nextDevice();
    // At most three password attempts at once pass without a captcha (the failure reservation).
    const answers = await Promise.all([1, 2, 3].map(() => signIn(m, tablet)));
    expect(new Set(answers.map((a) => a.token)).size).toBe(3);
    const lines = await securityLines(m);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ outcome: 'sent', delivered: 1 });
    expect(pushesTo('/push/nd-b')).toHaveLength(1);
  });

  it("keeps each member's devices apart", async () => {
    const aDevice = nextDevice();
    const bDevice = nextDevice();
    const a = await registered(aDevice);
    const b = await registered(bDevice);
    await subscribe(a, '/push/nd-c-a', 'EN');
    await subscribe(b, '/push/nd-c-b', 'EN');

    // B on a device only A knows: new to B (B is told), nothing to A.
    await signIn(b, aDevice);
    expect(await decided(b, (r) => r.kind === 'security')).toMatchObject({ outcome: 'sent' });
    expect(pushesTo('/push/nd-c-b')).toHaveLength(1);
    expect(await securityLines(a)).toEqual([]);
    expect(pushesTo('/push/nd-c-a')).toHaveLength(0);

    // A on the device B registered on: new to A, told once, whatever B did there.
    await signIn(a, bDevice);
    expect(await decided(a, (r) => r.kind === 'security')).toMatchObject({ outcome: 'sent' });
    expect(pushesTo('/push/nd-c-a')).toHaveLength(1);
    expect(pushesTo('/push/nd-c-b')).toHaveLength(1);
  });

  it('sends nothing on the first sign-in ever (no device known yet), then for the next new one', async () => {
    // A member with no login record at all (as an agent registers one): the first sign-in is no news.
    const raw = await newMember(t.app.db);
    await t.app.db
      .update(members)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(members.id, raw.id));
    const m = { account: raw.account, token: raw.token };
    await subscribe(m, '/push/nd-d', 'EN');
    await signIn(m, nextDevice());
    expect(await securityLines(m)).toEqual([]);
    await signIn(m, nextDevice());
    expect(await decided(m, (r) => r.kind === 'security')).toMatchObject({ outcome: 'sent', delivered: 1 });
    expect(pushesTo('/push/nd-d')).toHaveLength(1);
  });
});
