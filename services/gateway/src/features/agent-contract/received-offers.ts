/**
 * The offers waiting for this agent's answer (at most one per kind), read and kept live wherever
 * the agent is: the avatar's badge and the agent centre's menu count them until they are answered,
 * so an offer made while the agent plays is not missed. The platform announces every contract change
 * to its parties (`contracts.changed`, relayed to the member's channel); each one, and each resync,
 * re-reads the list, and only a list that differs is pushed.
 */
import { agentContractEndpoints, type ContractOfferView } from '@portal/contracts';
import { watchMemberValue } from '../../realtime/watch-member.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

export async function receivedOffers(ctx: MemberContext): Promise<ContractOfferView[]> {
  // The offers sent are paged: one row of them is asked for, only the received ones are wanted.
  const offers = await ctx.services.upstream.call(agentContractEndpoints.offers, {
    ...callMeta(ctx),
    query: { pageNo: 1, pageSize: 1 },
  });
  return offers.received;
}

const idsOf = (offers: ContractOfferView[]) => offers.map((o) => `${o.id}:${o.status}`).join(',');

export function watchReceivedOffers(
  ctx: MemberContext,
  signal: AbortSignal | undefined,
): AsyncGenerator<ContractOfferView[]> {
  return watchMemberValue(ctx, signal, {
    events: ['contracts.changed'],
    read: () => receivedOffers(ctx),
    same: (a, b) => idsOf(a) === idsOf(b),
    label: 'received contract offers',
  });
}
