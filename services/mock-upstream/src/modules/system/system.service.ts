import type { AdminStatusPatchSchema } from '@portal/contracts';
import {
  flattenModules,
  isDomainAllowed,
  type FirebaseWebConfig,
  type ModuleNode,
  type RegisterRules,
  type Resource,
  type SystemInfo,
  type SystemStatusValue,
} from '@portal/contracts';
import { sealPath } from '@portal/contracts/crypto';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { toBrand } from '../merchants/merchants.service.js';
import type { KeysService } from '../session/keys.service.js';
import type { ModuleRow, SystemRepository } from './system.repository.js';

export const OPERATOR_STATUS_KEY = 'operator.status';
/**
 * How long a process reuses a brand's settings that every visitor's status and every module-gated
 * call read: its module switches, allowed hosts, register rules, links and customer-service paths
 * (see `modulesOf`, `brandSettingsOf`).
 */
export const BRAND_SETTINGS_CACHE_MS = 1_000;
/** Firebase phone sign-in's switch (ADR 0023). */
const FIREBASE_MODULE = 'FIREBASELOGIN3';
/**
 * Settings key of a brand's allowed hosts (the domain check). No row is the seeded state: an empty
 * list, which checks nothing, so local and test hosts never trip it.
 */
export const allowedDomainsKey = (merchantCode: string) => `operator.domains.${merchantCode}`;
const AllowedDomainsSchema = z.array(z.string());

export const OperatorStatusSchema = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
  blockedCountries: z.array(z.string().length(2)),
});
export type OperatorStatus = z.infer<typeof OperatorStatusSchema>;
export type OperatorStatusPatch = z.output<typeof AdminStatusPatchSchema>;

export const DEFAULT_OPERATOR_STATUS: OperatorStatus = {
  maintenance: false,
  maintenanceMessage: null,
  maintenanceUntil: null,
  blockedCountries: [],
};

/** Builds the nested whitelabel tree from the flat rows (already sorted). */
export function buildModuleTree(rows: ModuleRow[]): ModuleNode[] {
  const children = new Map<string | null, ModuleRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentModId) ?? [];
    list.push(row);
    children.set(row.parentModId, list);
  }
  const build = (parent: string | null): ModuleNode[] =>
    (children.get(parent) ?? []).map((row) => ({
      modId: row.modId,
      enabled: row.enabled ? '1' : '0',
      childrenNodes: build(row.modId),
    }));
  return build(null);
}

