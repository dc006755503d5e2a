/**
 * Player protection through the platform's routes on a real database: limits that bite at once when
 * lowered and after 24 hours when raised, deposits refused over a limit or during a time-out, launches
 * and bets refused with a loss limit reached, a self-excluded member kept out until the end date, and
 * bad input answered field by field with nothing changed.
 */
import {
  ErrorCode,
  ProtectionSettingsSchema,
  gamesEndpoints,
  paymentsEndpoints,
  protectionEndpoints as e,
  type ProtectionSettings,
  type RsaKey,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositChannels,
  depositOrders,
  gameRounds,
  gameVendors,
  games,
  protectionLimits,
  protectionSettings,
} from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { login, rawError, rsaKey } from '../../test/accounts.js';
import { call, createMember, nextRequestId, type TestMember } from '../../test/wallet.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';
import { valueOf } from '../payments/payments.fixtures.js';

let t: TestApp;
let key: RsaKey;
let bank: number;
let slot: number;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  const [channel] = await t.app.db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.code, 'BANK_TRANSFER'));
  bank = channel?.id ?? 0;
  const [game] = await t.app.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(gameVendors.vendor, 'DEMO'))
    .limit(1);
  slot = game?.id ?? 0;
});
afterAll(async () => t?.close());

const settingsOf = (res: LightMyRequestResponse): ProtectionSettings =>
  valueOf(ProtectionSettingsSchema, res);
