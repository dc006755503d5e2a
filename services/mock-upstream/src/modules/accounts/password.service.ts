/**
 * Passwords: the member's own change, and the two ways back in without one (a mailed link, an SMS
 * code). Every new password follows the brand's password rule, and every change revokes all of the
 * member's tokens: whoever held one may have known the old password.
 */
import { DEFAULT_PASSWORD, ErrorCode, TRIAL_TYPE, type LoginValue } from '@portal/contracts';
import { notificationText } from '../../db/seed/translations/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { requirePhone } from '../../lib/phone.js';
import { hashToken, newToken } from '../../lib/secrets.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  forbiddenLogin,
  logIn,
  openSession,
  revokeAllSessions,
  type AccountsDeps,
} from './accounts.common.js';
import type { MemberRow, SessionRow } from './accounts.repository.js';
import { meetsRule, ruleMessage } from './register-rules.js';

const RESET_TOKEN_TTL_MS = 30 * 60_000;
const RESET_MAIL_INTERVAL_MS = 60_000;

const oldPasswordIncorrect = (message: string) =>
  AppError.rule(ErrorCode.oldPasswordIncorrect, message, { oldPassword: 'OLD_PASSWORD_INCORRECT' });

export function createPasswordService(
  deps: Pick<
    AccountsDeps,
    | 'repo'
    | 'sms'
    | 'mail'
    | 'background'
    | 'registerRules'
    | 'checkLogin'
    | 'sessionsRevoked'
    | 'passwordChanged'
  >,
) {
  const { repo, sms, mail, background } = deps;

  /** The password rule of the brand (the register rule of `password`), checked on every new password. */
  async function checkNewPassword(merchant: MerchantRow, password: string, field: string): Promise<void> {
    const rule = (await deps.registerRules(merchant.id))['password'];
    if (rule && !meetsRule(rule, password)) {
      throw AppError.badRequest('the password does not follow the password rule', {
        [field]: ruleMessage(rule),
      });
    }
    if (merchant.prohibitDefaultPassword && password === DEFAULT_PASSWORD) {
      throw AppError.rule(ErrorCode.prohibitPassword123456, 'this password is not allowed', {
        [field]: 'PROHIBIT_PASSWORD_123456',
      });
    }
  }

  /** Stores the new password and ends every session of the member. */
  async function replacePassword(merchant: MerchantRow, memberId: number, password: string): Promise<void> {
    await repo.setPassword(memberId, await hashPassword(password));
    await revokeAllSessions(deps, merchant, memberId);
    deps.passwordChanged?.(merchant, memberId);
  }

  return {
    async changePassword(
      merchant: MerchantRow,
      auth: { session: SessionRow; member: MemberRow },
      body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    ): Promise<{ token: string }> {
      const { session, member } = auth;
      refuseTrial(member, 'has no password');
      const oldPassword = body.oldPassword === '' ? undefined : body.oldPassword;
      if (oldPassword === undefined) {
        // No old password to prove: a forced change, or a member who never had one.
        if (!session.mustChangePassword && member.hasPassword) {
          throw oldPasswordIncorrect('the current password is required');
        }
      } else if (!(await verifyPassword(member.passwordHash, oldPassword))) {
        throw oldPasswordIncorrect('the current password is wrong');
      }
      if (body.confirmNewPassword !== body.newPassword) {
        throw AppError.rule(ErrorCode.passwordMismatch, 'the passwords differ', {
          confirmNewPassword: 'PASSWORD_MISMATCH',
        });
      }
      await checkNewPassword(merchant, body.newPassword, 'newPassword');
      const same =
        oldPassword !== undefined
          ? oldPassword === body.newPassword
          : await verifyPassword(member.passwordHash, body.newPassword);
      if (same) {
        throw AppError.rule(
          ErrorCode.passwordSameAsOld,
          'the new password must differ from the current one',
          {
            newPassword: 'PASSWORD_SAME_AS_OLD',
          },
        );
      }
      // Whoever else held a session may have known the old password: they must log in again. The
      // caller's own token goes too (one captured before the change must not outlive it); the
      // caller carries on with a new one, which needs no further change.
      await replacePassword(merchant, member.id, body.newPassword);
      return { token: await openSession(repo, member, 'password', false) };
    },

    async resetByPhone(
      merchant: MerchantRow,
      body: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
    ): Promise<LoginValue> {
      const phone = requirePhone(body.countryDialingCode, body.mobileNum);
      await checkNewPassword(merchant, body.newPassword, 'newPassword');
      await sms.verify(merchant, phone.e164, 'resetPassword', body.verificationCode);
      const member = await repo.findByMobile(merchant.id, phone.dialingCode, phone.national);
      if (!member || member.type === TRIAL_TYPE)
        throw AppError.rule(ErrorCode.userNotExist, 'no such account');
      if (member.status !== 'active') throw forbiddenLogin();
      // A reset logs in: a self-excluded member is refused before anything changes.
      await deps.checkLogin?.(member.id);
      await replacePassword(merchant, member.id, body.newPassword);
      const updated = (await repo.findById(member.id)) ?? member;
      return logIn(repo, merchant, updated, 'reset', false);
    },

    /**
     * One answer, success, for an unknown name, a wrong e-mail, a match and a match mailed a
     * moment ago: anything else tells whoever asks which names exist and which address each has.
     * The answer waits for the one lookup every request makes; the token and the mail are made
     * after it, in the background, only on a match (and at most one a minute per member).
     */
    async forgotByEmail(
      merchant: MerchantRow,
      body: { username: string; email: string },
      origin: string,
      language = 'EN',
    ): Promise<void> {
      const member = await repo.findByAccount(merchant.id, body.username.trim());
      const email = body.email.trim().toLowerCase();
      if (!member || member.type === TRIAL_TYPE || !member.email || member.email !== email) return;
      background.run('forgot-password mail', async () => {
        const token = newToken();
        const made = await repo.insertResetTokenUnlessRecent(
          {
            tokenHash: hashToken(token),
            memberId: member.id,
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          },
          new Date(Date.now() - RESET_MAIL_INTERVAL_MS),
        );
        if (!made) return;
        // A link rather than a new password in the mail: nothing usable sits in the mailbox after use.
        await mail.send({
          to: email,
          subject: notificationText(language, (t) => t.notifications.passwordReset.subject, {
            brand: merchant.name,
          }),
          body: notificationText(language, (t) => t.notifications.passwordReset.body, {
            name: member.nickname,
            link: `${origin}/resetPassword?token=${token}`,
          }),
        });
      });
    },

    async resetByEmail(merchant: MerchantRow, body: { token: string; newPassword: string }): Promise<void> {
      await checkNewPassword(merchant, body.newPassword, 'newPassword');
      const memberId = await repo.takeResetToken(hashToken(body.token));
      const member = memberId === undefined ? undefined : await repo.findById(memberId);
      if (!member || member.merchantId !== merchant.id) {
        throw AppError.rule(ErrorCode.resetTokenInvalid, 'the link is invalid, used or expired', {
          token: 'RESET_TOKEN_INVALID',
        });
      }
      await replacePassword(merchant, member.id, body.newPassword);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
