import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import {
  captchas,
  firebaseTokenUses,
  loginFailures,
  memberSessions,
  outbox,
  passwordResetTokens,
  smsCodes,
} from '../db/schema/index.js';
import { createPeriodicJob } from './periodic-job.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PurgeCounts {
  captchas: number;
  smsCodes: number;
  sessions: number;
  resetTokens: number;
  loginFailures: number;
  outbox: number;
  firebaseTokenUses: number;
}

/**
 * Deletes verification and session rows nobody can use any more. Each table keeps what a rule
 * still reads: SMS codes double as the send log of the daily cap (so two days are kept), login
 * failures count within 15 minutes, sessions and tokens are kept a day past their end for support,
 * and a Firebase ID token's registration an hour past the token's expiry (it is refused by then).
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<PurgeCounts> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const removed = async (query: Promise<{ id: unknown }[]>) => (await query).length;
  return {
    captchas: await removed(
      db
        .delete(captchas)
        .where(lt(captchas.expiresAt, ago(HOUR_MS)))
        .returning({ id: captchas.id }),
    ),
    smsCodes: await removed(
      db
        .delete(smsCodes)
        .where(lt(smsCodes.createdAt, ago(2 * DAY_MS)))
        .returning({ id: smsCodes.id }),
    ),
    sessions: await removed(
      db
        .delete(memberSessions)
        .where(
          or(
            lt(memberSessions.expiresAt, ago(DAY_MS)),
            and(isNotNull(memberSessions.revokedAt), lt(memberSessions.revokedAt, ago(DAY_MS))),
          ),
        )
        .returning({ id: memberSessions.tokenHash }),
    ),
    resetTokens: await removed(
      db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, ago(DAY_MS)))
        .returning({ id: passwordResetTokens.tokenHash }),
    ),
    loginFailures: await removed(
      db
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, ago(DAY_MS)))
        .returning({ id: loginFailures.id }),
    ),
    outbox: await removed(
      db
        .delete(outbox)
        .where(lt(outbox.createdAt, ago(7 * DAY_MS)))
        .returning({ id: outbox.id }),
    ),
    firebaseTokenUses: await removed(
      db
        .delete(firebaseTokenUses)
        .where(lt(firebaseTokenUses.expiresAt, ago(HOUR_MS)))
        .returning({ id: firebaseTokenUses.tokenHash }),
    ),
  };
}

/** Runs purgeExpired every `intervalMs` (and once at start); returns a stop function. Deletes are
 * idempotent, so several upstream processes running it at once do no harm. */
export function startPurgeJob(db: Db, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  const job = createPeriodicJob({
    name: 'purge-expired',
    intervalMs,
    log,
    pass: async () => {
      const counts = await purgeExpired(db);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      if (total > 0) log.info({ counts }, 'expired verification rows purged');
      return total;
    },
  });
  job.start();
  job.kick();
  return () => job.stop();
}
