/**
 * What the agent area's queries share: the agent member types as SQL, the day range, and the
 * readers of numbers PostgreSQL answers as text (bigint sums exceed a JS number's exact range).
 */
import { AGENT_TYPES } from '@portal/contracts';
import { sql } from 'drizzle-orm';

export const AGENT_TYPE_LIST = sql.raw(AGENT_TYPES.join(', '));
export const big = (v: unknown): bigint => BigInt(String(v ?? '0'));
export const int = (v: unknown): number => Number(v ?? 0);

export interface RangeDays {
  start: string;
  end: string;
}
