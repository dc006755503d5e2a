import { EventEmitter } from 'node:events';
import type { UpstreamEvent } from '@portal/contracts';

/**
 * In-process publisher of upstream events. Every code path that changes a member's balance calls
 * `publishWalletChanged` after its database transaction commits; the event stream (events.routes.ts) forwards
 * each event to the gateways listening. One upstream process, several gateway streams: no broker.
 */
export interface EventBus {
  publish(event: UpstreamEvent): void;
  publishWalletChanged(merchantCode: string, memberId: number): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: UpstreamEvent) => void): () => void;
  listenerCount(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The upstream event bus (wallet.changed ...): `app.events.publishWalletChanged(code, memberId)`. */
    events: EventBus;
  }
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  // One listener per open stream; a busy portal may hold more than the default ten.
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit('event', event);
    },
    publishWalletChanged(merchantCode, memberId) {
      emitter.emit('event', { type: 'wallet.changed', merchant: merchantCode, memberId });
    },
    subscribe(listener) {
      // A throwing listener must not break the publisher's code path (it runs after a commit).
      const safe = (event: UpstreamEvent) => {
        try {
          listener(event);
        } catch {
          // The stream's own cleanup handles a broken socket.
        }
      };
      emitter.on('event', safe);
      return () => emitter.off('event', safe);
    },
    listenerCount: () => emitter.listenerCount('event'),
  };
}
