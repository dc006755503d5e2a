/**
 * The member's records: wallet transactions, personal profit and loss, bonuses. Every query names a
 * range of calendar days (the brand's time zone); a range the platform would refuse is refused here
 * first, so it costs no upstream call.
 */
import {
  BonusRecordsSchema,
  ErrorCode,
  MAX_RECORD_RANGE_DAYS,
  ProfitLossSchema,
  TransactionRecordsSchema,
  type ProfitLoss,
  type TransactionType,
} from '@portal/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import type { PageInput } from '../../trpc/inputs.js';

export type TransactionRecords = z.infer<typeof TransactionRecordsSchema>;
export type BonusRecords = z.infer<typeof BonusRecordsSchema>;

export interface RecordRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** Days since the epoch of a YYYY-MM-DD that names a real calendar day, else null (2024-02-30). */
function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.getTime() / DAY_MS;
}

/**
 * startDate <= endDate, both real days, at most MAX_RECORD_RANGE_DAYS apart; else
 * RECORD_RANGE_INVALID with the field to fix.
 */
export function checkRange(range: RecordRange): void {
  const start = dayNumber(range.startDate);
  const end = dayNumber(range.endDate);
  if (start === null) throw rangeError('startDate', 'validation.day_invalid');
  if (end === null) throw rangeError('endDate', 'validation.day_invalid');
  if (start > end) throw rangeError('endDate', 'validation.range_order');
  if (end - start > MAX_RECORD_RANGE_DAYS) throw rangeError('startDate', 'validation.range_too_long');
}

function rangeError(field: keyof RecordRange, key: string): AppError {
  return new AppError(ErrorCode.recordRangeInvalid, undefined, { [field]: key });
}

export function getTransactions(
  ctx: MemberContext,
  input: RecordRange & PageInput & { types?: TransactionType[] | undefined },
): Promise<TransactionRecords> {
  checkRange(input);
  return ctx.services.upstream.call('/wps/relay/WALLET_transactions', {
    ...callMeta(ctx),
    query: {
      types: input.types?.length ? [...new Set(input.types)].join(',') : undefined,
      startDate: input.startDate,
      endDate: input.endDate,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    },
    schema: TransactionRecordsSchema,
  });
}

export function getProfitLoss(ctx: MemberContext, input: RecordRange): Promise<ProfitLoss> {
  checkRange(input);
  return ctx.services.upstream.call('/wps/relay/WALLET_profitLoss', {
    ...callMeta(ctx),
    query: { startDate: input.startDate, endDate: input.endDate },
    schema: ProfitLossSchema,
  });
}

export function getBonuses(ctx: MemberContext, input: RecordRange & PageInput): Promise<BonusRecords> {
  checkRange(input);
  return ctx.services.upstream.call('/wps/relay/WALLET_bonusDetails', {
    ...callMeta(ctx),
    query: {
      startDate: input.startDate,
      endDate: input.endDate,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    },
    schema: BonusRecordsSchema,
  });
}
