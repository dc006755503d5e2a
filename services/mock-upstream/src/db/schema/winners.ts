import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { merchantRef } from './merchants.js';

/**
 * Big wins shown on the winner board. `customer_name` is stored already masked (`de***er`): the
 * member's full account name is never written here, so no read path can leak it. `seeded` marks the
 * demo board the seed wrote, which a later seed may replace; a win recorded by play is never seeded.
 */
export const winners = pgTable(
  'winners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    // numeric without a fixed scale: the amount as recorded, never through a float.
    winAmount: numeric('win_amount').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
    seeded: boolean('seeded').notNull().default(false),
  },
  (t) => [index('winners_merchant_won_at').on(t.merchantId, t.wonAt)],
);
