/**
 * The operator's money tools: a bonus (bonus account -> main wallet, raising the member's withdrawal
 * turnover requirement), a hand correction of the achieved turnover, and the ledger's self-check.
 */
import { MAIN_WALLET_ID } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { amountMinor, money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { EventBus } from '../events/events.bus.js';
import { checkLedger } from '../ledger/ledger.invariants.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { WalletRepository } from './wallet.repository.js';

const BONUS_SOURCE = 'admin-bonus';

export function createOperatorBonusService(deps: { db: Db; repo: WalletRepository; events: EventBus }) {
  const { db, repo, events } = deps;

  async function memberOfAccount(merchant: MerchantRow, account: string): Promise<MemberRow> {
    const member = await repo.memberByAccount(merchant.id, account);
    if (!member) throw AppError.notFound(`merchant ${merchant.code} has no member ${account}`);
    return member;
  }

  return {
    async adminBonus(
      merchant: MerchantRow,
      account: string,
      body: {
        requestId: string;
        amount: string;
        bonusType: string;
        description: string;
        turnoverMultiplier: number;
      },
    ) {
      const member = await memberOfAccount(merchant, account);
      refuseTrial(member, 'cannot move money');
      const minor = amountMinor(body.amount, merchant);
      const outcome = await db.transaction(async (tx) => {
        const posted = await postTransaction(tx, {
          merchantId: merchant.id,
          currency: merchant.currency,
          source: BONUS_SOURCE,
          idempotencyKey: `${member.id}:${body.requestId}`,
          type: 'BONUS',
          memberId: member.id,
          reference: `BN-${body.requestId}`,
          metadata: { bonusType: body.bonusType, description: body.description },
          postings: [
            { account: system('BONUS'), amount: -minor },
            { account: player(member.id, MAIN_WALLET_ID), amount: minor },
          ],
        });
        // Raised with the movement, so a replayed bonus never raises the requirement twice.
        const turnover = await repo.addTurnover(tx, member.id, {
          required: posted.replayed ? 0n : minor * BigInt(body.turnoverMultiplier),
        });
        return { posted, turnover };
      });
      if (!outcome.posted.replayed) events.publishWalletChanged(merchant.code, member.id);
      return {
        transactionId: String(outcome.posted.transactionId),
        replayed: outcome.posted.replayed,
        turnoverRequired: money(outcome.turnover.requiredMinor, merchant),
      };
    },

    async adminTurnover(merchant: MerchantRow, account: string, body: { amount: string }) {
      const member = await memberOfAccount(merchant, account);
      const minor = amountMinor(body.amount, merchant);
      const turnover = await repo.addTurnover(db, member.id, { done: minor });
      return {
        turnoverRequired: money(turnover.requiredMinor, merchant),
        turnoverDone: money(turnover.doneMinor, merchant),
      };
    },

    ledgerCheck: () => checkLedger(db),
  };
}
