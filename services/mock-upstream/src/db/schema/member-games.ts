import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';

/** A member's favourite games (spec: nodeId, vendor, gameType; vendor and type follow from the game). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberRef('cascade'),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favourite_games_member_created').on(t.memberId, t.createdAt),
  ],
);

/** Games a member launched, one row per game with the last launch time (recorded at launch). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef('cascade'),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_launched').on(t.memberId, t.launchedAt),
  ],
);
