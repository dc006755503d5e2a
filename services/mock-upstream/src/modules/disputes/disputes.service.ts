/**
 * Round disputes: a member disputes one of their own rounds (within DISPUTE_WINDOW_DAYS, never from
 * a trial account); the platform keeps, with the dispute, what it knows of the round and the
 * round's ledger entries, and tells the member in their messages. The operator lists and answers
 * disputes (upheld or rejected, with a message); the member hears of the answer the same way.
 */
import {
  DISPUTE_WINDOW_DAYS,
  ErrorCode,
  type AdminDispute,
  type Dispute,
  type DisputeLedgerEntry,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeRound,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { slotRoundAudit, type FairSeeds } from '../demo-vendor/demo-vendor.slot-audit.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { answerMessage, openedMessage, type PlatformMessage } from './disputes.text.js';
import type { DisputeRow, DisputesRepository, RoundRow } from './disputes.repository.js';

const DAY_MS = 86_400_000;

export interface DisputesDeps {
  repo: DisputesRepository;
  /** The seamless master secret the demo slot's seed derives from (its rounds are recomputed). */
  masterSecret: string;
  /** The seeds a demo-slot round was played on when it was played on a member's seed pair (fairness). */
  recordedSeeds?: (vendor: string, roundId: string) => Promise<FairSeeds | null>;
  /** Writes a platform message to the member inside the dispute's own transaction. */
  sendMessage(tx: Db, merchantId: number, memberId: number, message: PlatformMessage): Promise<void>;
  /** After the member's messages changed (their unread count is pushed). */
  messagesChanged(merchantCode: string, memberId: number): void;
  now?: () => Date;
}

export function disputeView(row: DisputeRow): Dispute {
  return {
    id: row.id,
    status: row.status,
    outcome: row.outcome ?? null,
    vendor: row.vendor,
    roundId: row.roundId,
    gameCode: row.round.gameCode,
    reason: row.reason as DisputeReason,
    note: row.note,
    answer: row.answer ?? null,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

function adminView(row: DisputeRow, account: string): AdminDispute {
  return { ...disputeView(row), account, round: row.round, ledger: row.ledger };
}

export function createDisputesService(deps: DisputesDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const slotRound = slotRoundAudit(deps.masterSecret, deps.recordedSeeds);

  /** The demo slot's outcome of a finished round, from its random bytes (null for any other game). */
  async function recomputed(round: RoundRow, brand: MerchantRow): Promise<DisputeRound['recomputed']> {
    const outcome = await slotRound(round);
    if (!outcome) return null;
    return {
      stops: outcome.stops,
      window: outcome.window,
      win: money(outcome.winMinor, brand),
      matchesRecorded: outcome.winMinor === round.winMinor,
    };
  }

  async function roundOf(round: RoundRow, brand: MerchantRow): Promise<DisputeRound> {
    return {
      vendor: round.vendor,
      roundId: round.roundId,
      gameCode: round.gameCode,
      status: round.status,
      bet: money(round.betMinor, brand),
      win: money(round.winMinor, brand),
      createdAt: round.createdAt.toISOString(),
      settledAt: round.settledAt?.toISOString() ?? null,
      recomputed: await recomputed(round, brand),
    };
  }

  async function ledgerOf(round: RoundRow, brand: MerchantRow): Promise<DisputeLedgerEntry[]> {
    return (await repo.roundLedger(round)).map((e) => ({
      transactionId: e.transactionId,
      call: e.call,
      txId: e.txId,
      type: e.type,
      account: e.kind === 'player' ? `player:${e.accountTypeId}` : `system:${e.systemCode}`,
      amount: money(e.amount, brand),
      balanceAfter: money(e.balanceAfter, brand),
      createdAt: e.createdAt.toISOString(),
    }));
  }

  /** A replay of a request id answers its dispute; the same id with another round or reason is refused. */
  function replayOf(found: DisputeRow, input: OpenInput): Dispute {
    const same =
      found.vendor === input.vendor &&
      found.roundId === input.roundId &&
      found.reason === input.reason &&
      found.note === input.note;
    if (!same) {
      throw AppError.rule(
        ErrorCode.idempotencyKeyReused,
        'this request id was already used for another dispute',
      );
    }
    return disputeView(found);
  }

  type OpenInput = {
    requestId: string;
    vendor: string;
    roundId: string;
    reason: DisputeReason;
    note: string;
  };

  return {
    async open(brand: MerchantRow, member: MemberRow, input: OpenInput): Promise<Dispute> {
      refuseTrial(member, 'cannot dispute a round');
      const earlier = await repo.byRequest(member.id, input.requestId);
      if (earlier) return replayOf(earlier, input);
      const round = await repo.memberRound(member.id, input.vendor, input.roundId);
      if (!round) throw AppError.notFound('you have no round with this id');
      if (now().getTime() - round.createdAt.getTime() > DISPUTE_WINDOW_DAYS * DAY_MS) {
        throw AppError.rule(
          ErrorCode.disputeWindowClosed,
          `a round can be disputed for ${DISPUTE_WINDOW_DAYS} days after it was played`,
        );
      }
      const created = await repo.insert(
        {
          merchantId: brand.id,
          memberId: member.id,
          gameRoundId: round.id,
          vendor: round.vendor,
          roundId: round.roundId,
          requestId: input.requestId,
          reason: input.reason,
          note: input.note,
          round: await roundOf(round, brand),
          ledger: await ledgerOf(round, brand),
        },
        (tx, row) => deps.sendMessage(tx, brand.id, member.id, openedMessage(row)),
      );
      if (created) {
        deps.messagesChanged(brand.code, member.id);
        return disputeView(created);
      }
      // Another submission got there first: this request's own (a simultaneous replay), or the round's open one.
      const replay = await repo.byRequest(member.id, input.requestId);
      if (replay) return replayOf(replay, input);
      throw AppError.rule(ErrorCode.disputeAlreadyOpen, 'this round already has an open dispute');
    },

    async list(member: MemberRow, roundId: string | undefined) {
      return { list: (await repo.memberDisputes(member.id, roundId)).map(disputeView) };
    },

    async get(member: MemberRow, id: number): Promise<Dispute> {
      const row = await repo.memberDispute(member.id, id);
      if (!row) throw AppError.notFound(`no dispute ${id}`);
      return disputeView(row);
    },

    // ---------------------------------------------------------------- operator

    async adminList(brand: MerchantRow, status: 'open' | 'answered' | undefined, limit: number) {
      const rows = await repo.merchantDisputes(brand.id, status, limit);
      return { list: rows.map((r) => adminView(r.dispute, r.account)) };
    },

    async adminGet(brand: MerchantRow, id: number): Promise<AdminDispute> {
      const row = await repo.merchantDispute(brand.id, id);
      if (!row) throw AppError.notFound(`no dispute ${id}`);
      return adminView(row.dispute, row.account);
    },

    /**
     * Answers an open dispute, once. The same answer sent again (a retry) answers the dispute as it
     * stands; another answer to an answered dispute is DISPUTE_ALREADY_ANSWERED.
     */
    async answer(
      brand: MerchantRow,
      id: number,
      answer: { outcome: DisputeOutcome; message: string },
    ): Promise<AdminDispute> {
      const answered = await repo.answer(brand.id, id, answer, (tx, row) =>
        deps.sendMessage(tx, brand.id, row.memberId, answerMessage(row)),
      );
      if (answered) deps.messagesChanged(brand.code, answered.memberId);
      const current = await repo.merchantDispute(brand.id, id);
      if (!current) throw AppError.notFound(`no dispute ${id}`);
      const { dispute } = current;
      if (!answered && (dispute.outcome !== answer.outcome || dispute.answer !== answer.message)) {
        throw new AppError(409, ErrorCode.disputeAlreadyAnswered, 'this dispute was already answered');
      }
      return adminView(dispute, current.account);
    },
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;
