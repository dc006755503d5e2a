/**
 * What every accounts flow (login, registration, passwords, SMS codes, member) shares: its
 * dependencies, the caller, and the member's sessions (open one, revoke them all, the login answer).
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, type LoginType, type LoginValue, type RegisterRules } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { BackgroundWork } from '../../lib/background.js';
import { headerValue } from '../../lib/route.js';
import { normaliseIp } from '../geo/geo.service.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/secrets.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { MailProvider, SmsProvider } from '../outbox/outbox.repository.js';
import type { AccountsRepository, MemberRow } from './accounts.repository.js';
import type { CaptchaService } from './captcha.service.js';
import type { FirebaseVerifier } from './firebase.service.js';
import type { ProfileRepository } from './profile.repository.js';
import type { SmsService } from './sms.service.js';

// The account freeze other modules refuse money moves with (an unpaid contract settlement).
export { isFrozen, refuseIfFrozen } from './freezes.js';
// A member's profile values as the profile form shows them (the withdrawal's required fields).
export { profileValues } from './profile.service.js';

const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An agent's affiliate code: 8 characters without look-alikes (0/O, 1/I). */
export function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller of a request: the visitor IP the gateway forwarded, the client's device id and kind. */
export function callerOf(request: FastifyRequest, deviceId: string): Caller {
  const device = headerValue(request, 'device');
  return { ip: normaliseIp(request.ip) ?? request.ip, deviceId, ...(device ? { device } : {}) };
}

/** Who is calling: the visitor IP (from the gateway's x-forwarded-for) and the client's device id. */
export interface Caller {
  ip: string;
  deviceId: string;
  /** The client kind the gateway names in its `device` header ("web"). */
  device?: string;
}

export interface AccountsDeps {
  repo: AccountsRepository;
  sms: SmsService;
  captcha: CaptchaService;
  /** Firebase phone sign-in's token check (ADR 0023); null where no Firebase project is configured. */
  firebase: FirebaseVerifier | null;
  mail: MailProvider;
  /** Texts the codes that bind a mobile (the sms service's provider). */
  smsProvider: SmsProvider;
  profileRepo: ProfileRepository;
  registerRules(merchantId: number): Promise<RegisterRules>;
  isModuleEnabled(merchantId: number, modId: string): Promise<boolean>;
  /** Every token of the member was just revoked: the event stream tells the gateways (session.revoked). */
  sessionsRevoked?(merchantCode: string, memberId: number): void;
  /** The member's password was replaced (a changed or reset password): the member is told (push). */
  passwordChanged?(merchant: MerchantRow, memberId: number): void;
  /** The member signed in from a device never seen on the account (not the first sign-in ever): told (push). */
  newDeviceLogin?(merchant: MerchantRow, memberId: number, deviceId: string): void;
  /** Runs what an answer must not wait for (the forgot-password mail). */
  background: BackgroundWork;
  /** The agent area's invitation links: a link's code, typed as the affiliate code, registers the
   * new member under the link's agent as a player or a sub-agent. */
  inviteLinks?: {
    find(merchantId: number, code: string): Promise<InviteLinkPlacement | undefined>;
  };
  /** A member was just registered (by itself or by its agent), after its commit: the live team feed. */
  registered?(merchant: MerchantRow, member: MemberRow): void;
  /** Referral: a registration's referralCode that is a member's referral code makes the
   * new member that member's friend (recorded right after the member, before the answer). */
  referrals?: {
    referrerOf(merchantId: number, code: string): Promise<number | undefined>;
    link(merchant: MerchantRow, friend: MemberRow, referrerId: number, caller: Caller): Promise<void>;
  };
  /** Player protection: throws when the member may not log in (self-excluded until a date). */
  checkLogin?(memberId: number): Promise<void>;
}

export interface InviteLinkPlacement {
  id: number;
  agentId: number;
  kind: 'player' | 'agent';
}

export const incorrectLogin = () =>
  AppError.rule(ErrorCode.incorrectUsernamePassword, 'wrong account or password');

