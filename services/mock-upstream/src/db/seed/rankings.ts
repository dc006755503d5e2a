import { MAIN_WALLET_ID } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import { player, postTransaction, system } from '../../modules/ledger/ledger.repository.js';
import { monthOf } from '../../modules/content/rankings.service.js';
import type { Db } from '../client.js';
import { members, memberTurnover, settings, type merchants } from '../schema/index.js';

/**
 * Players whose deposits and bets fill the ranking pages on a fresh start. They are real members
 * of the books (nobody knows their passwords: a hash of random bytes), and their money moves only
 * through the ledger's own postings, never by writing a balance.
 */
export const RANKING_ACCOUNTS = [
  'luckystar',
  'minhtran',
  'dealer88',
  'hoanglong',
  'goldfish7',
  'thanhvu',
  'nguyenanh',
  'phoenix21',
  'tigerking',
  'baolam',
  'jackwin',
  'quanghuy',
  'kimchi99',
  'sunnyday',
  'dragonvn',
  'maiphuong',
  'tuanpham',
  'rocket777',
  'silverfox',
  'hanoiboy',
  'lotusking',
  'saigonkid',
  'bigwave',
  'jadefox',
];

/** A deterministic pseudo-random sequence (mulberry32) so every database gets the same demo data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whole major units -> minor units of the brand's currency. */
const minorOf = (major: number, decimals: number) => BigInt(major) * 10n ** BigInt(decimals);

/**
 * Seeds this month's deposits and bets of the ranking players, once per brand-zone month (a
 * settings flag `seed.rankings.YYYY-MM`): the pages are never empty after a (re)start, and an
 * operator's ledger is not topped up more than once a month. Two players deliberately tie on
 * deposits so the shared rank shows.
 */
export async function seedRankings(
  tx: Db,
  merchant: typeof merchants.$inferSelect,
  now = new Date(),
): Promise<void> {
  const month = monthOf(now, merchant.timeZone).startDate.slice(0, 7);
  const first = await tx
    .insert(settings)
    .values({ key: `seed.rankings.${month}`, value: true })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (first.length === 0) return;

  const existing = await tx
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.account, RANKING_ACCOUNTS)));
  const ids = new Map(existing.map((r) => [r.account, r.id]));
  const missing = RANKING_ACCOUNTS.filter((a) => !ids.has(a));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
    const inserted = await tx
      .insert(members)
      .values(
        missing.map((account) => ({
          merchantId: merchant.id,
          account,
          passwordHash,
          type: 3,
          nickname: account,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: members.id, account: members.account });
    for (const r of inserted) ids.set(r.account, r.id);
  }

  const decimals = merchant.currencyDecimals;
  const next = random(20_261_122);
  let tieWith: bigint | null = null;
  for (const [i, account] of RANKING_ACCOUNTS.entries()) {
    const memberId = ids.get(account);
    if (memberId === undefined) continue;
    const base = { merchantId: merchant.id, currency: merchant.currency, source: 'seed', memberId };
    // One or two deposits of 50..12,000; the 4th and 5th players deposit the same total.
    const deposits = Array.from({ length: 1 + Math.floor(next() * 2) }, () =>
      minorOf(50 + Math.floor(12_000 * next() ** 2), decimals),
    );
    if (i === 4) tieWith = deposits.reduce((a, b) => a + b, 0n);
    if (i === 5 && tieWith !== null) deposits.splice(0, deposits.length, tieWith);
    let balance = 0n;
    let required = 0n;
    for (const [n, amount] of deposits.entries()) {
      const posted = await postTransaction(tx, {
        ...base,
        idempotencyKey: `rank:${month}:${account}:deposit:${n}`,
        type: 'DEPOSIT',
        reference: `SD-${month}-${account}-${n}`,
        postings: [
          { account: system('PAYMENT_CLEARING'), amount: -amount },
          { account: player(memberId, MAIN_WALLET_ID), amount },
        ],
      });
      if (!posted.replayed) {
        balance += amount;
        required += amount * BigInt(merchant.depositTurnoverMultiplier);
      }
    }
    // Two bets of up to 30% of what is left each time, so the wallet never goes below zero.
    let done = 0n;
    for (let n = 0; n < 2 && balance > 0n; n++) {
      const amount = (balance * BigInt(5 + Math.floor(next() * 25))) / 100n;
      if (amount === 0n) break;
      const posted = await postTransaction(tx, {
        ...base,
        idempotencyKey: `rank:${month}:${account}:bet:${n}`,
        type: 'BET',
        reference: `SB-${month}-${account}-${n}`,
        postings: [
          { account: player(memberId, MAIN_WALLET_ID), amount: -amount },
          { account: system('HOUSE'), amount },
        ],
      });
      if (!posted.replayed) {
        balance -= amount;
        done += amount;
      }
    }
    await tx
      .insert(memberTurnover)
      .values({ memberId, requiredMinor: required, doneMinor: done })
      .onConflictDoUpdate({
        target: memberTurnover.memberId,
        set: {
          requiredMinor: sql`${memberTurnover.requiredMinor} + ${required.toString()}::bigint`,
          doneMinor: sql`${memberTurnover.doneMinor} + ${done.toString()}::bigint`,
          updatedAt: new Date(),
        },
      });
  }
}
