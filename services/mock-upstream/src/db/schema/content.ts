import type { Translations } from '@portal/contracts';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants.js';

/**
 * A content row's text in other languages, by upper-case language code (`{ "VI": { "title": ... } }`);
 * the row's own title and content are the default language's (EN), shown where a language has none.
 */
export type ContentTranslations = Translations<'title' | 'content'>;
const translations = () => jsonb('translations').$type<ContentTranslations>().notNull().default({});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    // Null: the image is generated at /cdn/banner/<id>.svg.
    imagePath: text('image_path'),
    linkageType: integer('linkage_type').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    translations: translations(),
  },
  (t) => [unique('banners_merchant_group_title').on(t.merchantId, t.groupName, t.title)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    platform: text('platform').notNull().default('W'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    sort: integer('sort').notNull(),
    translations: translations(),
    // Who reads it: everyone (the notice list) or agents only (the agent centre's announcement).
    audience: text('audience').$type<'all' | 'agents'>().notNull().default('all'),
  },
  (t) => [unique('notices_merchant_type_title').on(t.merchantId, t.type, t.title)],
);

export const helpCategories = pgTable(
  'help_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull(),
    translations: translations(),
  },
  (t) => [unique('help_categories_merchant_slug').on(t.merchantId, t.slug)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
    translations: translations(),
  },
  (t) => [unique('help_articles_category_slug').on(t.categoryId, t.slug)],
);
