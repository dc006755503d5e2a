import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Key material the platform generates once and must keep across restarts: the RSA pair clients
 * encrypt payloads for, and the secret that makes customer-service paths opaque.
 */
export const platformKeys = pgTable('platform_keys', {
  keyId: text('key_id').primaryKey(),
  kind: text('kind').$type<'rsa' | 'secret'>().notNull(),
  publicKey: text('public_key'),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
