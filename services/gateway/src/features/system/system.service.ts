/**
 * Site status and brand configuration for the web's first paint (bootstrap) and live status pushes.
 * The cached status itself (per visitor, maintenance global) is platform/status.ts.
 */
import {
  deriveAppStatus,
  isDomainAllowed,
  type AppStatus,
  type Brand,
  type Resource,
  type SystemStatusValue,
} from '@portal/contracts';
import { sleepUntil } from '../../realtime/hub.js';
import type { AppServices } from '../../services.js';
import type { Visitor } from '../../http/visitor.js';
import { STATUS_CHANGED_CHANNEL, loadModules, loadStatus } from '../../platform/status.js';

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
