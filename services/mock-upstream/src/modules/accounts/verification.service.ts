/**
 * SMS codes asked for without a login: to a number (login, register, resetPassword) or, for a login
 * from a new IP, to the account's own mobile. A code is delivered only where its purpose makes sense
 * for the number; elsewhere the send is recorded and answered the same, so the answer tells nothing.
 */
import { ErrorCode, TRIAL_TYPE } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { requirePhone, storedE164 } from '../../lib/phone.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AccountsDeps } from './accounts.common.js';
import type { SmsPurpose } from './sms.service.js';

export function createVerificationService(deps: Pick<AccountsDeps, 'repo' | 'sms'>) {
  const { repo, sms } = deps;
  return {
    /** Sends the login-IP code to the account's own mobile; only while a new-IP challenge is open. */
    async sendLoginIpCode(
      merchant: MerchantRow,
      username: string,
      language = 'EN',
    ): Promise<{ expiredMinutes: number }> {
      const member = await repo.findByAccount(merchant.id, username.trim());
      const open = member?.ipChallengeUntil && member.ipChallengeUntil.getTime() > Date.now();
      if (!member || !open || !member.mobileNum || !member.countryDialingCode) {
        throw AppError.rule(ErrorCode.smsCodeInvalid, 'no login from a new address is waiting for a code');
      }
      return sms.send(
        merchant,
        storedE164(member.countryDialingCode, member.mobileNum),
        'loginIp',
        true,
        language,
      );
    },

    /** Sends a code to a number; delivered only when the purpose makes sense for that number. */
    async sendCode(
      merchant: MerchantRow,
      target: { countryDialingCode: string; mobileNum: string },
      purpose: SmsPurpose,
      language = 'EN',
    ): Promise<{ expiredMinutes: number }> {
      const phone = requirePhone(target.countryDialingCode, target.mobileNum);
      const existing = await repo.findByMobile(merchant.id, phone.dialingCode, phone.national);
      if (purpose === 'register' && existing) {
        throw AppError.rule(ErrorCode.mobileDuplicated, 'this mobile number is already registered', {
          mobileNum: 'CUSTOMER_MOBILE_NO_DUPLICATED',
        });
      }
      if (purpose === 'loginIp') {
        // The number form is allowed for the account's owner only through its open challenge.
        const open = existing?.ipChallengeUntil && existing.ipChallengeUntil.getTime() > Date.now();
        return sms.send(merchant, phone.e164, purpose, Boolean(open), language);
      }
      // login / resetPassword: a number without an account gets the same answer and no text.
      const deliver = purpose === 'register' || (existing !== undefined && existing.type !== TRIAL_TYPE);
      return sms.send(merchant, phone.e164, purpose, deliver, language);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