export const forbiddenLogin = () => AppError.rule(ErrorCode.forbiddenLogin, 'this account may not log in');

export const captchaError = (message: string) =>
  AppError.rule(ErrorCode.captchaError, message, { captcha: 'CAPTCHA_ERROR' });

export function isExpired(merchant: MerchantRow, member: MemberRow): boolean {
  return member.passwordSetAt.getTime() + merchant.passwordMaxAgeDays * DAY_MS < Date.now();
}

/** How a session was opened (kept on the session row). */
export type SessionKind = LoginType | 'register' | 'freeplay' | 'reset' | 'password' | 'passkey';

/** The device a login is recorded with: the client kind the gateway names and a short device id. */
function deviceLabel(device: string | undefined, deviceId: string): string {
  const kind = device && /^[\w-]{1,16}$/.test(device) ? device : 'web';
  return `${kind} ${deviceId.slice(-6)}`;
}

/** A new platform token for the member; only its hash is stored. */
export async function openSession(
  repo: AccountsRepository,
  member: MemberRow,
  loginType: SessionKind,
  mustChangePassword: boolean,
  /** Where it is opened: kept on the session, and the opening recorded in the login history. */
  caller?: Caller,
): Promise<string> {
  const token = newToken();
  await repo.insertSession({
    tokenHash: hashToken(token),
    memberId: member.id,
    loginType,
    mustChangePassword,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: caller?.ip ?? null,
    device: caller ? deviceLabel(caller.device, caller.deviceId) : null,
  });
  if (caller) await recordLogin(repo, member, loginType, caller);
  return token;
}

/**
 * Records a login or a registration once (member_logins): the login history, the IPs LOGINIPVERF3
 * knows and what the referral abuse rule compares. A session opened with a caller records itself;
 * a registration that opens none records itself through this.
 */
export async function recordLogin(
  repo: AccountsRepository,
  member: MemberRow,
  loginType: SessionKind,
  caller: Caller,
): Promise<void> {
  await repo.recordLogin({
    memberId: member.id,
    ip: caller.ip,
    deviceId: caller.deviceId,
    device: deviceLabel(caller.device, caller.deviceId),
    loginType,
  });
}

/** Revokes every token of the member and tells the gateways, which end the sessions holding one. */
export async function revokeAllSessions(
  deps: Pick<AccountsDeps, 'repo' | 'sessionsRevoked'>,
  merchant: MerchantRow,
  memberId: number,
): Promise<void> {
  await deps.repo.revokeSessionsOf(memberId, null);
  deps.sessionsRevoked?.(merchant.code, memberId);
}

/** The login answer for a member and their new token. */
export function loginValue(merchant: MerchantRow, member: MemberRow, token: string): LoginValue {
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: isExpired(merchant, member),
    hasPassword: member.hasPassword,
  };
}

/** Opens a session and answers the login for it. */
export async function logIn(
  repo: AccountsRepository,
  merchant: MerchantRow,
  member: MemberRow,
  kind: SessionKind,
  mustChangePassword: boolean,
  caller?: Caller,
): Promise<LoginValue> {
  return loginValue(merchant, member, await openSession(repo, member, kind, mustChangePassword, caller));
}

/**
 * A member's own sign-in (password, SMS code, passkey): the session, and the member told when it
 * comes from a device the account never saw, once the account has a known device at all. The device
 * is read before its login is recorded; two sign-ins from one new device at once both see it new,
 * and the push log's one line per (member, device) sends one push.
 */
export async function signIn(
  deps: Pick<AccountsDeps, 'repo' | 'newDeviceLogin'>,
  merchant: MerchantRow,
  member: MemberRow,
  kind: SessionKind,
  mustChangePassword: boolean,
  caller: Caller,
): Promise<LoginValue> {
  const device = await deps.repo.loginDevice(member.id, caller.deviceId);
  const value = await logIn(deps.repo, merchant, member, kind, mustChangePassword, caller);
  if (device === 'new') deps.newDeviceLogin?.(merchant, member.id, caller.deviceId);
  return value;
}
