/**
 * Promotions under concurrency (meaningful on PostgreSQL, DATABASE_URL; PGlite serialises the calls
 * and the outcomes still hold): 100 claims of the same promotion, reward and rebate, 100 applications
 * and 100 raffle draws with the same and with different requestIds move money or stock once.
 */
import { ErrorCode, MAIN_WALLET_ID, promotionsEndpoints as e, type RsaKey } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { balances, call, createMember, expectLedgerOk, fund } from '../../test/wallet.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  admin,
  clockedService,
  memberRowOf,
  merchantOf,
  play,
  promotionInput,
} from './promotions.fixtures.js';

const STORM = 100;
let t: TestApp;
let key: RsaKey;
let merchant: MerchantRow;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  merchant = await merchantOf(t);
});
afterAll(async () => t?.close());

const codeOf = (res: { body: string }) => (json(res) as { errorCode?: string }).errorCode ?? 'OK';
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf(await t.app.db.execute(query))[0]?.['n'] ?? 0);

async function create(extra: Parameters<typeof promotionInput>[1]) {
  const res = await admin(t, 'POST', '/admin/promotions', promotionInput(merchant.timeZone, extra));
  return (res.body.value as { id: number }).id;
}

describe('promotions races', () => {
  it(`pays a deposit bonus once for ${STORM} claims (same and different requestIds)`, async () => {
    const id = await create({
      kind: 'depositBonus',
      percent: 100,
      cap: '500.00',
      minDeposit: '10.00',
      turnoverMultiplier: 5,
    });
    const m = await createMember(t.app, key, { prefix: 'rc' });
    expect(codeOf(await call(t.app, m.token, 'POST', e.join.path, { id }))).toBe('OK');
    await clockedService(t).service.depositBonus.deposited(merchant, m.id, 'D-race', 10_000n);
    const answers = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call(t.app, m.token, 'POST', e.claim.path, {
          id,
          requestId: i % 2 === 0 ? 'race-same-id' : `race-r-${i}-id`,
        }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === ErrorCode.promotionStateInvalid)).toBe(true);
    expect((await balances(t.app, m.token)).get(MAIN_WALLET_ID)).toBe('100.00');
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = ${m.id} AND type = 'BONUS'`,
      ),
    ).toBe(1);
  });

  it(`issues one application of ${STORM}, pays its reward once for ${STORM} claims`, async () => {
    const id = await create({ kind: 'application' });
    const m = await createMember(t.app, key, { prefix: 'ra' });
    const applies = await Promise.all(
      Array.from({ length: STORM }, () =>
        call(t.app, m.token, 'POST', e.apply.path, { id, comment: 'race', images: [] }),
      ),
    );
    expect(applies.map(codeOf).filter((c) => c === 'OK')).toHaveLength(1);
    const appId = await count(
      sql`SELECT max(id)::int AS n FROM promotion_applications WHERE member_id = ${m.id}`,
    );
    expect(
      await count(sql`SELECT count(*)::int AS n FROM promotion_applications WHERE member_id = ${m.id}`),
    ).toBe(1);
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin(t, 'POST', `/admin/promotion-applications/${appId}`, { decision: 'approve', amount: '7.00' }),
      ),
    );
    expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
    const rewardId = await count(sql`SELECT id AS n FROM rewards WHERE member_id = ${m.id}`);
    const claims = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call(
          t.app,
          m.token,
          'POST',
          e.claimRewards.path,
          i % 3 === 0
            ? { requestId: `race-a-${i}-id`, all: true }
            : { requestId: i % 2 ? 'race-same-id' : `race-b-${i}-id`, rewardId },
        ),
      ),
    );
    expect(
      claims
        .map(codeOf)
        .filter((c) => c !== 'OK')
        .every((c) => c === ErrorCode.nothingToClaim),
    ).toBe(true);
    expect((await balances(t.app, m.token)).get(MAIN_WALLET_ID)).toBe('7.00');
  });

  it(`pays the manual rebate once for ${STORM} claims`, async () => {
    const m = await createMember(t.app, key, { prefix: 'rr' });
    await fund(t.app, m.account, '1000.00');
    await play(t, m, '1000.00', '0.00');
    const claims = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call(t.app, m.token, 'POST', e.claimRebate.path, {
          requestId: i % 2 ? 'race-same-id' : `race-x-${i}-id`,
        }),
      ),
    );
    const codes = claims.map(codeOf);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === ErrorCode.rebateBelowMinimum)).toBe(true);
    expect(await count(sql`SELECT count(*)::int AS n FROM rebate_claims WHERE member_id = ${m.id}`)).toBe(1);
    expect((await balances(t.app, m.token)).get(MAIN_WALLET_ID)).toBe('3.00');
  });

  it(`never oversells a raffle: ${STORM} draws with one requestId, then ${STORM} with different ones`, async () => {
    const id = await create({
      kind: 'raffle',
      drawEvery: '0.01',
      drawBasis: 'validBets',
      prizes: [
        { name: { EN: 'A' }, amount: '1.00', stock: 3, weight: 1 },
        { name: { EN: 'B' }, amount: '2.00', stock: 2, weight: 1 },
      ],
    });
    const members = await Promise.all([1, 2].map(() => createMember(t.app, key, { prefix: 'rd' })));
    for (const m of members) {
      expect(codeOf(await call(t.app, m.token, 'POST', e.join.path, { id }))).toBe('OK');
      await fund(t.app, m.account, '5.00');
      await play(t, m, '5.00', '0.00');
    }
    const [first, second] = members;
    if (!first || !second) throw new Error('no members');
    const same = await Promise.all(
      Array.from({ length: STORM }, () =>
        call(t.app, first.token, 'POST', e.raffleDraw.path, { id, requestId: 'race-one-id' }),
      ),
    );
    expect(new Set(same.map((r) => (json(r) as { value?: { drawId: string } }).value?.drawId)).size).toBe(1);
    const different = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call(t.app, (i % 2 ? first : second).token, 'POST', e.raffleDraw.path, {
          id,
          requestId: `race-d-${i}-id`,
        }),
      ),
    );
    const codes = different.map(codeOf);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(4);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === ErrorCode.raffleOutOfStock)).toBe(true);
    expect(await count(sql`SELECT count(*)::int AS n FROM raffle_draws WHERE promotion_id = ${id}`)).toBe(5);
    expect(
      await count(sql`SELECT sum(remaining)::int AS n FROM raffle_prizes WHERE promotion_id = ${id}`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM rewards WHERE promotion_id = ${id}`)).toBe(5);
    void memberRowOf;
    await expectLedgerOk(t.app);
  });
});
