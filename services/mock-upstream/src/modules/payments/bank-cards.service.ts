import { ErrorCode, type BankCard } from '@portal/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankCards, banks, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { verifyPaymentPassword } from './payment-password.js';
import { refuseTrial, uniqueViolation } from './payments.common.js';

type CardRow = typeof bankCards.$inferSelect;

/** Only the last four digits ever leave the upstream. */
export function maskAccountNumber(number: string): string {
  return `**** **** ${number.slice(-4)}`;
}

/** Holder names compare case- and space-insensitively ("Nguyen  Van A" = "NGUYEN VAN A"). */
export function sameHolder(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleUpperCase('en');
  return norm(a) === norm(b);
}

export function cardView(c: CardRow): BankCard {
  return {
    id: c.id,
    bankCode: c.bankCode,
    bankName: c.bankName,
    accountNumberMasked: maskAccountNumber(c.accountNumber),
    holderName: c.holderName,
    createdAt: c.createdAt.toISOString(),
  };
}

export function createBankCardsService(db: Db) {
  return {
    async banks(merchant: MerchantRow) {
      const rows = await db
        .select({ code: banks.code, name: banks.name })
        .from(banks)
        .where(eq(banks.merchantId, merchant.id))
        .orderBy(asc(banks.sort), asc(banks.id));
      return { banks: rows };
    },

    async cards(merchant: MerchantRow, member: MemberRow) {
      const rows = await db
        .select()
        .from(bankCards)
        .where(eq(bankCards.memberId, member.id))
        .orderBy(asc(bankCards.id));
      const [fresh] = await db
        .select({ payeeName: members.payeeName })
        .from(members)
        .where(eq(members.id, member.id));
      return {
        cards: rows.map(cardView),
        maxCards: merchant.maxBankCards,
        payeeName: fresh?.payeeName || null,
      };
    },

    async bind(
      merchant: MerchantRow,
      member: MemberRow,
      body: { bankCode: string; accountNumber: string; holderName: string; paymentPassword: string },
    ): Promise<BankCard> {
      refuseTrial(member);
      await verifyPaymentPassword(db, member.id, body.paymentPassword);
      const [bank] = await db
        .select()
        .from(banks)
        .where(and(eq(banks.merchantId, merchant.id), eq(banks.code, body.bankCode)))
        .limit(1);
      if (!bank) throw AppError.badRequest('unknown bank', { bankCode: 'unknown_bank' });
      const holderName = body.holderName.replace(/\s+/g, ' ').trim();

      try {
        return await db.transaction(async (tx) => {
          // The member row is locked so that two first cards cannot set two payee names.
          const [locked] = await tx
            .select({ payeeName: members.payeeName })
            .from(members)
            .where(eq(members.id, member.id))
            .for('update');
          const payee = locked?.payeeName?.trim() ?? '';
          if (payee === '') {
            await tx.update(members).set({ payeeName: holderName }).where(eq(members.id, member.id));
          } else if (!sameHolder(payee, holderName)) {
            throw AppError.rule(
              ErrorCode.bankCardHolderMismatch,
              'the card holder must be the account holder',
              { holderName: 'BANK_CARD_HOLDER_MISMATCH' },
            );
          }
          const [held] = await tx
            .select({ n: count() })
            .from(bankCards)
            .where(eq(bankCards.memberId, member.id));
          if ((held?.n ?? 0) >= merchant.maxBankCards) {
            throw AppError.rule(
              ErrorCode.bankCardLimit,
              `at most ${merchant.maxBankCards} bank cards can be bound`,
            );
          }
          const [card] = await tx
            .insert(bankCards)
            .values({
              merchantId: merchant.id,
              memberId: member.id,
              bankCode: bank.code,
              bankName: bank.name,
              accountNumber: body.accountNumber,
              holderName: payee === '' ? holderName : payee,
            })
            .returning();
          if (!card) throw new Error('bank card insert returned nothing');
          return cardView(card);
        });
      } catch (err) {
        if (uniqueViolation(err) === 'bank_cards_merchant_number_uq') {
          throw AppError.rule(ErrorCode.bankCardDuplicated, 'this bank card is already bound', {
            accountNumber: 'BANK_CARD_DUPLICATED',
          });
        }
        throw err;
      }
    },
  };
}
export type BankCardsService = ReturnType<typeof createBankCardsService>;
