import { isOutcomeUnknown } from '@/lib/money-errors';
import { useRequestId } from '@/lib/request-id';

/**
 * A money action's idempotency key: a fresh requestId per user action, the same one again when the
 * same action is retried after an answer that may not have reached us (no answer, timeout).
 */
export function useActionIds() {
  const ids = useRequestId();
  return {
    idFor: ids.idFor,
    callbacks: {
      onSuccess: () => ids.settle(),
      onError: (error: unknown) => {
        if (!isOutcomeUnknown(error)) ids.settle();
      },
    },
  };
}
