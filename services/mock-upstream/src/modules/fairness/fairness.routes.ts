import { fairnessEndpoints } from '@portal/contracts';
import { platformArea } from '../../lib/route.js';
import type { FairnessService } from './fairness.service.js';

/** The vendor code the portal's own demo games play under (their rounds carry it). */
const DEMO_VENDOR = 'DEMO';

/** The fairness area (`fairnessEndpoints`): a member's seed pair, rotating it, a round's seeds. */
export function fairnessRoutes(fairness: FairnessService) {
  return platformArea(fairnessEndpoints, {
    state: (_brand, me) => fairness.state(me),
    rotate: (_brand, me, body) => fairness.rotate(me, body),
    round: (_brand, me, _body, { query }) => fairness.round(me, query.roundId, DEMO_VENDOR),
  });
}
