/**
 * Site status and brand configuration for the web's first paint (bootstrap) and live status pushes.
 *
 * Caching: the platform decides the status per visitor (region restriction depends on the visitor's
 * IP), so the status answer is cached per host and IP for CACHE_TTL_STATUS_S. Maintenance, though, is
 * global: when any fetch sees it change, the new global part is recorded (`status:global`) and
 * announced on the `status:changed` channel, and every reader prefers the newest observation of the
 * global part over an older per-IP entry. So a maintenance switch reaches every visitor within one
 * poll, not after every per-IP entry expired, while nothing is computed that the platform did not say.
 */
import {
  ModuleTreeSchema,
  SystemStatusValueSchema,
  deriveAppStatus,
  flattenModules,
  isDomainAllowed,
  type AppStatus,
  type Brand,
  type Resource,
  type SystemStatusValue,
} from '@portal/contracts';
import { z } from 'zod';
import { sleepUntil } from '../../realtime/hub.js';
import type { AppServices } from '../../services.js';
import type { Visitor } from '../../trpc/context.js';

export const STATUS_CHANGED_CHANNEL = 'status:changed';
const GLOBAL_KEY = 'status:global';

export interface Bootstrap {
  status: AppStatus;
  ip: string;
  country: string | null;
  maintenanceMessage: string | null;
  maintenanceUntil: string | null;
  brand: Brand;
  modules: Record<string, boolean>;
  resources: Resource[];
  hasCustomerService: boolean;
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** False when the host the visitor used is not one of the brand's (spec: "domain check invalid"). */
  domainAllowed: boolean;
}

export interface StatusUpdate {
  status: AppStatus;
  maintenanceMessage: string | null;
  maintenanceUntil: string | null;
}

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

async function readGlobal(services: AppServices): Promise<GlobalStatus | null> {
  const raw = await services.store.get(GLOBAL_KEY);
  if (raw === null) return null;
  try {
    const parsed = GlobalStatusSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function recordGlobal(services: AppServices, next: GlobalStatus): Promise<void> {
  const previous = await readGlobal(services);
  if (previous && previous.fetchedAt > next.fetchedAt) return;
  const ttlMs = Math.max(60_000, services.config.cacheTtl.statusS * 4000);
  await services.store.set(GLOBAL_KEY, JSON.stringify(next), ttlMs);
  if (previous && !sameGlobal(previous, next)) {
    await services.hub.publish(STATUS_CHANGED_CHANNEL, JSON.stringify(next));
  }
}

/** The platform's status answer for this visitor, with the newest known maintenance state. */
export async function loadStatus(services: AppServices, visitor: Visitor): Promise<SystemStatusValue> {
  const { cache, upstream, config } = services;
  const entry = await cache.getOrLoad(
    `status:${visitor.host}:${visitor.ip}`,
    config.cacheTtl.statusS,
    CachedStatusSchema,
    async () => {
      const value = await upstream.call('/wps/system/status', {
        ...visitor,
        query: { domain: visitor.host },
        schema: SystemStatusValueSchema,
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

export async function loadModules(services: AppServices, visitor: Visitor): Promise<Record<string, boolean>> {
  const tree = await services.cache.getOrLoad(
    'whitelabel',
    services.config.cacheTtl.statusS,
    ModuleTreeSchema,
    () => services.upstream.call('/wps/system/whitelabel', { ...visitor, schema: ModuleTreeSchema }),
  );
  return flattenModules(tree);
}

export function statusUpdateOf(value: SystemStatusValue): StatusUpdate {
  return {
    status: deriveAppStatus(value),
    maintenanceMessage: value.maintenanceMessage,
    maintenanceUntil: value.maintenanceUntil,
  };
}

export async function getBootstrap(services: AppServices, visitor: Visitor): Promise<Bootstrap> {
  const [status, modules] = await Promise.all([
    loadStatus(services, visitor),
    loadModules(services, visitor),
  ]);
  const { info } = status;
  return {
    ...statusUpdateOf(status),
    ip: status.location.ip,
    country: status.location.country,
    brand: info.brand,
    modules,
    resources: info.resources,
    // The web opens the customer-service entry of type 3 (spec section 3).
    hasCustomerService: info.customerService.some((cs) => cs.version.pathList.some((p) => p.type === 3)),
    analytics: { gtagId: info.analytics.gtagId },
    imageCDNs: info.imageCDNs,
    launchGameCDNs: info.launchGameCDNs,
    // Decided here from the list and this request's host rather than taken from the answer's
    // verdict, so the verdict can never be one cached for another host.
    domainAllowed: isDomainAllowed(info.domainRoute.domainList, visitor.host),
  };
}

function sameUpdate(a: StatusUpdate, b: StatusUpdate): boolean {
  return (
    a.status === b.status &&
    a.maintenanceMessage === b.maintenanceMessage &&
    a.maintenanceUntil === b.maintenanceUntil
  );
}

/**
 * The visitor's status now, then each change: re-read every STATUS_POLL_MS (through the cache, so
 * the platform sees at most one call per visitor IP per TTL) and at once when any instance announces
 * a maintenance change. A failed read keeps the last known status; the next poll tries again.
 */
export async function* watchStatus(
  services: AppServices,
  visitor: Visitor,
  signal: AbortSignal | undefined,
): AsyncGenerator<StatusUpdate> {
  let last = statusUpdateOf(await loadStatus(services, visitor));
  yield last;
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  const stopListening = await services.hub.listen(STATUS_CHANGED_CHANNEL, () => wake());
  try {
    while (!signal?.aborted) {
      await sleepUntil(services.config.statusPollMs, signal, woken);
      if (signal?.aborted) break;
      woken = new Promise<void>((r) => (wake = r));
      let next: StatusUpdate;
      try {
        next = statusUpdateOf(await loadStatus(services, visitor));
      } catch (err) {
        services.log.warn({ err }, 'status refresh failed; keeping the last status');
        continue;
      }
      if (!sameUpdate(next, last)) {
        last = next;
        yield next;
      }
    }
  } finally {
    await stopListening();
  }
}
