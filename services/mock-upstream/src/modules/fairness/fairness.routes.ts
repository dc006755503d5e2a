import { fairnessEndpoints } from '@portal/contracts';
import { platformArea } from '../../lib/route.js';
import { SLOT_VENDOR } from '../demo-vendor/slot/slot.service.js';
import type { FairnessService } from './fairness.service.js';

/** The fairness area (`fairnessEndpoints`): a member's seed pair, rotating it, a round's seeds. */
export function fairnessRoutes(fairness: FairnessService) {
  return platformArea(fairnessEndpoints, {
    state: (_brand, me) => fairness.state(me),
    rotate: (_brand, me, body) => fairness.rotate(me, body),
    round: (_brand, me, _body, { query }) => fairness.round(me, query.roundId, SLOT_VENDOR),
  });
}
