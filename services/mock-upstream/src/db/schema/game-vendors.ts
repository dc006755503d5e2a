import type { Translations } from '@portal/contracts';
import { boolean, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants.js';

/**
 * A vendor's name in other languages, by upper-case language code (`{ "VI": { "displayName": ... } }`),
 * like a content row's translations; `displayName` itself is the default language's (EN), shown where
 * a language has none. Brand names have none: they read the same in every language.
 */
export type VendorTranslations = Translations<'displayName'>;

/** A vendor's presence in one game category; its id is the vendor card's nodeId. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    vendor: text('vendor').notNull(),
    gameType: text('game_type').notNull(),
    displayName: text('display_name').notNull(),
    vassalage: text('vassalage'),
    accountTypeId: integer('account_type_id').notNull(),
    isVassalagePopup: boolean('is_vassalage_popup').notNull().default(false),
    logo: text('logo').notNull(),
    translations: jsonb('translations').$type<VendorTranslations>().notNull().default({}),
  },
  (t) => [unique('game_vendors_vendor_type').on(t.vendor, t.gameType)],
);

/** Which vendors a merchant offers, in which order, and the merchant's switches on them. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [unique('merchant_vendors_merchant_vendor').on(t.merchantId, t.vendorId)],
);
