/**
 * The system area's platform endpoints (see endpoint.ts): the brand's status for a visitor, its
 * module switches, its register rules, and the platform's readiness probe.
 */
import { endpoints } from './endpoint.js';
import {
  ModuleTreeSchema,
  ReadyProbeSchema,
  RegisterRulesSchema,
  StatusQuerySchema,
  SystemStatusValueSchema,
} from './system.js';

export const systemEndpoints = endpoints('system', {
  /** Maintenance, region restriction (by the visitor's IP), the brand's info, and whether `domain` is allowed. */
  status: {
    method: 'GET',
    path: '/wps/system/status',
    auth: 'public',
    query: StatusQuerySchema,
    response: SystemStatusValueSchema,
  },
  /** The whitelabel module tree: which feature modules are switched on. */
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', auth: 'public', response: ModuleTreeSchema },
  /** The register form's field rules. */
  registerRules: {
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'public',
    response: RegisterRulesSchema,
  },
  /**
   * Readiness (bare `{ ok: true }`; 503 `{ ok: false }` while the database does not answer): the
   * gateway's own /readyz asks it. Not under /wps: it is the orchestrators' probe too.
   */
  ready: { method: 'GET', path: '/readyz', auth: 'public', bare: true, response: ReadyProbeSchema },
});
