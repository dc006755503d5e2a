import { z } from 'zod';
import { InstantSchema } from './dates.js';

/** Module ids named by the spec and the upstream contract. Every one is switchable. */
export const MODULE_IDS = [
  'COMM3',
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'DIRECTREG3',
  'CAPTCHA3',
  'PASS3',
  'PWDEXPFORCECHANGE3',
  'PWRESETSMS3',
  'CHNGPASSVERIF3',
  'MOBILEVERCODELOGIN3',
  // Firebase phone sign-in (ADR 0023): this project's id. Login with type firebase and a mobile
  // registration proven by a Firebase ID token; usable only where the platform has a Firebase
  // project and key set configured (off otherwise, whatever the switch says).
  'FIREBASELOGIN3',
  'LOGINIPVERF3',
  'FREEPLAY3',
  'PROFPIC3',
  'VERIFICATION3',
  'AFFMAN3',
  'AGENTPOLICY3',
  // The four agent contracts (ADR 0009): this project's ids, children of AFFMAN3, behind
  // the consolidated contract info's divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype.
  'AGENTDIV3',
  'AGENTDAILYSAL3',
  'AGENTHOURSAL3',
  'AGENTRTSAL3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOREC3',
  'GAMELOFAV3',
  'FUNDTRANS3',
  'REWCEN3',
  'FEEDBACK3',
  'INBOX3',
  'PTSYS3',
  'AGEANNOUNCE3',
  'DPSTBAS3',
  'CBS3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Whitelabel module tree node; `enabled` is a string on the wire. */
export type ModuleNode = { modId: string; enabled: '1' | '0'; childrenNodes: ModuleNode[] };
export const ModuleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string().min(1),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(ModuleNodeSchema),
  }),
);
export const ModuleTreeSchema = z.array(ModuleNodeSchema);

/**
 * Flattens the tree into modId -> enabled. A child is enabled only if every ancestor is:
 * switching a parent module off switches off everything beneath it.
 */
export function flattenModules(nodes: ModuleNode[], parentEnabled = true, out: Record<string, boolean> = {}) {
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled === '1';
    out[node.modId] = enabled;
    flattenModules(node.childrenNodes, enabled, out);
  }
  return out;
}

