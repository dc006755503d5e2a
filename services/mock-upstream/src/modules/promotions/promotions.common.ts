/**
 * What every promotions flow shares: the row types, the dependencies, the errors, a text in the
 * member's language, percentages of an amount, and the ledger posting that pays a bonus.
 */
import { ErrorCode, MAIN_WALLET_ID } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { memberPromotions, promotions, rewards } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { player, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type MemberPromotionRow = typeof memberPromotions.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;
export type Texts = Record<string, string>;

export interface PromotionsDeps {
  db: Db;
  /** Publishes promotions.changed (memberId null: every member of the brand). */
  changed(merchantCode: string, memberId: number | null): void;
  walletChanged(merchantCode: string, memberId: number): void;
  now?: () => Date;
}

/** `pct` percent (a decimal string, up to 3 decimals) of `amount`, rounded down. */
export function percentOf(amount: bigint, pct: string | number): bigint {
  const [whole = '0', frac = ''] = String(pct).split('.');
  const milli = BigInt(whole) * 1000n + BigInt((frac + '000').slice(0, 3));
  return (amount * milli) / 100_000n;
}

export const stateInvalid = (message = 'this promotion does not allow that now') =>
  AppError.rule(ErrorCode.promotionStateInvalid, message);
export const notFound = () => AppError.rule(ErrorCode.promotionNotFound, 'no such promotion');

/** A promotion's generated banner (the CDN draws its title in `language`): `/promotion/7.vi.svg`. */
export function promotionBannerPath(id: number, language: string): string {
  return `/promotion/${id}.${language.toLowerCase()}.svg`;
}

/** Pays `amount` from the BONUS account to the main wallet, keyed per member and `key`. */
export const bonusPosting = (
  merchant: MerchantRow,
  member: MemberRow,
  key: string,
  amount: bigint,
  metadata: Record<string, unknown>,
  source = 'promotion',
) => ({
  merchantId: merchant.id,
  currency: merchant.currency,
  source,
  idempotencyKey: `${member.id}:${key}`,
  type: 'BONUS' as const,
  memberId: member.id,
  reference: `PR-${key}`,
  metadata,
  postings: [
    { account: system('BONUS'), amount: -amount },
    { account: player(member.id, MAIN_WALLET_ID), amount },
  ],
});

/** Raises the member's turnover requirement by `required`. */
export async function addTurnover(tx: Db, memberId: number, required: bigint) {
  if (required <= 0n) return;
  await tx.execute(sql`INSERT INTO member_turnover (member_id, required_minor, done_minor)
      VALUES (${memberId}, ${required.toString()}::bigint, 0)
      ON CONFLICT (member_id) DO UPDATE SET
        required_minor = member_turnover.required_minor + ${required.toString()}::bigint, updated_at = now()`);
}
