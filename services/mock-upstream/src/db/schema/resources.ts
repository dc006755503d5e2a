import { boolean, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants.js';

/** Links and images a brand publishes (apps, social accounts, licences, logo). */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  // Natural key, also the file name of the generated QR code / image (globally unique).
  key: text('key').notNull().unique(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  // Apps get a scannable QR code of their url at /cdn/qr/<key>.svg.
  hasQrCode: boolean('has_qr_code').notNull().default(false),
  labelNameEn: text('label_name_en').notNull(),
  sort: integer('sort').notNull(),
});

/** Customer-service entry points; the path is made opaque when served. */
export const customerServicePaths = pgTable(
  'customer_service_paths',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    type: integer('type').notNull(),
    url: text('url').notNull(),
  },
  (t) => [unique('customer_service_paths_merchant_type').on(t.merchantId, t.type)],
);
