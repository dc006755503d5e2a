import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { AGENT_TYPES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * A member of a brand: players (type 3), agents (1, 2, 41, 42) and trial accounts (4).
 * `account` is kept lower-case so that "Alice" and "alice" cannot both exist.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    account: text('account').notNull(),
    // argon2id PHC string (parameters travel inside it, so they can be raised later).
    passwordHash: text('password_hash').notNull(),
    type: integer('type').notNull(),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    // National number without the dialing code; the pair is unique per merchant (NULLs never clash).
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    memberLabels: jsonb('member_labels').$type<string[]>().notNull().default([]),
    clubLabelName: text('club_label_name').notNull().default('Member'),
    rankLevel: integer('rank_level').notNull().default(0),
    // Agents only: the code a visitor types (or a link carries) to register under this agent.
    affiliateCode: text('affiliate_code'),
    recommenderId: integer('recommender_id').references((): AnyPgColumn => members.id, {
      onDelete: 'set null',
    }),
    referralCode: text('referral_code'),
    payeeName: text('payee_name'),
    // The remaining optional register fields (line, whatsapp, ...), as sent and validated.
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    registrationIp: text('registration_ip'),
    registrationDevice: text('registration_device'),
    // Who opened the account: a visitor registering (counted against its IP's daily cap) or an
    // agent opening a downline account from the agent centre (not counted: the agent vouches).
    registrationSource: text('registration_source').$type<'visitor' | 'agent'>().notNull().default('visitor'),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }).notNull().defaultNow(),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    // False for a password-less mobile registration (MOBILENUMPASSREG3 off, REGMOBVERF3 on): the hash
    // is of random bytes nobody knows, so a password change needs no old password until one is set.
    hasPassword: boolean('has_password').notNull().default(true),
    // Two locks, two facts: the operator's (admin API) and the upline agents' (team management).
    // Each side lifts only its own, so an agent cannot let in a member the operator suspended.
    operatorLocked: boolean('operator_locked').notNull().default(false),
    agentLocked: boolean('agent_locked').notNull().default(false),
    // Whether the member may log in and act: derived by the database from the two locks, so no
    // writer can set it apart from them (every check of a member's standing reads this).
    status: text('status')
      .$type<'active' | 'disabled'>()
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN operator_locked OR agent_locked THEN 'disabled' ELSE 'active' END`),
    // Set when a login from a new IP was asked for a code: only then may that code be sent by username.
    ipChallengeUntil: timestamp('ip_challenge_until', { withTimezone: true }),
    // The profile centre: the avatar picked from the offered ones (null: the default
    // picture), and when the e-mail and mobile were proven with a code (null: not proven).
    avatarIcon: integer('avatar_icon'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('members_merchant_account_uq').on(t.merchantId, t.account),
    // The mobile and affiliate keys are unique where set and NULL on most rows: partial, so the
    // planner never takes a NULL-filled (deduplicated, so tiny) index for a lookup by account and
    // filters the merchant's every member (it did, on a table without statistics yet).
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} IS NOT NULL`),
    // An e-mail belongs to one member of a brand, whatever its case: the index, not a
    // lookup, is what keeps two members binding one address at the same instant from both succeeding.
    uniqueIndex('members_merchant_email_uq')
      .on(t.merchantId, sql`lower(${t.email})`)
      .where(sql`${t.email} IS NOT NULL`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} IS NOT NULL`),
    // The per-IP registration cap counts visitors' registrations only.
    index('members_registration_ip_idx')
      .on(t.registrationIp, t.createdAt)
      .where(sql`${t.registrationSource} = 'visitor'`),
    // The agent centre's team list. Search by account prefix: an index under the C collation, so
    // that LIKE 'x%' is a range of it (equality lookups keep the account key, of the column's
    // collation). Its rare filters (locked members, agents) reach their few rows from partial
    // indexes and check the closure, instead of walking a large team.
    index('members_account_prefix_idx').on(sql`(${t.account} COLLATE "C")`),
    index('members_locked_idx')
      .on(t.id)
      .where(sql`${t.status} = 'disabled'`),
    index('members_agents_idx')
      .on(t.id)
      .where(sql`${t.type} IN (${sql.raw(AGENT_TYPES.join(', '))})`),
  ],
);

/** Session tokens. Only a SHA-256 of the token is stored: a copy of the table logs nobody in. */
/** The member a row belongs to (a column of another table): `restrict` for money records, which
 * outlive nothing. */
export function memberRef(onDelete: 'cascade' | 'restrict') {
  return integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete });
}

export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: memberRef('cascade'),
    loginType: text('login_type').notNull(),
    // Issued by a first-time or forced-change login: the password may then be changed without the old one.
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // The public handle of the session (the security centre lists and ends sessions by it; the
    // token hash never leaves the platform), and where it was opened.
    sid: serial('sid').notNull().unique('member_sessions_sid_uq'),
    ip: text('ip'),
    device: text('device'),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

/**
 * Every login and registration of a member, written once each: the security centre's
 * login history, the IPs LOGINIPVERF3 knows (a code is asked on a new one) and the devices and IPs
 * the referral abuse rule compares (`referral_refusal`, migration 0030). `carried` rows are what the
 * former per-IP and per-device tables (member_login_ips, member_login_devices) knew without a
 * login record: an IP or a device, first seen at `created_at`; they are no login of the history.
 */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef('cascade'),
    ip: text('ip'),
    // The client's loginDeviceId as sent (null on records older than migration 0030).
    deviceId: text('device_id'),
    // What the history shows: the client kind and a short form of the device id.
    device: text('device'),
    loginType: text('login_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_logins_member_idx').on(t.memberId, t.id),
    index('member_logins_member_ip_idx').on(t.memberId, t.ip),
    index('member_logins_member_device_idx').on(t.memberId, t.deviceId),
    check(
      'member_logins_recorded',
      sql`${t.loginType} = 'carried' OR (${t.ip} IS NOT NULL AND ${t.device} IS NOT NULL)`,
    ),
  ],
);

/**
 * Firebase ID tokens that registered an account (ADR 0023): a token registers once. Written in the
 * registration's transaction before the member, so of registrations racing with one token one
 * commits and the others break the key; kept until the token's own expiry (then it is refused
 * anyway) and purged after it. Only a SHA-256 of the token is stored.
 */
export const firebaseTokenUses = pgTable(
  'firebase_token_uses',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: merchantRef(),
    // Set once the member exists, in the same transaction; kept if the member is ever removed.
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('firebase_token_uses_expires_idx').on(t.expiresAt)],
);

/**
 * Codes that prove an e-mail or mobile a member binds (hashed with a per-row salt, like SMS codes).
 * Rows double as the send log of the countdown and the daily caps.
 */
export const contactCodes = pgTable(
  'contact_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: memberRef('cascade'),
    channel: text('channel').$type<'email' | 'mobile'>().notNull(),
    // The lower-cased address or the E.164 number the code went to.
    target: text('target').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_codes_member_idx').on(t.memberId, t.channel, t.createdAt),
    index('contact_codes_target_idx').on(t.merchantId, t.channel, t.target, t.createdAt),
  ],
);

/** Failed logins, per account name and per IP: three within 15 minutes make a captcha required. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    scope: text('scope').$type<'account' | 'ip'>().notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.merchantId, t.scope, t.key, t.createdAt)],
);

/** Image captchas: the code is hashed, bound to the device that asked, single use. */
export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_device_idx').on(t.deviceId, t.createdAt)],
);

/** One-time SMS codes (hashed with a per-row salt). Rows double as the send log for rate limits. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    // "+84 912345678": dialing code and national number, the key of every limit.
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.merchantId, t.phone, t.createdAt)],
);

/** Single-use links of the forgot-by-email flow (token hashed like session tokens). */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: memberRef('cascade'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * What the default SMS and e-mail providers "send" (and, outside production, the captcha codes),
 * readable through /dev/outbox so demos and tests can complete the flows without a phone.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email' | 'captcha'>().notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.channel, t.to, t.id)],
);

/** Dialing codes offered by the phone fields. */
export const countryCodes = pgTable('country_codes', {
  countryCode: text('country_code').primaryKey(),
  countryDialingCode: text('country_dialing_code').notNull(),
  sort: integer('sort').notNull(),
});
