import { useRef } from 'react';

/** A client idempotency key matching the contract's /^[A-Za-z0-9_-]{8,64}$/. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * One requestId per submission. Submitting the same body again after a failure that may not have
 * reached the server (network, timeout) reuses the id, so the gateway answers the first result and
 * moves nothing twice; a changed body, a definite answer or a success starts a new one.
 */
export function useRequestId() {
  const current = useRef<{ id: string; body: string } | null>(null);
  return {
    /** The id to send with `body` (everything of the request but the id). */
    idFor(body: unknown): string {
      const key = JSON.stringify(body);
      if (current.current?.body === key) return current.current.id;
      const id = newRequestId();
      current.current = { id, body: key };
      return id;
    },
    /** The submission is settled: the next one gets a new id. */
    settle() {
      current.current = null;
    },
  };
}
