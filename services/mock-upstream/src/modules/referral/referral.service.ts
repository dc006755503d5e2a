/**
 * Referral, "invite friends": the member's stable code, the brand's terms, the friends
 * the member invited and their progress. The progress and the reward itself are written in the
 * database by the transactions that credit a deposit or settle a round (migration 0026), so they
 * hold however those race; this service links a new member to its referrer and reads.
 */
import { randomBytes } from 'node:crypto';
import {
  toMinor,
  type AdminReferralSettings,
  type ReferralFriend,
  type ReferralInfo,
  type ReferralRules,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { formatDateTime } from '../../lib/time.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import { pageOf } from '../../db/paging.js';
import type { Caller } from '../accounts/accounts.common.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  createReferralRepository,
  type ReferralRow,
  type ReferralSettingsRow,
} from './referral.repository.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I), like an agent's affiliate code. */
export function newReferralCode(): string {
  return Array.from(randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** `ab***yz`: enough for the referrer to know the friend, not the whole account name. */
export function maskAccount(account: string): string {
  return account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** The terms a brand starts with (seeded): deposit 20.00, bet 100.00, reward 10.00 (2 decimals). */
export function defaultReferralTerms(decimals: number) {
  return {
    enabled: true,
    minFirstDepositMinor: toMinor('20', decimals),
    minValidBetMinor: toMinor('100', decimals),
    rewardMinor: toMinor('10', decimals),
    turnoverMultiplier: 1,
    refuseSameIp: true,
    refuseSameDevice: true,
  };
}

export function createReferralService(deps: {
  db: Db;
  /** The referrer's reward-centre counts changed (promotions.changed). */
  rewardIssued?: (merchantCode: string, referrerId: number) => void;
}) {
  const repo = createReferralRepository(deps.db);

  function rulesView(merchant: MerchantRow, s: ReferralSettingsRow | undefined): ReferralRules {
    return {
      enabled: s?.enabled ?? false,
      minFirstDeposit: money(s?.minFirstDepositMinor ?? 0n, merchant),
      minValidBets: money(s?.minValidBetMinor ?? 0n, merchant),
      reward: money(s?.rewardMinor ?? 0n, merchant),
      turnoverMultiplier: s?.turnoverMultiplier ?? 0,
    };
  }

  function friendView(merchant: MerchantRow, r: ReferralRow, account: string): ReferralFriend {
    const when = (d: Date | null) => (d ? formatDateTime(d, merchant.timeZone) : null);
    return {
      account: maskAccount(account),
      status: r.activeAt ? 'active' : r.depositedAt ? 'deposited' : 'registered',
      registeredAt: formatDateTime(r.registeredAt, merchant.timeZone),
      depositedAt: when(r.depositedAt),
      activeAt: when(r.activeAt),
      firstDeposit: money(r.firstDepositMinor, merchant),
      validBets: money(r.validBetMinor, merchant),
      reward: r.status,
      refusal: r.refusal,
      rewardAmount: r.status === 'rewarded' ? money(r.rewardMinor, merchant) : null,
      rewardedAt: r.status === 'rewarded' ? when(r.decidedAt) : null,
    };
  }

  /** The member's code: given on first ask (a clash with another member's retries), then stable. */
  async function codeOf(merchant: MerchantRow, member: MemberRow): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await repo.codeOf(member.id);
      if (existing) return existing;
      await repo.claimCode(merchant.id, member.id, newReferralCode());
    }
    const code = await repo.codeOf(member.id);
    if (!code) throw new Error('no referral code could be given');
    return code;
  }

  return {
    codeOf,

    async info(merchant: MerchantRow, member: MemberRow): Promise<ReferralInfo> {
      refuseTrial(member, 'cannot move money');
      const [code, settings, summary] = await Promise.all([
        codeOf(merchant, member),
        repo.settings(merchant.id),
        repo.summary(member.id),
      ]);
      return {
        code,
        rules: rulesView(merchant, settings),
        summary: {
          invited: summary.invited,
          deposited: summary.deposited,
          active: summary.active,
          rewarded: summary.rewarded,
          rewardTotal: money(summary.rewardTotalMinor, merchant),
        },
      };
    },

    async friends(merchant: MerchantRow, member: MemberRow, q: { pageNo: number; pageSize: number }) {
      refuseTrial(member, 'cannot move money');
      const [rows, summary] = await Promise.all([
        repo.friends(member.id, q.pageNo, q.pageSize),
        repo.summary(member.id),
      ]);
      return pageOf(
        rows.map((row) => friendView(merchant, row.r, row.account)),
        summary.invited,
        q.pageNo,
        q.pageSize,
      );
    },

    /**
     * After a commit that may have moved a friend's progress (a deposit credited; a settled round is
     * applied by the bet outbox, whose job tells the referrer itself, ADR 0024):
     * the reward itself was written by the database; this tells the referrer's gateways, so the
     * reward centre's badge counts it without a reload.
     */
    async progressed(merchantCode: string, memberId: number): Promise<void> {
      const referrerId = await repo.recentlyRewardedReferrer(memberId);
      if (referrerId !== undefined) deps.rewardIssued?.(merchantCode, referrerId);
    },

    /** The referrer a registration's referralCode names, when it is a member's referral code. */
    async referrerOf(merchantId: number, code: string): Promise<number | undefined> {
      return (await repo.referrerByCode(merchantId, code))?.id;
    },

    /**
     * Records a new member as the referrer's friend, right after its registration. A friend who
     * registered from the referrer's device or IP is refused at once (and checked again when it
     * qualifies, against what the referrer has used by then).
     */
    async link(merchant: MerchantRow, friend: MemberRow, referrerId: number, _caller: Caller): Promise<void> {
      if (referrerId === friend.id) return;
      const terms = (await repo.settings(merchant.id)) ?? defaultReferralTerms(merchant.currencyDecimals);
      const refusal = await repo.refusal(friend.id, referrerId, terms.refuseSameIp, terms.refuseSameDevice);
      await repo.link({
        friendId: friend.id,
        merchantId: merchant.id,
        referrerId,
        ...(refusal ? { status: 'refused' as const, refusal, decidedAt: new Date() } : {}),
      });
    },

    async settings(merchant: MerchantRow) {
      const s = await repo.settings(merchant.id);
      return {
        ...rulesView(merchant, s),
        refuseSameIp: s?.refuseSameIp ?? true,
        refuseSameDevice: s?.refuseSameDevice ?? true,
      };
    },

    /** The operator's terms for the brand (an amount with more decimals than the currency is refused). */
    async setSettings(merchant: MerchantRow, body: AdminReferralSettings) {
      const minor = (field: 'minFirstDeposit' | 'minValidBets' | 'reward') => {
        try {
          return toMinor(body[field], merchant.currencyDecimals);
        } catch {
          throw AppError.badRequest('too many decimals', { [field]: 'amount_format' });
        }
      };
      await repo.saveSettings({
        merchantId: merchant.id,
        enabled: body.enabled,
        minFirstDepositMinor: minor('minFirstDeposit'),
        minValidBetMinor: minor('minValidBets'),
        rewardMinor: minor('reward'),
        turnoverMultiplier: body.turnoverMultiplier,
        refuseSameIp: body.refuseSameIp,
        refuseSameDevice: body.refuseSameDevice,
      });
      return this.settings(merchant);
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
