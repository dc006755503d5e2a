/**
 * Binding an e-mail or a mobile to the account with a code sent there (the development outbox in
 * this mock). Like the SMS codes of login: one send per countdown (the brand's smsExpiredMinutes)
 * per member and channel, a daily cap per member and per target (smsDailyLimit), all checked and
 * the code inserted under one advisory lock; codes are hashed, single use, bound to the member and
 * the target, and each check spends an attempt (guarded UPDATE) before the comparison.
 */
import { ErrorCode } from '@portal/contracts';
import { notificationText } from '../../db/seed/translations/index.js';
import { AppError } from '../../lib/errors.js';
import { requirePhone, type NormalizedPhone } from '../../lib/phone.js';
import { hashCode, newSalt, newSmsCode, sameHex } from '../../lib/secrets.js';
import { refuseTrial } from '../../lib/trial.js';
import { uniqueViolation } from '../../db/errors.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { MailProvider, SmsProvider } from '../outbox/outbox.repository.js';
import type { AccountsRepository, MemberRow } from './accounts.repository.js';
import { profileOf } from './profile.service.js';
import type { ContactChannel, ProfileRepository } from './profile.repository.js';

export const CONTACT_CODE_MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContactDeps {
  repo: AccountsRepository;
  profileRepo: ProfileRepository;
  mail: MailProvider;
  smsProvider: SmsProvider;
}

const duplicated = (field: string) =>
  AppError.rule(ErrorCode.contactDuplicated, 'this contact belongs to another account', {
    [field]: 'CONTACT_DUPLICATED',
  });

export function createContactService(deps: ContactDeps) {
  const { repo, profileRepo } = deps;

  /** Reserves the send (countdown, caps) and stores the hashed code; answers the code to deliver. */
  async function issue(merchant: MerchantRow, member: MemberRow, channel: ContactChannel, target: string) {
    const minutes = merchant.smsExpiredMinutes;
    return profileRepo.locked(`contact:${merchant.id}:${channel}:${member.id}`, async (locked) => {
      const now = Date.now();
      const dayAgo = new Date(now - DAY_MS);
      if (
        (await locked.countCodesSince({ memberId: member.id }, channel, dayAgo)) >= merchant.smsDailyLimit ||
        (await locked.countCodesSince({ merchantId: merchant.id, target }, channel, dayAgo)) >=
          merchant.smsDailyLimit
      ) {
        throw AppError.tooManyRequests('daily code limit reached', ErrorCode.smsDailyLimit);
      }
      if (
        (await locked.countCodesSince({ memberId: member.id }, channel, new Date(now - minutes * 60_000))) > 0
      ) {
        throw AppError.tooManyRequests('a code was sent recently; wait for the countdown');
      }
      const code = newSmsCode();
      const salt = newSalt();
      await locked.insertCode({
        merchantId: merchant.id,
        memberId: member.id,
        channel,
        target,
        salt,
        codeHash: hashCode(code, salt),
        expiresAt: new Date(now + minutes * 60_000),
      });
      return code;
    });
  }

  /** Checks and spends the member's code for the target; throws SMS_CODE_INVALID / SMS_CODE_EXPIRED. */
  async function spend(member: MemberRow, channel: ContactChannel, target: string, code: string) {
    const invalid = () =>
      AppError.rule(ErrorCode.smsCodeInvalid, 'the code is wrong', { code: 'SMS_CODE_INVALID' });
    const row = await profileRepo.latestCode(member.id, channel, target);
    if (!row) throw invalid();
    if (row.expiresAt.getTime() <= Date.now()) {
      throw AppError.rule(ErrorCode.smsCodeExpired, 'the code has expired', { code: 'SMS_CODE_EXPIRED' });
    }
    // Reserved before the check: of fifty guesses at once, at most the limit get compared.
    if (!(await profileRepo.claimAttempt(row.id, CONTACT_CODE_MAX_ATTEMPTS))) throw invalid();
    if (!sameHex(hashCode(code, row.salt), row.codeHash)) throw invalid();
    // Single use: of fifty right answers at once, one spends it.
    if (!(await profileRepo.useCode(row.id))) throw invalid();
  }

  const phoneOf = (body: { countryDialingCode: string; mobileNum: string }): NormalizedPhone =>
    requirePhone(body.countryDialingCode, body.mobileNum);

  return {
    async sendEmailCode(merchant: MerchantRow, member: MemberRow, email: string, language = 'EN') {
      refuseTrial(member, 'has no profile', 403);
      if (await profileRepo.emailTaken(merchant.id, email, member.id)) throw duplicated('email');
      const code = await issue(merchant, member, 'email', email);
      await deps.mail.send({
        to: email,
        subject: notificationText(language, (t) => t.notifications.emailCode.subject, {
          brand: merchant.name,
        }),
        body: notificationText(language, (t) => t.notifications.emailCode.body, {
          code,
          minutes: merchant.smsExpiredMinutes,
        }),
      });
      return { expiredMinutes: merchant.smsExpiredMinutes };
    },

    async bindEmail(merchant: MerchantRow, member: MemberRow, body: { email: string; code: string }) {
      refuseTrial(member, 'has no profile', 403);
      await spend(member, 'email', body.email, body.code);
      // No lookup first: of members binding one address at once, the unique index lets one through.
      try {
        await profileRepo.bindEmail(member.id, body.email);
      } catch (err) {
        if (uniqueViolation(err)?.includes('email')) throw duplicated('email');
        throw err;
      }
      return profileOf(merchant, (await repo.findById(member.id)) ?? member);
    },

    async sendMobileCode(
      merchant: MerchantRow,
      member: MemberRow,
      body: { countryDialingCode: string; mobileNum: string },
      language = 'EN',
    ) {
      refuseTrial(member, 'has no profile', 403);
      const phone = phoneOf(body);
      const holder = await repo.findByMobile(merchant.id, phone.dialingCode, phone.national);
      if (holder && holder.id !== member.id) throw duplicated('mobileNum');
      const code = await issue(merchant, member, 'mobile', phone.e164);
      await deps.smsProvider.send({
        to: phone.e164,
        code,
        body: notificationText(language, (t) => t.notifications.smsCode.bindMobile, {
          brand: merchant.name,
          code,
          minutes: merchant.smsExpiredMinutes,
        }),
      });
      return { expiredMinutes: merchant.smsExpiredMinutes };
    },

    async bindMobile(
      merchant: MerchantRow,
      member: MemberRow,
      body: { countryDialingCode: string; mobileNum: string; code: string },
    ) {
      refuseTrial(member, 'has no profile', 403);
      const phone = phoneOf(body);
      await spend(member, 'mobile', phone.e164, body.code);
      try {
        await profileRepo.bindMobile(member.id, phone.dialingCode, phone.national);
      } catch (err) {
        if (uniqueViolation(err)?.includes('mobile')) throw duplicated('mobileNum');
        throw err;
      }
      return profileOf(merchant, (await repo.findById(member.id)) ?? member);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
