/**
 * The security centre's login history and live sessions. Ending a session revokes its platform
 * token and tells the gateways (session.revoked for the member): each watching subscription of the
 * member re-reads, and only the one holding the revoked token meets the 401 and ends its gateway
 * session everywhere; a session without a subscription ends at its next call (ADR 0003).
 */
import { AppError } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/time.js';
import { pageOf } from '../../db/paging.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AccountsDeps } from './accounts.common.js';
import type { MemberRow, SessionRow } from './accounts.repository.js';
import type { ProfileRepository } from './profile.repository.js';

export function createSecurityService(
  deps: Pick<AccountsDeps, 'sessionsRevoked'> & { profileRepo: ProfileRepository },
) {
  const { profileRepo } = deps;
  return {
    async loginHistory(merchant: MerchantRow, member: MemberRow, page: { pageNo: number; pageSize: number }) {
      const { list, totalCount } = await profileRepo.listLogins(member.id, page.pageNo, page.pageSize);
      return pageOf(
        list.map((row) => ({
          id: row.id,
          time: formatDateTime(row.createdAt, merchant.timeZone),
          // Never null outside carried rows (member_logins_recorded), which are not listed.
          ip: row.ip ?? '',
          device: row.device ?? '',
          loginType: row.loginType,
        })),
        totalCount,
        page.pageNo,
        page.pageSize,
      );
    },

    async sessions(merchant: MerchantRow, member: MemberRow, current: SessionRow) {
      const rows = await profileRepo.listLiveSessions(member.id);
      return rows.map((row) => ({
        id: row.sid,
        createdAt: formatDateTime(row.createdAt, merchant.timeZone),
        ip: row.ip,
        device: row.device,
        loginType: row.loginType,
        current: row.tokenHash === current.tokenHash,
      }));
    },

    async endSession(merchant: MerchantRow, member: MemberRow, current: SessionRow, sid: number) {
      const tokenHash = await profileRepo.revokeBySid(member.id, sid);
      if (!tokenHash) throw AppError.notFound('no such live session');
      deps.sessionsRevoked?.(merchant.code, member.id);
      return { current: tokenHash === current.tokenHash };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
