import {
  ErrorCode,
  type AdminBankPayout,
  type AdminWithdrawRequirements,
  type BankCard,
  type WithdrawMethod,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { refuseTrial } from '../../lib/trial.js';
import { uniqueViolation } from '../../db/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createBankCardsRepository, type CardRow } from './bank-cards.repository.js';
import { confirmStepUp, type StepUpProof } from './step-up.js';

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
  const repo = createBankCardsRepository(db);
  return {
    async banks(merchant: MerchantRow) {
      return { banks: await repo.banks(merchant.id) };
    },

    /** The operator's payout time of one bank (a payout method); NOT_FOUND for a code the brand lacks. */
    async setPayoutTime(
      merchant: MerchantRow,
      code: string,
      minutes: AdminBankPayout,
    ): Promise<WithdrawMethod> {
      const bank = await repo.setPayoutTime(merchant.id, code, minutes);
      if (!bank) throw new AppError(404, ErrorCode.notFound, 'no such bank');
      return {
        bankCode: bank.code,
        bankName: bank.name,
        payoutMinutesMin: bank.payoutMinutesMin,
        payoutMinutesMax: bank.payoutMinutesMax,
      };
    },

    /** The operator's required profile fields for a withdrawal; answers them as now in force. */
    async setWithdrawRequirements(
      merchant: MerchantRow,
      body: AdminWithdrawRequirements,
    ): Promise<AdminWithdrawRequirements> {
      const profileFields = [...new Set(body.profileFields)];
      await repo.setWithdrawProfileFields(merchant.id, profileFields);
      return { profileFields };
    },

    async cards(merchant: MerchantRow, member: MemberRow) {
      const [rows, payeeName] = await Promise.all([repo.cards(member.id), repo.payeeName(member.id)]);
      return {
        cards: rows.map(cardView),
        maxCards: merchant.maxBankCards,
        payeeName: payeeName || null,
      };
    },

    async bind(
      merchant: MerchantRow,
      member: MemberRow,
      body: { bankCode: string; accountNumber: string; holderName: string } & StepUpProof,
    ): Promise<BankCard> {
      refuseTrial(member, 'cannot move money');
      await confirmStepUp(db, merchant, member, 'bindBankCard', body);
      const bank = await repo.findBank(merchant.id, body.bankCode);
      if (!bank) throw AppError.badRequest('unknown bank', { bankCode: 'unknown_bank' });
      const holderName = body.holderName.replace(/\s+/g, ' ').trim();

      try {
        return await repo.inTransaction(async (tx) => {
          // The member row is locked so that two first cards cannot set two payee names.
          const payee = (await tx.payeeName(member.id, { lock: true }))?.trim() ?? '';
          if (payee === '') {
            await tx.setPayeeName(member.id, holderName);
          } else if (!sameHolder(payee, holderName)) {
            throw AppError.rule(
              ErrorCode.bankCardHolderMismatch,
              'the card holder must be the account holder',
              { holderName: 'BANK_CARD_HOLDER_MISMATCH' },
            );
          }
          if ((await tx.countCards(member.id)) >= merchant.maxBankCards) {
            throw AppError.rule(
              ErrorCode.bankCardLimit,
              `at most ${merchant.maxBankCards} bank cards can be bound`,
            );
          }
          const card = await tx.insertCard({
            merchantId: merchant.id,
            memberId: member.id,
            bankCode: bank.code,
            bankName: bank.name,
            accountNumber: body.accountNumber,
            holderName: payee === '' ? holderName : payee,
          });
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
