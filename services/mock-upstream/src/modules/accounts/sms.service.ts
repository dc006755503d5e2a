import { ErrorCode, type SMS_PURPOSES } from '@portal/contracts';
import { notificationText } from '../../db/seed/translations/index.js';
import { AppError } from '../../lib/errors.js';
import { hashCode, newSalt, newSmsCode, sameHex } from '../../lib/secrets.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { SmsProvider } from '../outbox/outbox.repository.js';
import type { VerificationRepository } from './verification.repository.js';

export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const SMS_MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createSmsService(deps: { repo: VerificationRepository; provider: SmsProvider }) {
  const { repo, provider } = deps;

  return {
    /**
     * Issues a code. `deliver: false` records the send (so limits and timing look the same) without
     * texting anyone: used when the number has no account, so the answer reveals nothing.
     * `phone` is E.164 (normalizePhone's), the key of the countdown, the daily cap and the outbox.
     */
    async send(
      merchant: MerchantRow,
      phone: string,
      purpose: SmsPurpose,
      deliver: boolean,
      language = 'EN',
    ): Promise<{ expiredMinutes: number }> {
      const expiredMinutes = merchant.smsExpiredMinutes;
      const code = await repo.locked(`sms:${merchant.id}:${phone}`, async (locked) => {
        const now = Date.now();
        if (
          (await locked.countSmsSince(merchant.id, phone, new Date(now - DAY_MS))) >= merchant.smsDailyLimit
        ) {
          throw AppError.tooManyRequests('daily SMS limit reached for this number', ErrorCode.smsDailyLimit);
        }
        // One send per number per countdown: the client's button counts down expiredMinutes.
        if ((await locked.countSmsSince(merchant.id, phone, new Date(now - expiredMinutes * 60_000))) > 0) {
          throw AppError.tooManyRequests('a code was sent recently; wait for the countdown');
        }
        const fresh = newSmsCode();
        const salt = newSalt();
        await locked.insertSmsCode({
          merchantId: merchant.id,
          phone,
          purpose,
          salt,
          codeHash: hashCode(fresh, salt),
          expiresAt: new Date(now + expiredMinutes * 60_000),
        });
        return fresh;
      });
      // Delivered after the commit: the provider may be slow, and the lock should not wait for it.
      if (deliver) {
        await provider.send({
          to: phone,
          code,
          // In the language of the page that asked for it (English where it has no text).
          body: notificationText(language, (t) => t.notifications.smsCode[purpose], {
            brand: merchant.name,
            code,
            minutes: expiredMinutes,
          }),
        });
      }
      return { expiredMinutes };
    },

    /** Checks and spends a code; throws SMS_CODE_INVALID or SMS_CODE_EXPIRED. */
    async verify(merchant: MerchantRow, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
      const row = await repo.latestSmsCode(merchant.id, phone, purpose);
      const invalid = () =>
        AppError.rule(ErrorCode.smsCodeInvalid, 'the verification code is wrong', {
          verificationCode: 'SMS_CODE_INVALID',
        });
      if (!row) throw invalid();
      if (row.expiresAt.getTime() <= Date.now()) {
        throw AppError.rule(ErrorCode.smsCodeExpired, 'the verification code has expired', {
          verificationCode: 'SMS_CODE_EXPIRED',
        });
      }
      if (!(await repo.claimSmsAttempt(row.id, SMS_MAX_ATTEMPTS))) throw invalid();
      if (!/^\d{6}$/.test(code) || !sameHex(hashCode(code, row.salt), row.codeHash)) throw invalid();
      if (!(await repo.useSmsCode(row.id))) throw invalid();
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
