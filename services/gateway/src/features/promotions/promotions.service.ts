/**
 * Promotions and rewards: the promotion list and detail (with the member's state when a
 * session exists), the state actions, the raffle draw, the reward centre and the manual rebate. All
 * rules and money live upstream; the gateway passes calls through by descriptor and pushes
 * "promotions changed" live so the web re-reads states, rewards and badge counts without polling.
 */
import {
  promotionsEndpoints,
  type PromotionCategorySchema,
  type UnclaimedCountSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Context } from '../../trpc/context.js';
import { callMeta, optionalCallMeta, type MemberContext } from '../../trpc/procedures.js';
import { watchMemberValue } from '../../realtime/watch-member.js';

const e = promotionsEndpoints;
type Category = z.infer<typeof PromotionCategorySchema>;
type UnclaimedCount = z.infer<typeof UnclaimedCountSchema>;

export function list(ctx: Context, category: Category) {
  return ctx.services.upstream.call(e.list, { ...optionalCallMeta(ctx), query: { category } });
}

export function detail(ctx: Context, id: number) {
  return ctx.services.upstream.call(e.detail, { ...optionalCallMeta(ctx), query: { id } });
}

export function unclaimed(ctx: MemberContext): Promise<UnclaimedCount> {
  return ctx.services.upstream.call(e.unclaimed, callMeta(ctx));
}

/**
 * The badge counts now, then again after every change of the member's promotions (an operator
 * decision, a claim, a draw, a promotion opening or closing for everyone) or a resync. Every change
 * is pushed, even with the same counts, so the web also re-reads the states it shows.
 */
export function watchChanges(
  ctx: MemberContext,
  signal: AbortSignal | undefined,
): AsyncGenerator<UnclaimedCount> {
  return watchMemberValue(ctx, signal, {
    events: ['promotions.changed'],
    broadcasts: ['promotions.changed'],
    read: () => unclaimed(ctx),
    label: 'promotions',
  });
}
