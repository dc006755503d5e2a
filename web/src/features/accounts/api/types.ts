import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** `auth.options`: module switches, register rules and country codes the account dialogs need. */
export type AuthOptions = Outputs['auth']['options'];

/** One field's rule of `auth.options`' register rules (length, pattern, required, shown). */
export type RegisterRule = NonNullable<AuthOptions['registerRules'][keyof AuthOptions['registerRules']]>;

/** The challenge as `auth.challenge` sends it (altcha's format). */
export type AltchaChallenge = Outputs['auth']['challenge']['challenge'];

/** One dialling code of `auth.options` (the phone fields' country list). */
export type CountryCode = AuthOptions['countryCodes'][number];

/** What every successful login, registration and phone reset answers. */
export type LoginResult = Outputs['auth']['login'];

/** `member.me`: who is logged in, and their picture (null when the avatar service failed). */
export type Me = Outputs['member']['me'];

/** `member.balance`: the header's balance. */
export type Balance = Outputs['member']['balance'];

export function avatarUrl(avatar: Me['avatar']): string | null {
  if (!avatar) return null;
  return avatar.avatar === '' ? null : avatar.avatar;
}

/** `profile.get`: the profile form's values, the brand's rules, the contacts. */
export type Profile = Outputs['profile']['get'];
export type ProfileFieldName = keyof Profile['values'];

/** `profile.avatars`: the avatars offered and the one chosen. */
export type AvatarIcons = Outputs['profile']['avatars'];

/** One row of `profile.loginHistory`. */
export type LoginRecord = Outputs['profile']['loginHistory']['list'][number];

/** One of `profile.sessions`. */
export type MemberSession = Outputs['profile']['sessions'][number];
