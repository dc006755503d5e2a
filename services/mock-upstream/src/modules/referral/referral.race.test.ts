/**
 * The referral reward under concurrency (meaningful on PostgreSQL, DATABASE_URL; PGlite serialises
 * the calls and the outcome still holds): a friend's 50 deposits approved and 50 rounds settled all
 * at once, through the real routes, each deposit's commit running the referral trigger (migration
 * 0026) while three consumers of the bet outbox (migration 0055, as three platform processes) apply
 * the rounds in small batches, issue exactly ONE reward to the referrer; the first deposit is
 * recorded once and every valid bet counts, with no call and no batch failing on a lock cycle.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ReferralFriendsPageSchema,
  ReferralInfoSchema,
  referralEndpoints,
  type RsaKey,
} from '@portal/contracts';
import { rowsOf } from '../../db/rows.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { whileConsuming } from '../../test/bet-outbox.js';
import { rsaKey } from '../../test/accounts.js';
import { expectLedgerOk, fund } from '../../test/wallet.js';
import { get, valueOf } from '../payments/payments.fixtures.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';
import { approveDeposit, pendingBankDeposit, registered } from './referral.fixtures.js';

const STORM = 50;
let t: TestApp;
let key: RsaKey;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterAll(async () => t?.close());

const seamless = (kind: 'debit' | 'credit', account: string, round: string, amount: string) =>
  t.app.inject(
    signedSeamlessRequest(t.config.seamlessSecret, kind, {
      vendor: 'DEMO',
      account,
      txId: `${round}-${kind}`,
      roundId: round,
      gameCode: 'DEMOSLOT',
      amount,
    }),
  );

describe('referral reward under concurrency', () => {
  it(`pays one reward when ${STORM} deposits and ${STORM} rounds of the friend commit at once`, async () => {
    const referrer = await registered(t, key);
    const { code } = valueOf(
      ReferralInfoSchema,
      await get(t.app, referrer.token, referralEndpoints.info.path),
    );
    const friend = await registered(t, key, { referralCode: code });
    // Stakes placed beforehand (from a bonus, which is no deposit): 50 x 3.00 = 150.00 of valid
    // bets once settled, crossing the 100.00 threshold somewhere in the middle of the storm.
    await fund(t.app, friend.account, '500');
    const rounds = Array.from({ length: STORM }, (_, i) => `refrace-${process.pid}-${i}`);
    for (const round of rounds) {
      const res = await seamless('debit', friend.account, round, '3');
      expect(res.statusCode, res.body).toBe(200);
    }
    const orders: string[] = [];
    for (let i = 0; i < STORM; i += 1) orders.push(await pendingBankDeposit(t, friend.token, '50'));

    const calls = [
      ...orders.map((orderNo) => () => approveDeposit(t, orderNo)),
      ...rounds.map((round) => () => seamless('credit', friend.account, round, '0')),
    ];
    const answers = await whileConsuming(t.app, Promise.all(calls.map((call) => call())));
    // Every call commits: this storm once deadlocked now and then (a deposit's commit took the
    // friend's referrals row before its member_totals row, a round's the other way round) and one
    // call answered SYSTEM_ERROR; migration 0031 makes both take member_totals first.
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const issued = rowsOf(
      await t.app.db.execute(
        sql`SELECT amount_minor::text AS amount, source_key FROM rewards
            WHERE member_id = ${referrer.id} AND source = 'referral'`,
      ),
    );
    expect(issued).toEqual([{ amount: '1000', source_key: `referral:${friend.id}` }]);
    const friends = valueOf(
      ReferralFriendsPageSchema,
      await get(t.app, referrer.token, referralEndpoints.friends.path),
    );
    expect(friends.list).toEqual([
      expect.objectContaining({
        status: 'active',
        firstDeposit: '50.00',
        validBets: '150.00',
        reward: 'rewarded',
        rewardAmount: '10.00',
      }),
    ]);
    await expectLedgerOk(t.app);
  });
});
