import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { memberMessages, members, settings } from '../schema/index.js';

const MESSAGES_SEEDED_KEY = 'seed.messages';

/** Demo accounts that start with platform messages (one read, the others unread). */
const RECIPIENTS = ['demoplayer', 'demovip', 'demoagent'];

const MESSAGES = [
  {
    title: 'Welcome to the portal',
    content:
      '<p>Welcome! Your account is ready. Visit the <strong>member centre</strong> to set a payment password and bind a bank card.</p>',
    daysAgo: 6,
    read: true,
  },
  {
    title: 'Weekend deposit bonus',
    content:
      '<p>Deposit this weekend and receive a <strong>10% bonus</strong> up to 500.</p><ul><li>Minimum deposit 100</li><li>Turnover 5x</li></ul>',
    daysAgo: 2,
    read: false,
  },
  {
    title: 'Scheduled maintenance',
    content: '<p>Some games will be unavailable on Tuesday from 02:00 to 04:00 (GMT+7) for maintenance.</p>',
    daysAgo: 0,
    read: false,
  },
];

/** Seeds a few platform messages for the demo accounts, once (a restart never re-adds them). */
export async function seedMessages(tx: Db, merchantId: number, now = new Date()): Promise<void> {
  const first = await tx
    .insert(settings)
    .values({ key: MESSAGES_SEEDED_KEY, value: true })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (first.length === 0) return;
  const recipients = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.account, RECIPIENTS)));
  const rows = recipients.flatMap(({ id }) =>
    MESSAGES.map((m) => {
      const createdAt = new Date(now.getTime() - m.daysAgo * 86_400_000 - 3_600_000);
      return {
        merchantId,
        memberId: id,
        title: m.title,
        content: m.content,
        createdAt,
        readAt: m.read ? createdAt : null,
      };
    }),
  );
  if (rows.length > 0) await tx.insert(memberMessages).values(rows);
}
