import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { geoCidrs } from '../../db/schema/index.js';

export type GeoCidrRow = typeof geoCidrs.$inferSelect;

export function createGeoRepository(db: Db) {
  return {
    /** Country of the most specific block containing `ip` (a normalised address), or null. */
    async countryOf(ip: string): Promise<string | null> {
      const [row] = await db
        .select({ country: geoCidrs.country })
        .from(geoCidrs)
        .where(sql`${geoCidrs.cidr} >>= ${ip}::inet`)
        .orderBy(sql`masklen(${geoCidrs.cidr}) desc`)
        .limit(1);
      return row?.country ?? null;
    },

    async upsert(cidr: string, country: string, source: 'seed' | 'admin'): Promise<void> {
      await db
        .insert(geoCidrs)
        .values({ cidr, country, source })
        .onConflictDoUpdate({ target: geoCidrs.cidr, set: { country, source, updatedAt: sql`now()` } });
    },

    async remove(cidr: string): Promise<boolean> {
      const deleted = await db
        .delete(geoCidrs)
        .where(eq(geoCidrs.cidr, cidr))
        .returning({ cidr: geoCidrs.cidr });
      return deleted.length > 0;
    },

    list(): Promise<GeoCidrRow[]> {
      return db.select().from(geoCidrs).orderBy(asc(geoCidrs.cidr));
    },
  };
}
export type GeoRepository = ReturnType<typeof createGeoRepository>;
