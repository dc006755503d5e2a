/**
 * Agent transfers (transferUpline): an agent sends main-wallet money to its upline or a direct
 * downline, behind its payment password. One ledger movement between the two main wallets.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, isAgentType, MAIN_WALLET_ID } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { amountMinor, money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import { refuseIfFrozen } from '../accounts/accounts.common.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { EventBus } from '../events/events.bus.js';
import {
  hashOf,
  player,
  postedTransaction,
  postTransaction,
  type PostInput,
} from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { confirmStepUp, type StepUpProof } from '../payments/payments.common.js';
import type { WalletRepository } from './wallet.repository.js';

const AGENT_SOURCE = 'agent-transfer';

const requestIdReused = () =>
  AppError.rule(ErrorCode.idempotencyKeyReused, 'this request id was already used for a different movement');

function refuseNonAgent(member: MemberRow): void {
  refuseTrial(member, 'cannot move money');
  if (!isAgentType(member.type)) throw AppError.rule(ErrorCode.agentOnly, 'only agents can do this');
}

export function createAgentTransferService(deps: { db: Db; repo: WalletRepository; events: EventBus }) {
  const { db, repo, events } = deps;

  return {
    async targets(merchant: MerchantRow, member: MemberRow) {
      refuseNonAgent(member);
      const upline = member.uplineId === null ? undefined : await repo.memberById(member.uplineId);
      const downlines = await repo.downlines(merchant.id, member.id);
      return {
        upline:
          upline && upline.merchantId === merchant.id && upline.status === 'active'
            ? { account: upline.account, nickname: upline.nickname }
            : null,
        downlines: downlines.map((d) => ({ account: d.account, nickname: d.nickname })),
      };
    },

    async transfer(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; targetAccount: string; amount: string } & StepUpProof,
    ) {
      refuseNonAgent(member);
      const minor = amountMinor(body.amount, merchant);
      const target = await repo.memberByAccount(merchant.id, body.targetAccount.trim());
      const direction: 'upline' | 'downline' | null =
        target && target.id === member.uplineId
          ? 'upline'
          : target && target.uplineId === member.id
            ? 'downline'
            : null;
      if (!target || direction === null || target.status !== 'active' || target.id === member.id) {
        throw AppError.rule(
          ErrorCode.transferTargetNotAllowed,
          'you can send only to your upline or a direct downline',
          {
            targetAccount: 'TRANSFER_TARGET_NOT_ALLOWED',
          },
        );
      }
      // Derived from the request id, so a retry posts the same movement and is recognised as one.
      const transferId = `AT${createHash('sha256')
        .update(`${merchant.id}:${member.id}:${body.requestId}`)
        .digest('hex')
        .slice(0, 20)
        .toUpperCase()}`;
      const movement: PostInput = {
        merchantId: merchant.id,
        currency: merchant.currency,
        source: AGENT_SOURCE,
        idempotencyKey: `${member.id}:${body.requestId}`,
        type: 'AGENT_TRANSFER_OUT',
        memberId: member.id,
        reference: transferId,
        metadata: { targetAccount: target.account, targetMemberId: target.id, direction },
        postings: [
          { account: player(member.id, MAIN_WALLET_ID), amount: -minor },
          { account: player(target.id, MAIN_WALLET_ID), amount: minor },
        ],
      };
      const answer = (createdAt: Date) => ({
        transferId,
        targetAccount: target.account,
        direction,
        amount: money(minor, merchant),
        createdAt: createdAt.toISOString(),
      });
      // A retry of a transfer that went through gets its first answer before any password check:
      // a double-click or a network retry never spends an attempt or meets a lock.
      const first = await postedTransaction(db, movement);
      if (first) {
        if (first.requestHash !== hashOf(movement)) throw requestIdReused();
        return answer(first.createdAt);
      }
      await confirmStepUp(db, merchant, member, 'agentTransfer', body);
      // Checked with the movement: a frozen agent keeps its balance for its debts (ADR 0009).
      const result = await db.transaction(async (tx) => {
        await refuseIfFrozen(tx, member.id);
        return postTransaction(tx, movement);
      });
      if (!result.replayed) {
        events.publishWalletChanged(merchant.code, member.id);
        events.publishWalletChanged(merchant.code, target.id);
      }
      return answer(result.createdAt);
    },
  };
}
