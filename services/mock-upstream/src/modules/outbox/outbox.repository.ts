import { and, desc, eq, like } from 'drizzle-orm';
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

    /** SMS sent to a national number under any dialing code (`to` is "+<code><number>"). */
    listSmsToNumber(mobileNum: string, limit = 50): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'sms'), like(outbox.to, `+%${mobileNum}`)))
        .orderBy(desc(outbox.id))
        .limit(limit);
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
