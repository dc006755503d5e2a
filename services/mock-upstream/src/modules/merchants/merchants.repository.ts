import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { merchants } from '../../db/schema/index.js';

export type { MerchantRow } from '../../db/rows.js';
import type { MerchantRow } from '../../db/rows.js';

export function createMerchantsRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row;
    },
  };
}
export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
