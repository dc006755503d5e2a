import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerServicePaths, modules, registerRules, resources, settings } from '../../db/schema/index.js';

export type ModuleRow = typeof modules.$inferSelect;
export type RegisterRuleRow = typeof registerRules.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type CustomerServicePathRow = typeof customerServicePaths.$inferSelect;

export function createSystemRepository(db: Db) {
  return {
    listModules(merchantId: number): Promise<ModuleRow[]> {
      return db
        .select()
        .from(modules)
        .where(eq(modules.merchantId, merchantId))
        .orderBy(asc(modules.sort), asc(modules.modId));
    },

    /** Returns false when the merchant has no such module. */
    async setModuleEnabled(merchantId: number, modId: string, enabled: boolean): Promise<boolean> {
      const updated = await db
        .update(modules)
        .set({ enabled })
        .where(and(eq(modules.merchantId, merchantId), eq(modules.modId, modId)))
        .returning({ modId: modules.modId });
      return updated.length > 0;
    },

    listRegisterRules(merchantId: number): Promise<RegisterRuleRow[]> {
      return db
        .select()
        .from(registerRules)
        .where(eq(registerRules.merchantId, merchantId))
        .orderBy(asc(registerRules.field));
    },

    listResources(merchantId: number): Promise<ResourceRow[]> {
      return db
        .select()
        .from(resources)
        .where(eq(resources.merchantId, merchantId))
        .orderBy(asc(resources.sort), asc(resources.id));
    },

    async findResourceByKey(key: string): Promise<ResourceRow | undefined> {
      const [row] = await db.select().from(resources).where(eq(resources.key, key)).limit(1);
      return row;
    },

    listCustomerServicePaths(merchantId: number): Promise<CustomerServicePathRow[]> {
      return db
        .select()
        .from(customerServicePaths)
        .where(eq(customerServicePaths.merchantId, merchantId))
        .orderBy(asc(customerServicePaths.type));
    },

    async getSetting(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },

    /**
     * Shallow-merges `patch` into a JSON object setting in one statement, so concurrent operators
     * (or processes) never lose each other's changes; `initial` is used when the key is new.
     */
    async mergeSetting(key: string, initial: Record<string, unknown>, patch: Record<string, unknown>) {
      const [row] = await db
        .insert(settings)
        .values({ key, value: { ...initial, ...patch } })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`${settings.value} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` },
        })
        .returning({ value: settings.value });
      return row?.value;
    },

    async putSetting(key: string, value: unknown): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
