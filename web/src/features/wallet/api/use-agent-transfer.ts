import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { useMoneyMoved } from '@/lib/money-moved';

export function useTransferTargets() {
  const trpc = useTRPC();
  return useQuery(trpc.agentTransfer.targets.queryOptions());
}

export function useAgentTransfer() {
  const trpc = useTRPC();
  const moved = useMoneyMoved();
  return useMutation(trpc.agentTransfer.create.mutationOptions({ onSettled: moved }));
}
