import type { AppStatus, Brand, Resource } from '@portal/contracts';

/** `system.bootstrap` output (docs/INTERFACES.md). */
export type Bootstrap = {
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
};

/** One `system.onStatus` event. */
export type StatusEvent = {
  status: AppStatus;
  maintenanceMessage: string | null;
  maintenanceUntil: string | null;
};
