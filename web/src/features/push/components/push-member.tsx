import { useRenewPush } from '../api/use-push';
import { PushOffer } from './push-offer';

/**
 * What push needs while a real member is signed in, loaded with them (not with the first paint):
 * this browser's subscription kept alive on the platform, and the offer to turn push on where a
 * card may show (`offer`: not over a game).
 */
export function PushForMember({
  memberId,
  rewardsWaiting,
  offer,
}: {
  memberId: number | undefined;
  rewardsWaiting: number;
  offer: boolean;
}) {
  useRenewPush(memberId);
  return offer ? <PushOffer rewardsWaiting={rewardsWaiting} /> : null;
}