const limitOf = (s: ProtectionSettings, kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') =>
  s.limits.find((l) => l.kind === kind && l.period === period);
const setLimit = (m: TestMember, body: Record<string, unknown>) =>
  call(t.app, m.token, 'POST', e.setLimit.path, body);
const read = async (m: TestMember) => settingsOf(await call(t.app, m.token, 'GET', e.settings.path));
const deposit = (m: TestMember, amount: string) =>
  call(t.app, m.token, 'POST', paymentsEndpoints.deposit.path, {
    requestId: nextRequestId('pd'),
    channelId: bank,
    amount,
    payerName: 'Test Payer',
  });
const launch = (m: TestMember) =>
  call(t.app, m.token, 'GET', `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${slot}`);
/** As if `hours` had passed for the member: every timestamp of theirs moves back. */
async function timePasses(m: TestMember, hours: number) {
  const by = sql`make_interval(hours => ${hours})`;
  await t.app.db
    .update(protectionLimits)
    .set({ nextAt: sql`${protectionLimits.nextAt} - ${by}` })
    .where(eq(protectionLimits.memberId, m.id));
  await t.app.db
    .update(depositOrders)
    .set({ createdAt: sql`${depositOrders.createdAt} - ${by}` })
    .where(eq(depositOrders.memberId, m.id));
}

describe('limits', () => {
  it('has no limit until one is set, and a first limit is in force at once', async () => {
    const m = await createMember(t.app, key, { prefix: 'pl' });
    const before = await read(m);
    expect(before.limits).toHaveLength(6);
    expect(before.limits.every((l) => l.amount === null && l.pending === null)).toBe(true);
    const after = settingsOf(await setLimit(m, { kind: 'deposit', period: 'day', amount: '100.00' }));
    expect(limitOf(after, 'deposit', 'day')).toMatchObject({ amount: '100.00', pending: null, used: '0.00' });
  });

  it('lowers at once, raises and removes only after 24 hours, and a lower change drops a pending raise', async () => {
    const m = await createMember(t.app, key, { prefix: 'pl' });
    await setLimit(m, { kind: 'deposit', period: 'week', amount: '300.00' });
    let s = settingsOf(await setLimit(m, { kind: 'deposit', period: 'week', amount: '200.00' }));
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({ amount: '200.00', pending: null });

    s = settingsOf(await setLimit(m, { kind: 'deposit', period: 'week', amount: '900.00' }));
    const raised = limitOf(s, 'deposit', 'week');
    expect(raised?.amount).toBe('200.00');
    expect(raised?.pending?.amount).toBe('900.00');
    const wait = Date.parse(raised?.pending?.effectiveAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);

    await timePasses(m, 23);
    expect(limitOf(await read(m), 'deposit', 'week')?.amount).toBe('200.00');
    await timePasses(m, 1);
    expect(limitOf(await read(m), 'deposit', 'week')).toMatchObject({ amount: '900.00', pending: null });

    s = settingsOf(await setLimit(m, { kind: 'deposit', period: 'week', amount: null }));
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({ amount: '900.00', pending: { amount: null } });
    s = settingsOf(await setLimit(m, { kind: 'deposit', period: 'week', amount: '50.00' }));
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({ amount: '50.00', pending: null });
    await timePasses(m, 25);
    expect(limitOf(await read(m), 'deposit', 'week')?.amount).toBe('50.00');
  });

  it('refuses a deposit over the limit (pending orders count, failed ones do not) with the room left', async () => {
    const m = await createMember(t.app, key, { prefix: 'pl' });
    await setLimit(m, { kind: 'deposit', period: 'day', amount: '150.00' });
    expect((await deposit(m, '100.00')).statusCode).toBe(200);
    const refused = await deposit(m, '51.00');
    expect(refused.statusCode).toBe(400);
    expect(rawError(refused)).toMatchObject({
      errorCode: ErrorCode.depositLimitExceeded,
      fields: { amount: ErrorCode.depositLimitExceeded },
      value: { period: 'day', remaining: '50.00' },
    });
    expect((await deposit(m, '50.00')).statusCode).toBe(200);
    expect(limitOf(await read(m), 'deposit', 'day')?.used).toBe('150.00');
    // The bank transfers never arrive: failed orders free their room.
    await t.app.db
      .update(depositOrders)
      .set({ status: 'failed' })
      .where(and(eq(depositOrders.memberId, m.id), eq(depositOrders.status, 'pending')));
    expect((await deposit(m, '150.00')).statusCode).toBe(200);
  });

  it('counts the week and month windows too, and a window frees its room as it rolls on', async () => {
    const m = await createMember(t.app, key, { prefix: 'pl' });
    await setLimit(m, { kind: 'deposit', period: 'week', amount: '200.00' });
    const first = await deposit(m, '200.00');
    expect(first.statusCode, first.body).toBe(200);
    await timePasses(m, 6 * 24);
    expect(rawError(await deposit(m, '50.00'))).toMatchObject({
      value: { period: 'week', remaining: '0.00' },
    });
    await timePasses(m, 24);
    expect((await deposit(m, '50.00')).statusCode).toBe(200);
  });
});

describe('loss limits', () => {
  it('refuses launches and bets once the net loss of the window reaches the limit', async () => {
    const m = await createMember(t.app, key, { prefix: 'pl' });
    expect((await launch(m)).statusCode).toBe(200);
    await setLimit(m, { kind: 'loss', period: 'day', amount: '20.00' });
    const [member] = await t.app.db
      .execute<{ merchant_id: number }>(sql`select merchant_id from members where id = ${m.id}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { merchant_id: number }[] }).rows));
    await t.app.db.insert(gameRounds).values({
      merchantId: member?.merchant_id ?? 0,
      memberId: m.id,
      vendor: 'DEMO',
      roundId: `loss-${m.id}`,
      gameCode: 'slot',
      status: 'settled',
      betMinor: 3_000n,
      winMinor: 500n,
    });
    const refused = await launch(m);
    expect(rawError(refused)).toMatchObject({
      errorCode: ErrorCode.lossLimitReached,
      value: { period: 'day' },
    });
    const bet = await t.app.inject(
      signedSeamlessRequest(t.config.seamlessSecret, 'debit', {
        vendor: 'DEMO',
        account: m.account,
        txId: `tx-${m.id}`,
        roundId: `r-${m.id}`,
        gameCode: 'slot',
        amount: '1.00',
      }),
    );
    expect(rawError(bet).errorCode).toBe(ErrorCode.lossLimitReached);
    expect(limitOf(await read(m), 'loss', 'day')?.used).toBe('25.00');
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses deposits, launches and bets during a time-out, which can be lengthened but not shortened', async () => {
    const m = await createMember(t.app, key, { prefix: 'pt' });
    const s = settingsOf(await call(t.app, m.token, 'POST', e.startTimeout.path, { days: 7 }));
    expect(Date.parse(s.timeoutUntil ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(rawError(await deposit(m, '60.00'))).toMatchObject({
      errorCode: ErrorCode.playerTimedOut,
      value: { until: s.timeoutUntil },
    });
    expect(rawError(await launch(m)).errorCode).toBe(ErrorCode.playerTimedOut);
    // A vendor's bet of a game opened before the time-out: refused, no money moved.
    const bet = await t.app.inject(
      signedSeamlessRequest(t.config.seamlessSecret, 'debit', {
        vendor: 'DEMO',
        account: m.account,
        txId: `tx-pt-${m.id}`,
        roundId: `r-pt-${m.id}`,
        gameCode: 'slot',
        amount: '1.00',
      }),
    );
    expect(rawError(bet).errorCode).toBe(ErrorCode.playerTimedOut);
    const shorter = await call(t.app, m.token, 'POST', e.startTimeout.path, { days: 1 });
    expect(rawError(shorter)).toMatchObject({
      errorCode: ErrorCode.protectionCannotShorten,
      fields: { days: ErrorCode.protectionCannotShorten },
    });
    expect((await read(m)).timeoutUntil).toBe(s.timeoutUntil);
    const longer = settingsOf(await call(t.app, m.token, 'POST', e.startTimeout.path, { days: 14 }));
    expect(Date.parse(longer.timeoutUntil ?? '')).toBeGreaterThan(Date.parse(s.timeoutUntil ?? ''));
  });

  it('ends the sessions of a self-excluded member and refuses its logins until the end date', async () => {
    const m = await createMember(t.app, key, { prefix: 'px' });
    const s = settingsOf(await call(t.app, m.token, 'POST', e.selfExclude.path, { months: 6 }));
    expect(Date.parse(s.excludedUntil ?? '') - Date.now()).toBeGreaterThan(180 * 86_400_000);
    expect((await call(t.app, m.token, 'GET', e.settings.path)).statusCode).toBe(401);
    const refused = await login(t.app, key, { username: m.account, password: 'Demo1234' });
    expect(rawError(refused)).toMatchObject({
      errorCode: ErrorCode.selfExcluded,
      value: { until: s.excludedUntil },
    });
    // The end date passes: the member may log in again.
    await t.app.db
      .update(protectionSettings)
      .set({ excludedUntil: new Date(Date.now() - 1000) })
      .where(eq(protectionSettings.memberId, m.id));
    expect((await login(t.app, key, { username: m.account, password: 'Demo1234' })).statusCode).toBe(200);
  });

  it('stores the reality-check interval', async () => {
    const m = await createMember(t.app, key, { prefix: 'pr' });
    const s = settingsOf(await call(t.app, m.token, 'POST', e.setRealityCheck.path, { minutes: 30 }));
    expect(s.realityCheckMinutes).toBe(30);
    const off = settingsOf(await call(t.app, m.token, 'POST', e.setRealityCheck.path, { minutes: null }));
    expect(off.realityCheckMinutes).toBeNull();
  });
});

describe('bad input', () => {
  it.each([
    [e.setLimit.path, { kind: 'deposit', period: 'day', amount: 'ten' }, 'amount'],
    [e.setLimit.path, { kind: 'deposit', period: 'day', amount: '0' }, 'amount'],
    [e.setLimit.path, { kind: 'bonus', period: 'day', amount: '10.00' }, 'kind'],
    [e.setLimit.path, { kind: 'loss', period: 'year', amount: '10.00' }, 'period'],
    [e.setRealityCheck.path, { minutes: 7 }, 'minutes'],
    [e.startTimeout.path, { days: 0 }, 'days'],
    [e.startTimeout.path, { days: 43 }, 'days'],
    [e.selfExclude.path, { months: 5 }, 'months'],
  ])('%s %j is refused on its field and changes nothing', async (path, body, field) => {
    const m = await createMember(t.app, key, { prefix: 'pb' });
    const before = await read(m);
    const res = await call(t.app, m.token, 'POST', path, body);
    expect(res.statusCode).toBe(400);
    const err = rawError(res);
    expect(err.errorCode).toBe(ErrorCode.requestParamErr);
    expect(Object.keys(err.fields as object)).toContain(field);
    expect(await read(m)).toEqual(before);
  });

  it('refuses more decimals than the currency has', async () => {
    const m = await createMember(t.app, key, { prefix: 'pb' });
    const res = await setLimit(m, { kind: 'deposit', period: 'day', amount: '1.005' });
    expect(rawError(res)).toMatchObject({
      errorCode: ErrorCode.invalidAmount,
      fields: { amount: 'INVALID_AMOUNT' },
    });
    expect(limitOf(await read(m), 'deposit', 'day')?.amount).toBeNull();
  });
});
