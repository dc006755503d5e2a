/**
 * The play session bar above every game: the member's session so far (since its login: the
 * ledger's net of every vendor's bets and wins, and the turnover still due before a withdrawal),
 * pushed again whenever the platform says the member's wallet changed, which is what a settled
 * round (or any bet) does. Nothing is polled: the read happens on the event.
 */
import { gamesEndpoints, type PlaySession } from '@portal/contracts';
import { watchMemberValue } from '../../realtime/watch-member.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

const sameSession = (a: PlaySession, b: PlaySession) =>
  a.startedAt === b.startedAt &&
  a.rounds === b.rounds &&
  a.bet === b.bet &&
  a.win === b.win &&
  a.turnoverRemaining === b.turnoverRemaining;

export function watchPlaySession(ctx: MemberContext, signal: AbortSignal | undefined) {
  return watchMemberValue(ctx, signal, {
    events: ['wallet.changed'],
    read: () => ctx.services.upstream.call(gamesEndpoints.playSession, callMeta(ctx)),
    same: sameSession,
    label: 'play session',
  });
}
