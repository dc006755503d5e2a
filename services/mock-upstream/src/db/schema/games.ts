import type { GamePlatform, Translations } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { gameVendors } from './game-vendors.js';

/** The game catalogue; the id is the game's nodeId. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    // The game's own (English) name; its names in other languages are `translations`
    // (`{ "VI": { "gameName": "Siêu Tốc 1 Phút" } }`), shown in that language only.
    gameName: text('game_name').notNull(),
    gameClassify: text('game_classify'),
    // numeric without a fixed scale keeps the seeded text ("0.1") and never passes through a float.
    minBet: numeric('min_bet').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    freePlay: boolean('free_play').notNull().default(false),
    defaultPlayType: text('default_play_type'),
    sort: integer('sort').notNull(),
    translations: jsonb('translations').$type<Translations<'gameName'>>().notNull().default({}),
    // The game platforms it runs on (GAME_PLATFORMS): a lobby call lists only the games that run on
    // one of the platforms its client names (the portal: flash,html5-desktop).
    platforms: text('platforms')
      .array()
      .$type<GamePlatform[]>()
      .notNull()
      .default(sql`ARRAY['html5-desktop', 'html5-mobile']::text[]`),
  },
  (t) => [
    unique('games_vendor_code').on(t.vendorId, t.gameCode),
    check(
      'games_platforms_known',
      sql`cardinality(${t.platforms}) > 0 AND ${t.platforms} <@ ARRAY['flash', 'html5-desktop', 'html5-mobile']::text[]`,
    ),
  ],
);

/** Lottery lobby menus: groups of lottery games per prize mode (`games.gameMenus`). */
export const lotteryMenuEntries = pgTable(
  'lottery_menu_entries',
  {
    id: serial('id').primaryKey(),
    prizeMode: text('prize_mode').notNull(),
    groupName: text('group_name').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [unique('lottery_menu_entries_mode_game').on(t.prizeMode, t.gameId)],
);
