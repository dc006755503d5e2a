import { callingCodeOf } from '@portal/contracts/phone';
import { and, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export type OutboxChannel = 'sms' | 'email' | 'captcha';
export type OutboxRow = typeof outbox.$inferSelect;

export function createOutboxRepository(db: Db) {
  return {
    async add(row: { channel: OutboxChannel; to: string; body: string; code: string | null }): Promise<void> {
      await db.insert(outbox).values(row);
    },

    /** Newest first; capped because the outbox only grows. */
    list(channel: OutboxChannel, to: string, limit = 50): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, channel), eq(outbox.to, to)))
        .orderBy(desc(outbox.id))
        .limit(limit);
    },

    /**
     * SMS whose E.164 `to` is "+<digits>" or ends in them after a calling code: digits given without
     * their trunk or international prefix, so "912345678", "0912345678", "+84912345678" and
     * "0084912345678" all find the texts to +84 912345678.
     */
    async listSmsToDigits(digits: string, limit = 50): Promise<OutboxRow[]> {
      const rows = await db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.channel, 'sms'), or(eq(outbox.to, `+${digits}`), like(outbox.to, `+%${digits}`))),
        )
        .orderBy(desc(outbox.id))
        .limit(limit);
      // The suffix match must leave a whole calling code in front, not any digits.
      return rows.filter(
        (row) => row.to === `+${digits}` || callingCodeOf(row.to.slice(0, -digits.length)) !== null,
      );
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** Delivers a text to a phone. The default writes to the outbox; a real gateway would plug in here. */
export interface SmsProvider {
  send(message: { to: string; body: string; code: string }): Promise<void>;
}

/** Delivers an e-mail. The default writes to the outbox. */
export interface MailProvider {
  send(message: { to: string; subject: string; body: string }): Promise<void>;
}

export function outboxSmsProvider(repo: OutboxRepository): SmsProvider {
  return { send: ({ to, body, code }) => repo.add({ channel: 'sms', to, body, code }) };
}

export function outboxMailProvider(repo: OutboxRepository): MailProvider {
  return {
    send: ({ to, subject, body }) =>
      repo.add({ channel: 'email', to, body: `${subject}\n\n${body}`, code: null }),
  };
}
