/**
 * 50 deposits of one member arrive together against a daily deposit limit: each takes the member's
 * protection lock on its own transaction before it counts the window and writes its order, so exactly
 * as many pass as the limit holds and the rest are refused. Only PostgreSQL (DATABASE_URL) runs them
 * in parallel; on PGlite they are serialised and the outcome is checked all the same. Without the
 * lock (protection.repository.ts `lock`), they all read the same empty window and all pass.
 */
import { ErrorCode, paymentsEndpoints, protectionEndpoints, type RsaKey } from '@portal/contracts';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels, depositOrders, gameRounds } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rawError, rsaKey } from '../../test/accounts.js';
import { balances, call, createMember, fund, nextRequestId } from '../../test/wallet.js';

const STORM = 50;

let t: TestApp;
let key: RsaKey;
let bank: number;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  const [channel] = await t.app.db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.code, 'BANK_TRANSFER'));
  bank = channel?.id ?? 0;
});
afterAll(async () => t?.close());

describe('deposits against a limit, all at once', () => {
  it(`lets exactly the limit's worth of ${STORM} concurrent deposits through`, async () => {
    const m = await createMember(t.app, key, { prefix: 'pc' });
    const set = await call(t.app, m.token, 'POST', protectionEndpoints.setLimit.path, {
      kind: 'deposit',
      period: 'day',
      amount: '1000.00',
    });
    expect(set.statusCode).toBe(200);
    // 60.00 each: 16 fit in 1000.00 (960.00), the 17th would pass it.
    const answers = await Promise.all(
      Array.from({ length: STORM }, () =>
        call(t.app, m.token, 'POST', paymentsEndpoints.deposit.path, {
          requestId: nextRequestId('storm'),
          channelId: bank,
          amount: '60.00',
          payerName: 'Storm Payer',
        }),
      ),
    );
    const passed = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(passed).toBe(16);
    expect(refused.map((a) => rawError(a).errorCode)).toEqual(
      Array.from({ length: STORM - 16 }, () => ErrorCode.depositLimitExceeded),
    );
    const [total] = await t.app.db
      .select({ minor: sum(depositOrders.amountMinor) })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, m.id), inArray(depositOrders.status, ['pending', 'success'])));
    expect(BigInt(total?.minor ?? '0')).toBe(96_000n);
  });
});

describe('bets against a loss limit, all at once', () => {
  it(`stops ${STORM} concurrent bets within one bet of the limit`, async () => {
    const m = await createMember(t.app, key, { prefix: 'pl' });
    await fund(t.app, m.account, '100.00');
    const set = await call(t.app, m.token, 'POST', protectionEndpoints.setLimit.path, {
      kind: 'loss',
      period: 'day',
      amount: '5.00',
    });
    expect(set.statusCode).toBe(200);
    // 50 spins of 1.00 on rounds that stay open: each bet counts as lost until it is won.
    const answers = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        t.app.inject(
          signedSeamlessRequest(t.config.seamlessSecret, 'debit', {
            vendor: 'DEMO',
            account: m.account,
            txId: nextRequestId(`pl${i}`),
            roundId: nextRequestId(`plr${i}`),
            gameCode: 'demo-slot',
            amount: '1.00',
          }),
        ),
      ),
    );
    const taken = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => rawError(a).errorCode);
    // The bet that reaches the limit is taken; every later one is refused.
    expect(taken).toBe(5);
    expect(refused).toEqual(Array.from({ length: STORM - 5 }, () => ErrorCode.lossLimitReached));
    const rounds = await t.app.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(rounds).toHaveLength(5);
    expect((await balances(t.app, m.token)).get(1)).toBe('95.00');
  });
});
