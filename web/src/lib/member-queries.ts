import type { Query, QueryClient } from '@tanstack/react-query';
import { refetchFresh } from './query-client';

/**
 * The gateway's procedures that answer without a session. Everything else belongs to a member: a
 * procedure added later counts as the member's until it is listed here, so the safe mistake (a
 * public query dropped and fetched again) is the one made by default.
 */
const PUBLIC_ROUTERS = new Set(['system', 'content', 'lottery', 'jackpot', 'session', 'auth']);
const PUBLIC_PROCEDURES = new Set([
  'games.lanes',
  'games.list',
  'games.hot',
  'games.lotteryMenus',
  'feedback.settings',
  'messages.settings',
]);

/** A tRPC query key starts with the procedure path as an array (["games", "list"]). */
function procedurePath(query: Query): string[] {
  const head = query.queryKey[0];
  return Array.isArray(head) ? head.filter((part): part is string => typeof part === 'string') : [];
}

export function isMemberQuery(query: Query): boolean {
  const path = procedurePath(query);
  const [router] = path;
  if (router === undefined) return false;
  return !PUBLIC_ROUTERS.has(router) && !PUBLIC_PROCEDURES.has(path.join('.'));
}

/**
 * Stops the member's queries before the session ends: no refetch in flight or on its way answers
 * 401 once the cookie no longer names a session.
 */
export function cancelMemberQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ predicate: isMemberQuery });
}

/**
 * After the session ended: the member's data leaves the cache (nothing lingers for the next person
 * at this browser, and nothing refetches it), and only public data is refreshed.
 */
export async function forgetMember(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ predicate: isMemberQuery });
  queryClient.removeQueries({ predicate: isMemberQuery });
  await refetchFresh(queryClient, { predicate: (query) => !isMemberQuery(query) });
}