export function createSystemService(deps: {
  repo: SystemRepository;
  geo: GeoService;
  keys: KeysService;
  config: Config;
}) {
  const { repo, geo, config } = deps;

  /**
   * The brand's switches as they work, read by every module-gated call: FIREBASELOGIN3 is off where
   * no Firebase project is configured, whatever its row says (no token could be verified; ADR 0023).
   * Kept per process for BRAND_SETTINGS_CACHE_MS: a switch made through this process applies at
   * once (its write drops the brand's entry), one made through another process within that time.
   */
  const modulesOf = ttlCache(BRAND_SETTINGS_CACHE_MS, async (merchantId: number) => {
    const rows = await repo.listModules(merchantId);
    const tree = buildModuleTree(
      config.firebase ? rows : rows.map((r) => (r.modId === FIREBASE_MODULE ? { ...r, enabled: false } : r)),
    );
    return { tree, usable: flattenModules(tree) };
  });

  async function operatorStatus(): Promise<OperatorStatus> {
    const parsed = OperatorStatusSchema.safeParse(await repo.getSetting(OPERATOR_STATUS_KEY));
    return parsed.success ? parsed.data : DEFAULT_OPERATOR_STATUS;
  }

  /** The brand's allowed hosts, kept like its switches (`setAllowedDomains` drops the entry). */
  const domainsOf = ttlCache(BRAND_SETTINGS_CACHE_MS, async (merchantCode: string) => {
    const parsed = AllowedDomainsSchema.safeParse(await repo.getSetting(allowedDomainsKey(merchantCode)));
    return parsed.success ? parsed.data : [];
  });

  function allowedDomains(merchant: MerchantRow): Promise<string[]> {
    return domainsOf.get(merchant.code);
  }

  /**
   * What every visitor's status carries of the brand besides its switches and hosts, which only the
   * seed writes: its register rules, its links and its customer-service paths, sealed once per
   * reading (as the customer-service call seals them, support.service.ts, with the shared key).
   */
  const brandSettingsOf = ttlCache(BRAND_SETTINGS_CACHE_MS, async (merchantId: number) => {
    const [rules, resourceRows, csRows] = await Promise.all([
      registerRules(merchantId),
      repo.listResources(merchantId),
      repo.listCustomerServicePaths(merchantId),
    ]);
    const resources: Resource[] = resourceRows.map((r) => ({
      resourceType: r.resourceType as Resource['resourceType'],
      url: r.url,
      qrCodeUrl: r.hasQrCode ? `/qr/${r.key}.svg` : null,
      labelNameEn: r.labelNameEn,
    }));
    const pathList = csRows.map((row) => ({ type: row.type, path: sealPath(row.url, config.csPathKey) }));
    return { rules, resources, pathList };
  });

  /** The brand's switches as a tree (see `modulesOf`). */
  async function moduleTree(merchantId: number): Promise<ModuleNode[]> {
    return (await modulesOf.get(merchantId)).tree;
  }

  /** What the web starts the Firebase JS SDK with, while phone sign-in by Firebase is usable. */
  function firebaseWebConfig(usable: Record<string, boolean>): FirebaseWebConfig | null {
    const firebase = config.firebase;
    if (!firebase || usable[FIREBASE_MODULE] !== true) return null;
    return {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      authEmulatorUrl: firebase.authEmulatorUrl,
    };
  }

  async function registerRules(merchantId: number): Promise<RegisterRules> {
    const rules: RegisterRules = {};
    for (const r of await repo.listRegisterRules(merchantId)) {
      rules[r.field] = {
        acceptedPattern: r.acceptedPattern,
        minLength: r.minLength,
        maxLength: r.maxLength,
        patternId: r.patternId,
        required: r.required,
        enabled: r.enabled,
      };
    }
    return rules;
  }

  /** The brand's settings, its texts (the copyright line) in `language`. */
  async function info(merchant: MerchantRow, language: string): Promise<SystemInfo> {
    const [{ tree: modules, usable }, { rules, resources, pathList }, domainList] = await Promise.all([
      modulesOf.get(merchant.id),
      brandSettingsOf.get(merchant.id),
      allowedDomains(merchant),
    ]);
    return {
      brand: toBrand(merchant, language),
      modules,
      registerRules: rules,
      customerService: pathList.length > 0 ? [{ version: { pathList } }] : [],
      resources,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: config.imageCdns,
      launchGameCDNs: config.launchGameCdns,
      domainRoute: { domainList },
      firebase: firebaseWebConfig(usable),
    };
  }

  return {
    operatorStatus,
    moduleTree,
    registerRules,
    allowedDomains,

    /** Replaces the brand's allowed hosts (already validated and lower-cased), de-duplicated. */
    async setAllowedDomains(merchant: MerchantRow, domains: string[]): Promise<string[]> {
      const list = [...new Set(domains)].sort();
      await repo.putSetting(allowedDomainsKey(merchant.code), list);
      domainsOf.delete(merchant.code);
      return list;
    },

    /** `domain` is the host the visitor used; the answer's `domainAllowed` is the check on it. */
    async status(
      merchant: MerchantRow,
      visitorIp: string,
      domain?: string,
      language = 'EN',
    ): Promise<SystemStatusValue> {
      const [op, country, systemInfo] = await Promise.all([
        operatorStatus(),
        geo.countryOf(visitorIp),
        info(merchant, language),
      ]);
      return {
        maintenance: op.maintenance,
        maintenanceMessage: op.maintenance ? op.maintenanceMessage : null,
        maintenanceUntil: op.maintenance ? op.maintenanceUntil : null,
        regionRestriction: country !== null && op.blockedCountries.includes(country),
        location: { ip: visitorIp, country },
        info: systemInfo,
        domainAllowed: isDomainAllowed(systemInfo.domainRoute.domainList, domain),
      };
    },

    async patchOperatorStatus(patch: OperatorStatusPatch): Promise<OperatorStatus> {
      const changes: Partial<OperatorStatus> = {};
      if (patch.maintenance !== undefined) changes.maintenance = patch.maintenance;
      if (patch.maintenanceMessage !== undefined) changes.maintenanceMessage = patch.maintenanceMessage;
      if (patch.maintenanceUntil !== undefined) changes.maintenanceUntil = patch.maintenanceUntil;
      if (patch.blockedCountries !== undefined) {
        changes.blockedCountries = [...new Set(patch.blockedCountries.map((c) => c.toUpperCase()))].sort();
      }
      const merged = await repo.mergeSetting(OPERATOR_STATUS_KEY, DEFAULT_OPERATOR_STATUS, changes);
      return OperatorStatusSchema.parse(merged);
    },

    /** Returns null when the merchant has no such module. */
    async setModuleEnabled(merchantId: number, modId: string, enabled: boolean) {
      const found = await repo.setModuleEnabled(merchantId, modId, enabled);
      modulesOf.delete(merchantId);
      return found ? { modId, enabled } : null;
    },

    /** A module is usable only if it and every ancestor are switched on. */
    async isModuleEnabled(merchantId: number, modId: string): Promise<boolean> {
      return (await modulesOf.get(merchantId)).usable[modId] === true;
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
