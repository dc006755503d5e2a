/**
 * The member's profile (spec section 3's fields, the brand's rules in merchants.profile_rules) and
 * avatar. A save is checked whole before one UPDATE: a bad field answers PROFILE_INVALID with every
 * bad field, and nothing changes. The real name is stored as the payee name (the bank-card holder
 * must match it): set once, then read-only for the member, as betting portals do.
 */
import {
  ALL_LANGUAGES,
  ErrorCode,
  PROFILE_FIELDS,
  type LanguageCode,
  type AdminProfileRules,
  type Profile,
  type ProfileField,
  type ProfileRules,
  type ProfileUpdate,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { maskEmail, maskMobile } from '../../lib/secrets.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { MemberRow } from './accounts.repository.js';
import { checkProfile, resolveRules } from './profile.rules.js';
import type { ProfileRepository } from './profile.repository.js';

/** The avatars offered (rendered by the CDN module at /avatar/preset/<n>.svg). */
export const AVATAR_ICON_COUNT = 8;
export const avatarIconUrl = (n: number) => `/avatar/preset/${n}.svg`;

/**
 * The member's interface language, kept under `language` in the member's profile values (beside
 * the optional profile fields; no form shows it): null until the member chooses one.
 */
export function languageOf(member: MemberRow): LanguageCode | null {
  const stored = member.profile['language'];
  return stored && (ALL_LANGUAGES as readonly string[]).includes(stored) ? (stored as LanguageCode) : null;
}

/** Every profile field's value ('' when unset); the real name is the payee name. */
export function profileValues(member: MemberRow): Record<ProfileField, string> {
  const extra = member.profile;
  const values = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, extra[f] ?? ''])) as Record<
    ProfileField,
    string
  >;
  values.nickname = member.nickname;
  values.realName = member.payeeName ?? '';
  return values;
}

export function profileOf(merchant: MerchantRow, member: MemberRow): Profile {
  return {
    values: profileValues(member),
    rules: resolveRules(merchant.profileRules),
    realNameLocked: member.payeeName !== null && member.payeeName !== '',
    minimumAge: merchant.minimumAge,
    email: { masked: maskEmail(member.email), verified: member.emailVerifiedAt !== null },
    mobile: {
      masked: maskMobile(member.countryDialingCode, member.mobileNum),
      verified: member.mobileVerifiedAt !== null,
    },
  };
}

export function createProfileService(deps: { profileRepo: ProfileRepository }) {
  const { profileRepo } = deps;
  const invalid = (fields: Record<string, string>) =>
    AppError.rule(ErrorCode.profileInvalid, 'some profile fields are not valid', fields);

  return {
    of: profileOf,

    /** The rules of the brand's profile form in force (the operator's over the defaults). */
    profileRules(merchant: MerchantRow): ProfileRules {
      return resolveRules(merchant.profileRules);
    },

    /** The operator replaces the brand's rules; answers the rules now in force. */
    async setProfileRules(merchant: MerchantRow, rules: AdminProfileRules): Promise<ProfileRules> {
      await profileRepo.setProfileRules(merchant.id, rules);
      return resolveRules(rules);
    },

    async updateProfile(merchant: MerchantRow, member: MemberRow, body: ProfileUpdate): Promise<Profile> {
      refuseTrial(member, 'has no profile', 403);
      const realNameLocked = member.payeeName !== null && member.payeeName !== '';
      const { changes, fields } = checkProfile(
        resolveRules(merchant.profileRules),
        body,
        profileValues(member),
        {
          minimumAge: merchant.minimumAge,
          realNameLocked,
          today: new Date(),
        },
      );
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const { nickname, realName, ...extra } = changes;
      const row = await profileRepo.updateProfile(member.id, {
        ...(nickname !== undefined ? { nickname } : {}),
        ...(realName !== undefined && realName !== '' ? { realName } : {}),
        extra: extra as Record<string, string>,
      });
      // Another save set the real name between the read and the write: the lock holds.
      if (!row) throw invalid({ realName: 'REAL_NAME_LOCKED' });
      return profileOf(merchant, row);
    },

    /** Keeps the member's interface language (any account, a trial one too: it is no profile field). */
    async setLanguage(member: MemberRow, language: LanguageCode): Promise<{ language: LanguageCode }> {
      await profileRepo.setLanguage(member.id, language);
      return { language };
    },

    avatarIcons(member: MemberRow) {
      const icons = Array.from({ length: AVATAR_ICON_COUNT }, (_, i) => ({
        id: i + 1,
        url: avatarIconUrl(i + 1),
      }));
      return { icons, current: member.avatarIcon };
    },

    async chooseAvatar(member: MemberRow, iconId: number) {
      if (iconId > AVATAR_ICON_COUNT) throw AppError.notFound('no such avatar');
      await profileRepo.setAvatar(member.id, iconId);
      return { avatar: avatarIconUrl(iconId), avatarType: 2 };
    },
  };
}

/** The member's avatar: the one picked (type 2), else the default picture drawn for them (type 1). */
export function avatarOf(member: MemberRow) {
  return member.avatarIcon !== null
    ? { avatar: avatarIconUrl(member.avatarIcon), avatarType: 2 }
    : { avatar: `/avatar/${member.id}.svg`, avatarType: 1 };
}

export type ProfileService = ReturnType<typeof createProfileService>;
