/**
 * The member behind a token, their info, logout, and the operator's switches on one member.
 */
import { localized, type MemberInfo } from '@portal/contracts';
import { en, textsOf } from '../../db/seed/translations/index.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, maskEmail, maskMobile } from '../../lib/secrets.js';
import { formatDateTime } from '../../lib/time.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { revokeAllSessions, type AccountsDeps } from './accounts.common.js';
import type { MemberRow, SessionRow } from './accounts.repository.js';
import { languageOf } from './profile.service.js';

export interface AdminMemberPatch {
  passwordSetAt?: string | undefined;
  /** The operator's lock only: 'active' lifts it and leaves an upline agent's lock in place. */
  status?: 'active' | 'disabled' | undefined;
  type?: number | undefined;
  rankLevel?: number | undefined;
}

type ClubLabelKey = keyof typeof en.clubLabels;
/** Each seed level's English name → its names by language, gathered once. */
const CLUB_LABELS = new Map(
  Object.entries(en.clubLabels).map(([key, name]) => [
    name,
    { name: textsOf((t) => t.clubLabels[key as ClubLabelKey]) },
  ]),
);

/**
 * A member's club (VIP) level name in `language`: one of the seed's names is said in the language's
 * words (seed texts `clubLabels`), a name of the operator's own is shown as written.
 */
export function clubLabelIn(name: string, language: string): string {
  const texts = CLUB_LABELS.get(name);
  return texts ? localized(texts, language, 'name') : name;
}

export function createMemberService(deps: Pick<AccountsDeps, 'repo' | 'sessionsRevoked'>) {
  const { repo } = deps;
  return {
    /** The member behind a raw `Authorization` token, or 401 login.not.session. */
    async authenticate(token: string | undefined): Promise<{ session: SessionRow; member: MemberRow }> {
      if (!token || token.length < 16 || token.length > 256) throw AppError.notSession();
      const found = await repo.findLiveSession(hashToken(token));
      if (!found || found.member.status !== 'active') throw AppError.notSession();
      return found;
    },

    logout: (session: SessionRow) => repo.revokeSession(session.tokenHash),

    /** The member's info, their club level named in `language` (the call's). */
    memberInfo(merchant: MerchantRow, member: MemberRow, language = 'EN'): MemberInfo {
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        mobile: maskMobile(member.countryDialingCode, member.mobileNum),
        email: maskEmail(member.email),
        regDate: formatDateTime(member.createdAt, merchant.timeZone),
        toUpline: member.uplineId !== null,
        clubLabel: { labelName: clubLabelIn(member.clubLabelName, language), rankLevel: member.rankLevel },
        memberLabel: member.memberLabels,
        language: languageOf(member),
      };
    },

    /** The operator sets the brand's ceiling of visitors' registrations from one IP in a day. */
    async setRegistrationLimits(merchant: MerchantRow, limits: { registrationsPerIpPerDay: number }) {
      await repo.setRegistrationsPerIpPerDay(merchant.id, limits.registrationsPerIpPerDay);
      return limits;
    },

    async adminPatch(
      merchant: MerchantRow,
      account: string,
      patch: AdminMemberPatch,
    ): Promise<MemberRow | undefined> {
      const changes: Partial<Pick<MemberRow, 'passwordSetAt' | 'operatorLocked' | 'type' | 'rankLevel'>> = {};
      if (patch.passwordSetAt !== undefined) changes.passwordSetAt = new Date(patch.passwordSetAt);
      if (patch.status !== undefined) changes.operatorLocked = patch.status === 'disabled';
      if (patch.type !== undefined) changes.type = patch.type;
      if (patch.rankLevel !== undefined) changes.rankLevel = patch.rankLevel;
      const row = await repo.patch(merchant.id, account, changes);
      // A locked member is out at once: the tokens go, and the gateways end the sessions holding them.
      if (row && patch.status === 'disabled') await revokeAllSessions(deps, merchant, row.id);
      return row;
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
