import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Translations } from '@portal/contracts';
import { createdAt } from './columns.js';

/** A brand (merchant). Everything a player sees hangs off one of these. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    // Wire amounts are decimal strings; this says how many decimals the brand's currency uses.
    currencyDecimals: integer('currency_decimals').notNull(),
    lotteryType: text('lottery_type').notNull(),
    prizeModes: jsonb('prize_modes').$type<string[]>().notNull(),
    loginedToHomePage: boolean('logined_to_home_page').notNull().default(false),
    defaultLanguage: text('default_language').notNull(),
    defaultTheme: text('default_theme').$type<'light' | 'dark'>().notNull(),
    copyright: text('copyright').notNull(),
    // The brand's texts in other languages (`{ "VI": { "copyright": ... } }`), field by field like a
    // content row's; `copyright` itself is English, shown where a language has none.
    translations: jsonb('translations').$type<Translations<'copyright'>>().notNull().default({}),
    minimumAge: integer('minimum_age').notNull(),
    // IANA zone used to render dates such as a notice's startDateStr.
    timeZone: text('time_zone').notNull(),
    gtagId: text('gtag_id'),
    domains: jsonb('domains').$type<string[]>().notNull(),
    // Account settings of the brand (defaults are the platform's usual ones).
    prohibitDefaultPassword: boolean('prohibit_default_password').notNull().default(false),
    passwordMaxAgeDays: integer('password_max_age_days').notNull().default(90),
    smsExpiredMinutes: integer('sms_expired_minutes').notNull().default(5),
    smsDailyLimit: integer('sms_daily_limit').notNull().default(10),
    registrationsPerIpPerDay: integer('registrations_per_ip_per_day').notNull().default(20),
    // The profile form's rules per field ({ shown, required }); a field not named takes the default
    // (profile.rules.ts). Edited by the operator like the register rules.
    profileRules: jsonb('profile_rules')
      .$type<Partial<Record<string, { shown: boolean; required: boolean }>>>()
      .notNull()
      .default({}),
    // Money settings. Amounts in minor units of the brand's currency.
    withdrawMinMinor: bigint('withdraw_min_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`1000`),
    withdrawMaxMinor: bigint('withdraw_max_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
    withdrawDailyCount: integer('withdraw_daily_count').notNull().default(5),
    // Minutes a paid withdrawal waits for the player's confirmation before it counts as received.
    withdrawConfirmMinutes: integer('withdraw_confirm_minutes').notNull().default(60),
    // Each deposit raises the turnover a member must bet before withdrawing by amount x this.
    depositTurnoverMultiplier: integer('deposit_turnover_multiplier').notNull().default(1),
    maxBankCards: integer('max_bank_cards').notNull().default(3),
    // The smallest and largest main<->vendor transfer (the merchant wallet call answers them, the
    // transfer refuses outside them); null: no limit on that side.
    transferMinMinor: bigint('transfer_min_minor', { mode: 'bigint' }),
    transferMaxMinor: bigint('transfer_max_minor', { mode: 'bigint' }),
    // The profile fields a member must have filled in before withdrawing (the withdrawal's
    // `profile` rule); the real name by default, which a bank card's holder must match.
    withdrawProfileFields: jsonb('withdraw_profile_fields').$type<string[]>().notNull().default(['realName']),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'merchants_transfer_limits',
      sql`(${t.transferMinMinor} IS NULL OR ${t.transferMinMinor} > 0)
      AND (${t.transferMinMinor} IS NULL OR ${t.transferMaxMinor} IS NULL OR ${t.transferMinMinor} <= ${t.transferMaxMinor})`,
    ),
  ],
);

/** The brand a row belongs to (a column of another table); the row goes with the brand. */
export function merchantRef() {
  return integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
}
