/**
 * The member's records: wallet transactions, personal profit and loss, bonuses, each over a range of
 * brand-zone calendar days (the route's schema holds the date rule: RECORD_RANGE_INVALID otherwise).
 */
import { localized, type TransactionType } from '@portal/contracts';
import { money } from '../../lib/money.js';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { RecordsRepository } from './records.repository.js';

const DAY_MS = 86_400_000;

function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= end; t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export function createRecordsService(deps: { repo: RecordsRepository }) {
  const { repo } = deps;

  return {
    async transactions(
      merchant: MerchantRow,
      member: MemberRow,
      query: {
        startDate: string;
        endDate: string;
        types: TransactionType[] | null;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { total, rows } = await repo.transactions(
        { merchantId: merchant.id, memberId: member.id, timeZone: merchant.timeZone, ...query },
        query.types,
        query.pageNo,
        query.pageSize,
      );
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          time: r.createdAt.toISOString(),
          type: r.type as TransactionType,
          amount: money(r.amount, merchant),
          balanceAfter: money(r.balanceAfter, merchant),
          accountTypeId: r.accountTypeId,
          reference: r.reference,
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    async profitLoss(
      merchant: MerchantRow,
      member: MemberRow,
      query: { startDate: string; endDate: string },
    ) {
      const range = { merchantId: merchant.id, memberId: member.id, timeZone: merchant.timeZone, ...query };
      // Money in and out from the ledger; play from the rounds, so that a round still open is
      // neither a loss nor in the profit (its stake shows as pending) and the bet is the valid bet.
      const [sums, rounds] = await Promise.all([
        repo.dailySums(range, ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS']),
        repo.dailyRounds(range),
      ]);
      const empty = () => ({ deposit: 0n, withdraw: 0n, bonus: 0n, bet: 0n, win: 0n, pendingBet: 0n });
      const byDay = new Map(daysOf(query.startDate, query.endDate).map((d) => [d, empty()]));
      for (const { day, type, total } of sums) {
        const bucket = byDay.get(day);
        if (!bucket) continue;
        // Signed entry sums on the member's wallets: money out is negative.
        if (type === 'DEPOSIT') bucket.deposit += total;
        else if (type === 'WITHDRAW' || type === 'WITHDRAW_REFUND') bucket.withdraw -= total;
        else if (type === 'BONUS') bucket.bonus += total;
      }
      for (const { day, validBet, win, pendingBet } of rounds) {
        const bucket = byDay.get(day);
        if (!bucket) continue;
        bucket.bet += validBet;
        bucket.win += win;
        bucket.pendingBet += pendingBet;
      }
      const shape = (b: ReturnType<typeof empty>) => ({
        deposit: money(b.deposit, merchant),
        withdraw: money(b.withdraw, merchant),
        bonus: money(b.bonus, merchant),
        bet: money(b.bet, merchant),
        win: money(b.win, merchant),
        profit: money(b.win - b.bet + b.bonus, merchant),
        pendingBet: money(b.pendingBet, merchant),
      });
      const total = empty();
      for (const b of byDay.values()) {
        total.deposit += b.deposit;
        total.withdraw += b.withdraw;
        total.bonus += b.bonus;
        total.bet += b.bet;
        total.win += b.win;
        total.pendingBet += b.pendingBet;
      }
      return {
        ...shape(total),
        days: [...byDay.entries()].map(([date, b]) => ({ date, ...shape(b) })),
      };
    },

    async bonusDetails(
      merchant: MerchantRow,
      member: MemberRow,
      query: { startDate: string; endDate: string; pageNo: number; pageSize: number },
      language = 'EN',
    ) {
      const { total, rows } = await repo.bonuses(
        { merchantId: merchant.id, memberId: member.id, timeZone: merchant.timeZone, ...query },
        query.pageNo,
        query.pageSize,
      );
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          time: r.createdAt.toISOString(),
          bonusType: r.bonusType,
          description: r.description,
          amount: money(r.amount, merchant),
          promotion: r.promotion
            ? {
                id: r.promotion.id,
                title: localized(r.promotion, language, 'title'),
              }
            : null,
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },
  };
}
