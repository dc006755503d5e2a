import { type DataTag, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * Writes a subscription's pushes into the cached answer of the query they replace (the header's
 * balance, the unread count, the offers waiting). A read of that query still out when a push
 * arrives was asked before the push was read; its answer would put the older value back until the
 * next change. So the read is cancelled first, and the newest push is written once the cancel has
 * settled (its revert is asynchronous): two pushes in a row end on the last. Resolves with the value
 * cached before the write.
 */
export function useWritePush<T>(
  queryKey: DataTag<QueryKey, T, unknown>,
): (value: T) => Promise<T | undefined> {
  const queryClient = useQueryClient();
  const latest = useRef<{ value: T } | null>(null);
  return async (value: T) => {
    latest.current = { value };
    await queryClient.cancelQueries({ queryKey, exact: true });
    const previous = queryClient.getQueryData(queryKey);
    if (latest.current) queryClient.setQueryData(queryKey, latest.current.value);
    return previous;
  };
}
