/**
 * Every platform endpoint, area by area: what mock-upstream must serve and the descriptor walk
 * (tests/endpoints.test.ts) proves it answers per its schema.
 */
import type { AnyEndpoint } from './endpoint.js';
import { accountsEndpoints } from './accounts.endpoints.js';
import { agentEndpoints } from './agent.endpoints.js';
import { agentContractEndpoints } from './agent-contract.endpoints.js';
import { contentEndpoints } from './content.endpoints.js';
import { disputesEndpoints } from './disputes.endpoints.js';
import { eventsEndpoints } from './events.endpoints.js';
import { fairnessEndpoints } from './fairness.endpoints.js';
import { gamesEndpoints } from './games.endpoints.js';
import { lotteryEndpoints } from './lottery.endpoints.js';
import { messagesEndpoints } from './messages.endpoints.js';
import { missionsEndpoints } from './missions.endpoints.js';
import { passkeysEndpoints } from './passkeys.endpoints.js';
import { pushEndpoints } from './push.endpoints.js';
import { pvpEndpoints } from './pvp.endpoints.js';
import { paymentsEndpoints } from './payments.endpoints.js';
import { pointsEndpoints } from './points.endpoints.js';
import { profileEndpoints } from './profile.endpoints.js';
import { promotionsEndpoints } from './promotions.endpoints.js';
import { protectionEndpoints } from './protection.endpoints.js';
import { referralEndpoints } from './referral.endpoints.js';
import { seamlessEndpoints } from './seamless.endpoints.js';
import { sessionEndpoints } from './session.endpoints.js';
import { supportEndpoints } from './support.endpoints.js';
import { systemEndpoints } from './system.endpoints.js';
import { walletEndpoints } from './wallet.endpoints.js';

/** The descriptors of some areas, as one list. */
function listOf(...areas: ReadonlyArray<Readonly<Record<string, AnyEndpoint>>>): readonly AnyEndpoint[] {
  return areas.flatMap((area) => Object.values(area));
}

export const platformEndpoints: readonly AnyEndpoint[] = listOf(
  accountsEndpoints,
  agentEndpoints,
  agentContractEndpoints,
  contentEndpoints,
  disputesEndpoints,
  eventsEndpoints,
  fairnessEndpoints,
  gamesEndpoints,
  lotteryEndpoints,
  messagesEndpoints,
  missionsEndpoints,
  passkeysEndpoints,
  paymentsEndpoints,
  pointsEndpoints,
  profileEndpoints,
  pushEndpoints,
  pvpEndpoints,
  promotionsEndpoints,
  protectionEndpoints,
  referralEndpoints,
  seamlessEndpoints,
  sessionEndpoints,
  supportEndpoints,
  systemEndpoints,
  walletEndpoints,
);
