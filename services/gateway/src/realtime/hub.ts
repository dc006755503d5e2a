import type { Store, Unsubscribe } from '../store/store.js';

type Listener = (message: string) => void;

interface ChannelState {
  listeners: Set<Listener>;
  ready: Promise<Unsubscribe>;
}

/**
 * Fan-out of Store channels to this process's listeners (WebSocket subscriptions). However many
 * sockets watch a channel, the process holds one Store subscription for it; with Redis, a message
 * published by any gateway instance reaches every socket on every instance.
 */
export class Hub {
  private readonly channels = new Map<string, ChannelState>();

  constructor(private readonly store: Store) {}

  async publish(channel: string, message: string): Promise<void> {
    await this.store.publish(channel, message);
  }

  /** Resolves once the listener is live; the returned function removes it. */
  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    let state = this.channels.get(channel);
    if (!state) {
      const listeners = new Set<Listener>();
      const ready = this.store.subscribe(channel, (message) => {
        for (const l of [...listeners]) l(message);
      });
      const created: ChannelState = { listeners, ready };
      // A failed subscribe must not poison the channel: the next listener tries again.
      ready.catch(() => {
        if (this.channels.get(channel) === created) this.channels.delete(channel);
      });
      state = created;
      this.channels.set(channel, state);
    }
    state.listeners.add(listener);
    await state.ready;
    const current = state;
    return async () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.channels.get(channel) === current) {
        this.channels.delete(channel);
        await (
          await current.ready
        )();
      }
    };
  }

  async close(): Promise<void> {
    const states = [...this.channels.values()];
    this.channels.clear();
    await Promise.allSettled(states.map(async (s) => (await s.ready)()));
  }
}

/** Resolves after `ms`, or early when `wake` fires or `signal` aborts (whichever comes first). */
export function sleepUntil(ms: number, signal: AbortSignal | undefined, wake?: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
    void wake?.then(done);
  });
}
