import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchas,
  firebaseTokenUses,
  loginFailures,
  memberSessions,
  members,
  smsCodes,
} from '../db/schema/index.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { purgeExpired } from './purge-expired.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;
const at = (msAgo: number) => new Date(Date.now() - msAgo);

describe('purgeExpired', () => {
  it('removes dead verification and session rows and keeps the ones a rule still reads', async () => {
    const db = t.app.db;
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demoplayer'));
    if (!member) throw new Error('no demoplayer');
    await db.insert(captchas).values([
      { deviceId: 'old-device', codeHash: 'x', expiresAt: at(2 * HOUR), createdAt: at(3 * HOUR) },
      { deviceId: 'new-device', codeHash: 'y', expiresAt: at(-5 * 60_000) },
    ]);
    await db.insert(smsCodes).values([
      // Older than the daily cap's window: gone. Expired but inside the window: kept (it still counts).
      {
        merchantId: 1,
        phone: '+84 1',
        purpose: 'login',
        salt: 's',
        codeHash: 'h',
        expiresAt: at(71 * HOUR),
        createdAt: at(72 * HOUR),
      },
      {
        merchantId: 1,
        phone: '+84 2',
        purpose: 'login',
        salt: 's',
        codeHash: 'h',
        expiresAt: at(5 * HOUR),
        createdAt: at(6 * HOUR),
      },
    ]);
    await db.insert(memberSessions).values([
      { tokenHash: 'expired-long-ago', memberId: member.id, loginType: 'username', expiresAt: at(30 * HOUR) },
      {
        tokenHash: 'revoked-long-ago',
        memberId: member.id,
        loginType: 'username',
        expiresAt: at(-HOUR),
        revokedAt: at(25 * HOUR),
      },
      { tokenHash: 'alive', memberId: member.id, loginType: 'username', expiresAt: at(-HOUR) },
    ]);
    await db.insert(loginFailures).values([
      { merchantId: 1, scope: 'ip', key: 'old', createdAt: at(25 * HOUR) },
      { merchantId: 1, scope: 'ip', key: 'recent', createdAt: at(60_000) },
    ]);

    await db.insert(firebaseTokenUses).values([
      // An hour past the token's expiry: the token is refused anyway, the row goes.
      { tokenHash: 'firebase-expired', merchantId: 1, memberId: member.id, expiresAt: at(2 * HOUR) },
      // A token still alive keeps its row: it must not register a second time.
      { tokenHash: 'firebase-alive', merchantId: 1, memberId: member.id, expiresAt: at(-HOUR) },
    ]);

    const counts = await purgeExpired(db);
    expect(counts).toMatchObject({
      captchas: 1,
      smsCodes: 1,
      sessions: 2,
      loginFailures: 1,
      firebaseTokenUses: 1,
    });
    expect(
      (await db.select({ h: firebaseTokenUses.tokenHash }).from(firebaseTokenUses)).map((r) => r.h),
    ).toEqual(['firebase-alive']);

    expect((await db.select({ d: captchas.deviceId }).from(captchas)).map((r) => r.d)).toContain(
      'new-device',
    );
    expect((await db.select({ p: smsCodes.phone }).from(smsCodes)).map((r) => r.p)).toContain('+84 2');
    const sessions = (await db.select({ h: memberSessions.tokenHash }).from(memberSessions)).map((r) => r.h);
    expect(sessions).toContain('alive');
    expect(sessions).not.toContain('expired-long-ago');
    expect((await db.select({ k: loginFailures.key }).from(loginFailures)).map((r) => r.k)).toEqual([
      'recent',
    ]);

    // Nothing left to purge: a second run removes nothing.
    expect(Object.values(await purgeExpired(db)).every((n) => n === 0)).toBe(true);
  });
});
