/**
 * The platform's status answer and module switches, cached: read by every feature that depends on
 * the brand's state (bootstrap, login, wallet, support).
 *
 * Caching: the platform decides the status per visitor (region restriction depends on the visitor's
 * IP) and its brand texts (the copyright line) are in the visitor's language, so the status answer
 * is cached per host, IP and language for CACHE_TTL_STATUS_S. Maintenance, though, is
 * global: when any fetch sees it change, the new global part is recorded (`status:global`) and
 * announced on the `status:changed` channel, and every reader prefers the newest observation of the
 * global part over an older per-IP entry. So a maintenance switch reaches every visitor within one
 * poll, not after every per-IP entry expired, while nothing is computed that the platform did not say.
 */
import {
  ModuleTreeSchema,
  SystemStatusValueSchema,
  systemEndpoints,
  flattenModules,
  type SystemStatusValue,
} from '@portal/contracts';
import { z } from 'zod';
import type { Cache } from '../cache/cache.js';
import type { Config } from '../config.js';
import type { Hub } from '../realtime/hub.js';
import type { Store } from '../store/store.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { Visitor } from '../http/visitor.js';

/**
 * What reading the status needs (the gateway's services give it): the platform, the answer cache,
 * the shared store that keeps the newest global part, and the hub that announces a change.
 */
export interface StatusDeps {
  config: Config;
  cache: Cache;
  store: Store;
  hub: Hub;
  upstream: UpstreamClient;
}

export const STATUS_CHANGED_CHANNEL = 'status:changed';
const GLOBAL_KEY = 'status:global';

const CachedStatusSchema = z.object({ fetchedAt: z.number(), value: SystemStatusValueSchema });

const GlobalStatusSchema = z.object({
  fetchedAt: z.number(),
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
});
type GlobalStatus = z.infer<typeof GlobalStatusSchema>;

function sameGlobal(a: GlobalStatus, b: GlobalStatus): boolean {
  return (
    a.maintenance === b.maintenance &&
    a.maintenanceMessage === b.maintenanceMessage &&
    a.maintenanceUntil === b.maintenanceUntil
  );
}

async function readGlobal(services: StatusDeps): Promise<GlobalStatus | null> {
  const raw = await services.store.get(GLOBAL_KEY);
  if (raw === null) return null;
  try {
    const parsed = GlobalStatusSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function recordGlobal(services: StatusDeps, next: GlobalStatus): Promise<void> {
  const previous = await readGlobal(services);
  if (previous && previous.fetchedAt > next.fetchedAt) return;
  const ttlMs = Math.max(60_000, services.config.cacheTtl.statusS * 4000);
  await services.store.set(GLOBAL_KEY, JSON.stringify(next), ttlMs);
  if (previous && !sameGlobal(previous, next)) {
    await services.hub.publish(STATUS_CHANGED_CHANNEL, JSON.stringify(next));
  }
}

/** The platform's status answer for this visitor, with the newest known maintenance state. */
export async function loadStatus(services: StatusDeps, visitor: Visitor): Promise<SystemStatusValue> {
  const { cache, upstream, config } = services;
  const entry = await cache.getOrLoad(
    `status:${visitor.host}:${visitor.ip}:${visitor.language}`,
    config.cacheTtl.statusS,
    CachedStatusSchema,
    async () => {
      const value = await upstream.call(systemEndpoints.status, {
        ...visitor,
        query: { domain: visitor.host },
      });
      const fetchedAt = Date.now();
      await recordGlobal(services, {
        fetchedAt,
        maintenance: value.maintenance,
        maintenanceMessage: value.maintenanceMessage,
        maintenanceUntil: value.maintenanceUntil,
      });
      return { fetchedAt, value };
    },
    { stale: true },
  );
  const global = await readGlobal(services);
  if (global && global.fetchedAt > entry.fetchedAt) {
    return {
      ...entry.value,
      maintenance: global.maintenance,
      maintenanceMessage: global.maintenanceMessage,
      maintenanceUntil: global.maintenanceUntil,
    };
  }
  return entry.value;
}

export async function loadModules(services: StatusDeps, visitor: Visitor): Promise<Record<string, boolean>> {
  const tree = await services.cache.getOrLoad(
    'whitelabel',
    services.config.cacheTtl.statusS,
    ModuleTreeSchema,
    () => services.upstream.call(systemEndpoints.whitelabel, visitor),
    { stale: true },
  );
  return flattenModules(tree);
}
