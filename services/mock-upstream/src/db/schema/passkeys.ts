import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef, members } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * A member's passkeys (WebAuthn credentials). The credential id is unique per brand: a passkey of
 * one brand never answers for another, and the same authenticator cannot be registered twice.
 * `counter` only moves forward (a guarded UPDATE); a response that does not move it is a copy of
 * the authenticator, refused and recorded in `clone_suspected_at`.
 */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    /** base64url credential id, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    /** The RP ID it was registered on: only answers for that one. */
    rpId: text('rp_id').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    cloneSuspectedAt: timestamp('clone_suspected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkey_credentials_merchant_credential_uq').on(t.merchantId, t.credentialId),
    index('passkey_credentials_member_idx').on(t.memberId),
    check('passkey_credentials_device_type_ck', sql`${t.deviceType} in ('singleDevice', 'multiDevice')`),
  ],
);

/**
 * Challenges the platform issued: for a registration, a sign-in (no member) or one step-up purpose of
 * one member. Spent by one guarded UPDATE (`consumed_at IS NULL AND expires_at > now()`) before the
 * response is verified, so one answer, however many times it is sent at once, is accepted once.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** `register`, `login`, or a step-up purpose (PASSKEY_PURPOSES). */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    origin: text('origin').notNull(),
    rpId: text('rp_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
