import { protectionEndpoints } from '@portal/contracts';
import { platformArea } from '../../lib/route.js';
import type { ProtectionService } from './protection.service.js';

/** The protection area's routes (protectionEndpoints). */
export function protectionRoutes(protection: ProtectionService) {
  return platformArea(protectionEndpoints, {
    settings: (brand, me) => protection.settings(brand, me),
    setLimit: (brand, me, body) => protection.setLimit(brand, me, body),
    setRealityCheck: (brand, me, body) => protection.setRealityCheck(brand, me, body.minutes),
    startTimeout: (brand, me, body) => protection.startTimeout(brand, me, body.days),
    selfExclude: (brand, me, body) => protection.selfExclude(brand, me, body.months),
    playSummary: (brand, me, query) => protection.playSummary(brand, me, query.since),
  });
}
