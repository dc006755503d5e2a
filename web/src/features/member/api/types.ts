import type { Balance, MemberInfo } from '@portal/contracts';

type Avatar = { avatar: string; avatarType: number };

/** `member.me` output (docs/INTERFACES.md). The avatar is the platform's avatar record or its URL. */
export type Me = {
  info: MemberInfo;
  avatar: Avatar | string | null;
  isAgent: boolean;
  isTrial: boolean;
  /** Available promotions plus unread messages, once a later issue provides it. */
  unclaimedCount?: number | null;
};

export type { Balance };

export function avatarUrl(avatar: Me['avatar']): string | null {
  if (!avatar) return null;
  const url = typeof avatar === 'string' ? avatar : avatar.avatar;
  return url === '' ? null : url;
}