/** One register field rule. `acceptedPattern` "*" means anything. */
export const RegisterRuleSchema = z.object({
  acceptedPattern: z.string(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
  patternId: z.number().int().nonnegative(),
  required: z.boolean(),
  enabled: z.boolean(),
});
export type RegisterRule = z.infer<typeof RegisterRuleSchema>;
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'recommenderId',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export const RegisterRulesSchema = z.record(z.string(), RegisterRuleSchema);
export type RegisterRules = z.infer<typeof RegisterRulesSchema>;

/**
 * Resource types. The platform uses numeric-ish type names; this project names them.
 */
export const RESOURCE_TYPES = [
  'CUSTOMER_SERVICE',
  'IOS_APP',
  'ANDROID_APP',
  'TELEGRAM',
  'FACEBOOK',
  'INSTAGRAM',
  'TWITTER',
  'YOUTUBE',
  'LICENSE',
  'LOGO',
  'FAVICON',
] as const;
export const ResourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** Customer-service entry: `path` is encrypted by the platform; type 3 is the one the web uses. */
export const CustomerServiceSchema = z.object({
  version: z.object({
    pathList: z.array(z.object({ type: z.number().int(), path: z.string() })),
  }),
});

/** Brand (merchant) configuration. */
export const BrandSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  platform: z.literal('web'),
  device: z.literal('WEB'),
  lotteryType: z.string(),
  prizeModes: z.array(z.string()),
  loginedToHomePage: z.boolean(),
  currency: z.string().length(3),
  currencySymbol: z.string(),
  /** Decimals of the currency's minor unit (2 for USD, 0 for VND). */
  currencyDecimals: z.number().int().min(0).max(8),
  /** IANA zone whose calendar days the record pages use. */
  timeZone: z.string(),
  defaultLanguage: z.string(),
  defaultTheme: z.enum(['light', 'dark']),
  copyright: z.string(),
  minimumAge: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;

/**
 * What the web needs to start the Firebase JS SDK for phone sign-in (ADR 0023): the project's public
 * web settings, never a secret. `authEmulatorUrl` points the SDK at a local stand-in for Firebase's
 * servers (the browser tests' local signer); the platform refuses to set it in production.
 */
export const FirebaseWebConfigSchema = z.object({
  apiKey: z.string().min(1).max(100),
  authDomain: z.string().min(1).max(253),
  projectId: z.string().min(1).max(30),
  authEmulatorUrl: z.url({ protocol: /^https?$/ }).nullable(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfigSchema>;

export const SystemInfoSchema = z.object({
  brand: BrandSchema,
  modules: ModuleTreeSchema,
  registerRules: RegisterRulesSchema,
  customerService: z.array(CustomerServiceSchema),
  resources: z.array(ResourceSchema),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domainRoute: z.object({ domainList: z.array(z.string()) }),
  /**
   * Firebase phone sign-in's web settings while FIREBASELOGIN3 is usable (switched on, and a Firebase
   * project configured on the platform); null or absent otherwise.
   */
  firebase: FirebaseWebConfigSchema.nullable().optional(),
});
export type SystemInfo = z.infer<typeof SystemInfoSchema>;

/** `GET /wps/system/status` query. */
export const StatusQuerySchema = z.object({
  // The host the visitor typed: the answer's `domainAllowed` checks it against the brand's list.
  domain: z
    .string()
    .max(253)
    .regex(/^[a-zA-Z0-9.:-]*$/, 'must be a host name')
    .optional(),
});

/** `GET /readyz` (bare, no envelope): the platform answers and its database too. */
export const ReadyProbeSchema = z.object({ ok: z.literal(true) });

/** `GET /wps/system/status` value. */
export const SystemStatusValueSchema = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: SystemInfoSchema,
  /**
   * Whether the `domain` the status was asked for is one of the brand's allowed hosts
   * (`info.domainRoute.domainList`). An empty list means the operator set none: every host passes.
   * False is the spec's "domain check invalid, contact service".
   */
  domainAllowed: z.boolean(),
});
export type SystemStatusValue = z.infer<typeof SystemStatusValueSchema>;

/** 0 normal app, 1 maintenance page, 2 region-blocked page. */
export type AppStatus = 0 | 1 | 2;
export function deriveAppStatus(v: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>): AppStatus {
  if (v.maintenance) return 1;
  if (v.regionRestriction) return 2;
  return 0;
}

/** `GET /wps/session/key/rsa` value. */
export const RsaKeySchema = z.object({ keyId: z.string(), publicKey: z.string() });
export type RsaKey = z.infer<typeof RsaKeySchema>;

/** Admin API (operator switches) bodies. */
export const AdminStatusPatchSchema = z
  .object({
    maintenance: z.boolean().optional(),
    maintenanceMessage: z.string().max(500).nullable().optional(),
    maintenanceUntil: InstantSchema.nullable().optional(),
    blockedCountries: z.array(z.string().length(2).toUpperCase()).optional(),
  })
  .strict();
export const AdminModulePatchSchema = z.object({ enabled: z.boolean() }).strict();
/** Admin: map a CIDR block to a country (the offline IP-to-country list). */
export const AdminGeoCidrSchema = z
  .object({ cidr: z.string().min(3).max(64), country: z.string().length(2).toUpperCase() })
  .strict();

/**
 * A host name as an operator types it for the allowed-domain list: lower-cased, no scheme, port or
 * path; labels of letters, digits and inner hyphens (so IPv4 literals and `localhost` pass too).
 */
export const HostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'must be at most 253 characters')
  .regex(
    /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/,
    'must be a host name such as www.example.com (no scheme, port or path)',
  );

/** Admin: replace the brand's allowed hosts. An empty list switches the domain check off. */
export const AdminDomainsSchema = z
  .object({ domains: z.array(HostnameSchema).max(200, 'at most 200 domains') })
  .strict();

/** The host part of what a visitor typed, comparable with the allowed list (case and port dropped). */
export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase().replace(/\.$/, '');
  // One colon is host:port; more is a bare IPv6 address, kept whole.
  return lower.split(':').length === 2 ? lower.slice(0, lower.indexOf(':')) : lower;
}

/** The domain check: no allowed hosts means no check; otherwise the host must be listed. */
export function isDomainAllowed(domainList: readonly string[], host: string | undefined): boolean {
  if (domainList.length === 0) return true;
  if (host === undefined) return false;
  const wanted = normaliseHost(host);
  return domainList.some((d) => normaliseHost(d) === wanted);
}
