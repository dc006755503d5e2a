import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { RequestIdSchema } from './wallet.js';

/**
 * Round disputes: a member contests one of their own rounds from the betting record; the platform
 * records it with what it knows of the round (the vendor's round record, the demo slot's recomputed
 * outcome) and the ledger entries of the round, and the operator answers it through the admin API.
 * One open dispute per round; the member hears of it in their messages, in their language.
 */

/** A round may be disputed for this many days after it was played. */
export const DISPUTE_WINDOW_DAYS = 30;
/** The longest note a member may add (characters, after trimming). */
export const DISPUTE_NOTE_MAX = 500;
/** The longest answer the operator may write. */
export const DISPUTE_ANSWER_MAX = 2_000;

/**
 * Why: the win was not paid, the result looks wrong, the game failed mid-round, the bet was taken
 * twice or not refunded, or something else (the note says what).
 */
export const DISPUTE_REASONS = ['notPaid', 'wrongResult', 'gameError', 'stakeTaken', 'other'] as const;
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS, { message: 'dispute_reason' });
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;

export const DISPUTE_STATUSES = ['open', 'answered'] as const;
export const DisputeStatusSchema = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;
export const DISPUTE_OUTCOMES = ['upheld', 'rejected'] as const;
export const DisputeOutcomeSchema = z.enum(DISPUTE_OUTCOMES, { message: 'dispute_outcome' });
export type DisputeOutcome = z.infer<typeof DisputeOutcomeSchema>;

const RoundKeyShape = {
  vendor: z.string().trim().min(1, 'vendor').max(32, 'vendor'),
  roundId: z.string().trim().min(1, 'round_id').max(128, 'round_id'),
};

export const DisputeNoteSchema = z.string().trim().max(DISPUTE_NOTE_MAX, 'dispute_note_too_long');

/** `POST /wps/member/disputes`: idempotent by requestId (a replay answers the first dispute). */
export const DisputeOpenSchema = z.object({
  requestId: RequestIdSchema,
  ...RoundKeyShape,
  reason: DisputeReasonSchema,
  note: DisputeNoteSchema.default(''),
});
export type DisputeOpen = z.input<typeof DisputeOpenSchema>;

/** What the betting record shows of a round's latest dispute. */
export const DisputeStateSchema = z.object({
  id: z.number().int(),
  status: DisputeStatusSchema,
  outcome: DisputeOutcomeSchema.nullable(),
});
export type DisputeState = z.infer<typeof DisputeStateSchema>;

/** A dispute as its member sees it. */
export const DisputeSchema = DisputeStateSchema.extend({
  vendor: z.string(),
  roundId: z.string(),
  gameCode: z.string(),
  reason: DisputeReasonSchema,
  note: z.string(),
  /** The operator's answer (upheld or rejected), null while open. */
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;
export const DisputesSchema = z.object({ list: z.array(DisputeSchema) });
export const DisputeParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const DisputeListQuerySchema = z.object({
  /** Only the disputes of this round (newest first); the member's latest 200 if absent. */
  roundId: z.string().trim().min(1, 'round_id').max(128, 'round_id').optional(),
});

// ------------------------------------------------------------------ operator (admin API)

/**
 * What the platform knew of the round when the dispute was opened: the vendor's round record and,
 * for the portal's own demo slot, the outcome recomputed from the round's random bytes (finished
 * rounds only), with whether it matches the win the vendor reported.
 */
export const DisputeRoundSchema = z.object({
  vendor: z.string(),
  roundId: z.string(),
  gameCode: z.string(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  bet: MoneySchema,
  win: MoneySchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  recomputed: z
    .object({
      stops: z.array(z.number().int()),
      window: z.array(z.array(z.string())),
      win: MoneySchema,
      matchesRecorded: z.boolean(),
    })
    .nullable(),
});
export type DisputeRound = z.infer<typeof DisputeRoundSchema>;

/** One ledger entry of the round: a vendor call (debit, credit, rollback) and the account it moved. */
export const DisputeLedgerEntrySchema = z.object({
  transactionId: z.number().int(),
  call: z.enum(['debit', 'credit', 'rollback']),
  txId: z.string(),
  type: z.string(),
  /** `player:<account type>` or `system:<code>`. */
  account: z.string(),
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  createdAt: z.string(),
});
export type DisputeLedgerEntry = z.infer<typeof DisputeLedgerEntrySchema>;

export const AdminDisputeSchema = DisputeSchema.extend({
  account: z.string(),
  round: DisputeRoundSchema,
  ledger: z.array(DisputeLedgerEntrySchema),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;
export const AdminDisputesSchema = z.object({ list: z.array(AdminDisputeSchema) });
export const AdminDisputeListQuerySchema = z.object({
  status: DisputeStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * `POST /admin/disputes/:id/answer`: upheld or rejected, with a message the member reads. The answer
 * is a message only: an upheld dispute's correction is made by the operator as a movement of its own.
 * Sending the same answer again answers the dispute as it stands; another answer to an answered one
 * is DISPUTE_ALREADY_ANSWERED.
 */
export const AdminDisputeAnswerSchema = z
  .object({
    outcome: DisputeOutcomeSchema,
    message: z
      .string()
      .trim()
      .min(1, 'dispute_answer_required')
      .max(DISPUTE_ANSWER_MAX, 'dispute_answer_too_long'),
  })
  .strict();
