import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankCards, banks, members, merchants } from '../../db/schema/index.js';
import { transactional } from '../../db/transactional.js';

export type BankRow = typeof banks.$inferSelect;
export type CardRow = typeof bankCards.$inferSelect;
export type NewCard = typeof bankCards.$inferInsert;

/** Banks, bound cards and the member's payee name; `inTransaction` runs them on one transaction. */
export function createBankCardsRepository(db: Db) {
  return transactional(db, bankCardsQueries);
}
export type BankCardsRepository = ReturnType<typeof createBankCardsRepository>;

function bankCardsQueries(db: Db) {
  return {
    banks(merchantId: number): Promise<{ code: string; name: string }[]> {
      return db
        .select({ code: banks.code, name: banks.name })
        .from(banks)
        .where(eq(banks.merchantId, merchantId))
        .orderBy(asc(banks.sort), asc(banks.id));
    },

    /** The operator sets a bank's usual payout time; undefined when the brand has no such bank. */
    async setPayoutTime(
      merchantId: number,
      code: string,
      minutes: { payoutMinutesMin: number; payoutMinutesMax: number },
    ): Promise<BankRow | undefined> {
      const [bank] = await db
        .update(banks)
        .set(minutes)
        .where(and(eq(banks.merchantId, merchantId), eq(banks.code, code)))
        .returning();
      return bank;
    },

    async setWithdrawProfileFields(merchantId: number, fields: string[]): Promise<void> {
      await db.update(merchants).set({ withdrawProfileFields: fields }).where(eq(merchants.id, merchantId));
    },

    async findBank(merchantId: number, code: string): Promise<BankRow | undefined> {
      const [bank] = await db
        .select()
        .from(banks)
        .where(and(eq(banks.merchantId, merchantId), eq(banks.code, code)))
        .limit(1);
      return bank;
    },

    cards(memberId: number): Promise<CardRow[]> {
      return db.select().from(bankCards).where(eq(bankCards.memberId, memberId)).orderBy(asc(bankCards.id));
    },

    async countCards(memberId: number): Promise<number> {
      const [held] = await db.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, memberId));
      return held?.n ?? 0;
    },

    /** The member's payee name as stored; `lock` holds the member row until the transaction ends. */
    async payeeName(memberId: number, options: { lock?: boolean } = {}): Promise<string | null> {
      const query = db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, memberId));
      const [row] = await (options.lock ? query.for('update') : query);
      return row?.payeeName ?? null;
    },

    async setPayeeName(memberId: number, payeeName: string): Promise<void> {
      await db.update(members).set({ payeeName }).where(eq(members.id, memberId));
    },

    async insertCard(values: NewCard): Promise<CardRow> {
      const [card] = await db.insert(bankCards).values(values).returning();
      if (!card) throw new Error('bank card insert returned nothing');
      return card;
    },
  };
}
