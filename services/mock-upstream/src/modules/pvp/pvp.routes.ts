import { pvpEndpoints } from '@portal/contracts';
import { platformArea } from '../../lib/route.js';
import type { PvpService } from './pvp.service.js';

/** The PvP area (`pvpEndpoints`): the rooms of the brand's PvP tables. */
export function pvpRoutes(pvp: PvpService) {
  return platformArea(pvpEndpoints, {
    rooms: async ({ merchant, query }) => pvp.rooms(await merchant(), query.language),
  });
}
