import type { ContractKind } from '@portal/contracts';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useState } from 'react';
import type { DayRange } from '@/lib/date-range';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useTRPC } from '@/lib/trpc';
import type { ContractFeedItem, SettlementsInput } from './types';
import { AGENT_PAGE_SIZE } from './use-agent';

/**
 * The agent contracts' reads and changes: the consolidated info, the downlines'
 * contracts, the progress of the period in progress, settlements, offers and the simulator. Every
 * read is fresh on open: contracts change by the other party's hand and by the settlement job, and
 * the live feed (useContractFeed) marks them stale when they do.
 */
const FRESH = { staleTime: 0, placeholderData: keepPreviousData } as const;

export function useContractInfo(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agentContract.info.queryOptions(), staleTime: 0, enabled });
}

export function useDownlineContracts(kind: ContractKind, pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agentContract.downlineContracts.queryOptions({ kind, pageNo, pageSize: AGENT_PAGE_SIZE }),
    ...FRESH,
  });
}

/** The period in progress of my own contract, or (`downline`) of the one I pay that downline. */
export function useContractProgress(kind: ContractKind, downline?: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agentContract.progress.queryOptions({ kind, ...(downline ? { downline } : {}) }),
    ...FRESH,
  });
}

export function useContractSettlements(
  range: DayRange | null,
  filters: Pick<SettlementsInput, 'kind' | 'role' | 'downline'>,
  pageNo: number,
) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agentContract.settlements.queryOptions(
      range ? { ...range, ...filters, pageNo, pageSize: AGENT_PAGE_SIZE } : skipToken,
    ),
    ...FRESH,
  });
}

export function useContractHistory(kind: ContractKind, downline: string | undefined, pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agentContract.history.queryOptions({
      kind,
      ...(downline ? { downline } : {}),
      pageNo,
      pageSize: AGENT_PAGE_SIZE,
    }),
    ...FRESH,
  });
}

/** Everything a contract change can move: read again after one of mine or a pushed one. */
function useInvalidateContracts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.agentContract.pathKey() });
    // Settlements pay through the wallet and show in "my income".
    void queryClient.invalidateQueries({ queryKey: trpc.agent.income.pathKey() });
  }, [queryClient, trpc]);
}

export function useOfferContract() {
  const trpc = useTRPC();
  const onSuccess = useInvalidateContracts();
  return useMutation(trpc.agentContract.offer.mutationOptions({ onSuccess }));
}

export function useTerminateContract() {
  const trpc = useTRPC();
  const onSuccess = useInvalidateContracts();
  return useMutation(trpc.agentContract.terminate.mutationOptions({ onSuccess }));
}

/** Accept or reject an offer addressed to me, or cancel one of mine; re-read either way (a refusal
 * such as "already answered" means what is shown is out of date). */
export function useDecideOffer() {
  const trpc = useTRPC();
  const onSettled = useInvalidateContracts();
  return useMutation(trpc.agentContract.decide.mutationOptions({ onSettled }));
}

export function useSimulateContract() {
  const trpc = useTRPC();
  return useMutation(trpc.agentContract.simulate.mutationOptions());
}

/** Unseen contract news per kind (offers, answers, ends, credits), shown as the menu's badges. */
export type ContractBadges = Partial<Record<ContractKind, number>>;

/**
 * The live contract feed while the agent centre is open: every offer, answer, end and credit of a
 * contract I am a party to arrives over the WebSocket, marks the contract reads stale (the open
 * page updates) and counts towards its kind's badge until that page is seen. After a reconnect the
 * feed resumes from the last event seen (the link sends it back), so nothing missed is lost.
 */
export function useContractFeed(enabled: boolean, me?: string) {
  const trpc = useTRPC();
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  const invalidate = useInvalidateContracts();
  const queryClient = useQueryClient();
  const [badges, setBadges] = useState<ContractBadges>({});
  const [latest, setLatest] = useState<ContractFeedItem['data'] | null>(null);
  const onData = useCallback(
    (envelope: ContractFeedItem) => {
      const item = envelope.data;
      if (item.type === 'event') {
        const kind = item.event.kind;
        // An offer addressed to me counts as waiting (useReceivedOffers) until I answer it, not as news.
        const waitsForMe =
          (item.event.event === 'offered' || item.event.event === 'terminationOffered') &&
          item.event.downline === me;
        if (!waitsForMe) setBadges((current) => ({ ...current, [kind]: (current[kind] ?? 0) + 1 }));
        setLatest(item);
        // A credit moved money: the balance in the header too.
        if (item.event.event === 'settled') {
          void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() });
        }
      }
      invalidate();
    },
    [invalidate, queryClient, trpc, me],
  );
  const subscription = useSubscription(
    trpc.agentContract.onFeed.subscriptionOptions(undefined, {
      enabled: enabled && isSocketLoggedIn,
      onData,
      onError,
    }),
  );
  const clear = useCallback(
    (kind: ContractKind) => setBadges((current) => (current[kind] ? { ...current, [kind]: 0 } : current)),
    [],
  );
  return { badges, clear, latest, isLive: subscription.status === 'pending' };
}
