import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { memberMessages, members, settings } from '../schema/index.js';
import { en, translationsOf, type SeedTexts } from './translations/index.js';

const MESSAGES_SEEDED_KEY = 'seed.messages';
/** The translations the seeded rows were last given (a hash, per merchant): the upgrade runs when
 * they change, not on every start (the table grows with every message sent). */
const TRANSLATED_KEY = 'seed.messages.translations';

/** Demo accounts that start with platform messages (one read, the others unread). */
const RECIPIENTS = ['demoplayer', 'demovip', 'demoagent'];

/** The seeded messages: their texts' keys in translations/en.ts `messages`. */
const MESSAGES: { key: keyof SeedTexts['messages']; daysAgo: number; read: boolean }[] = [
  { key: 'welcome', daysAgo: 6, read: true },
  { key: 'weekend-bonus', daysAgo: 2, read: false },
  { key: 'maintenance', daysAgo: 0, read: false },
];

/**
 * Seeds a few platform messages for the demo accounts, once (a restart never re-adds them), in
 * every language with a file in translations/.
 */
export async function seedMessages(tx: Db, merchantId: number, now = new Date()): Promise<void> {
  await upgradeTranslations(tx, merchantId);
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
        ...en.messages[m.key],
        translations: translationsOf((t) => t.messages[m.key]),
        createdAt,
        readAt: m.read ? createdAt : null,
      };
    }),
  );
  if (rows.length > 0) await tx.insert(memberMessages).values(rows);
}

/**
 * A data folder seeded before has the messages in English only, or in fewer languages than
 * translations/ holds now: the seeded rows (those whose English title and content are still the
 * seed's) get the seed's translations, once per change of them.
 */
async function upgradeTranslations(tx: Db, merchantId: number): Promise<void> {
  const all = MESSAGES.map((m) => translationsOf((t) => t.messages[m.key]));
  const fingerprint = createHash('sha256').update(JSON.stringify(all)).digest('hex');
  const key = `${TRANSLATED_KEY}.${merchantId}`;
  const [done] = await tx.select().from(settings).where(eq(settings.key, key));
  if (done?.value === fingerprint) return;
  for (const [i, m] of MESSAGES.entries()) {
    const { title, content } = en.messages[m.key];
    await tx
      .update(memberMessages)
      .set({ translations: all[i] })
      .where(
        and(
          eq(memberMessages.merchantId, merchantId),
          eq(memberMessages.title, title),
          eq(memberMessages.content, content),
        ),
      );
  }
  await tx
    .insert(settings)
    .values({ key, value: fingerprint })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
