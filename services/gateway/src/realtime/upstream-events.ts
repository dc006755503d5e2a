/**
 * The platform's push channel: one long-lived event stream (eventsEndpoints.stream), opened by the
 * one gateway process holding the relay lease (events-relay.ts), which republishes every event to
 * the realtime channels (realtime.ts) of all processes; features listen there, not here. Each `data:` line is one UpstreamEvent; a
 * `wallet.changed` reaches the listeners of that member, a `winners.changed` the listeners of that
 * topic (the winner board, one per process). The stream says nothing about what happened
 * while it was down, so after every (re)connection every listener gets a `resync`: it re-reads what
 * it shows.
 *
 * Failure: a refused or dropped connection is retried with capped exponential backoff. The first
 * failure of an outage is logged once (warn) and the recovery once (info), never one line per retry,
 * so a platform that is down for an hour does not flood the log.
 */
import { EVENTS_KEY_HEADER, eventsEndpoints, type UpstreamEvent } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sleepUntil } from './hub.js';

export type EventReason = 'changed' | 'resync';
export type EventListener = (reason: EventReason) => void;

export interface UpstreamEventsOptions {
  upstreamUrl: string;
  merchantCode: string;
  eventsKey: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** First retry delay; doubles per failed attempt up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A stream silent this long is taken for dead and reopened (the platform sends a heartbeat
   * comment every 15 s; a half-open TCP connection would otherwise go unnoticed for ever). */
  idleTimeoutMs?: number;
}

/** Merchant-wide events (not about one member) a listener can follow. */
export type BroadcastTopic = 'winners.changed';

/** Adds `listener` to the set under `key`; the function returned removes it (and the set once empty). */
function addListener<K, L>(map: Map<K, Set<L>>, key: K, listener: L): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(listener);
  return () => {
    const current = map.get(key);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) map.delete(key);
  };
}

export class UpstreamEvents {
  /** memberId (or null: every member, resync only) -> listeners. */
  private readonly listeners = new Map<number | null, Set<EventListener>>();
  /** Merchant-wide topic -> listeners. */
  private readonly topics = new Map<BroadcastTopic, Set<EventListener>>();
  /** Listeners of every event of this merchant (the relay into Redis, events-relay.ts). */
  private readonly everything = new Set<(event: UpstreamEvent | 'resync') => void>();
  private readonly fetchImpl: typeof fetch;
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;
  private connectedNow = false;
  private connections = 0;

  constructor(private readonly opts: UpstreamEventsOptions) {
    this.fetchImpl = opts.fetch ?? fetch;
  }

  /** Whether the stream is open right now. */
  get connected(): boolean {
    return this.connectedNow;
  }

  /** How many times the stream has been opened since start (tests wait on it). */
  get connectionCount(): number {
    return this.connections;
  }

  /**
   * Calls `listener('changed')` on every `wallet.changed` of this member and `listener('resync')`
   * after every (re)connection. A null member hears resyncs only. Returns the unsubscribe function.
   */
  subscribe(memberId: number | null, listener: EventListener): () => void {
    return addListener(this.listeners, memberId, listener);
  }

  /**
   * Calls `listener('changed')` on every event of this merchant-wide topic and `listener('resync')`
   * after every (re)connection. Returns the unsubscribe function.
   */
  subscribeTopic(topic: BroadcastTopic, listener: EventListener): () => void {
    return addListener(this.topics, topic, listener);
  }

  /**
   * Calls `listener` with every event of this merchant and with 'resync' after every
   * (re)connection. Not counted in listenerCount. Returns the unsubscribe function.
   */
  subscribeAll(listener: (event: UpstreamEvent | 'resync') => void): () => void {
    const own = (event: UpstreamEvent | 'resync') => listener(event);
    this.everything.add(own);
    return () => {
      this.everything.delete(own);
    };
  }

  /** Number of listeners (tests check that ended subscriptions let go). */
  get listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    for (const set of this.topics.values()) n += set.size;
    return n;
  }

  start(): void {
    if (this.running) return;
    const controller = new AbortController();
    this.controller = controller;
    this.running = this.loop(controller.signal).catch((err: unknown) => {
      // The loop handles its own failures; reaching here is a bug, which must not take the process.
      this.opts.log.error({ err }, 'upstream events loop stopped');
    });
  }

  async close(): Promise<void> {
    this.controller?.abort();
    this.controller = null;
    const running = this.running;
    this.running = null;
    await running;
  }

  private emit(memberId: number | null, reason: EventReason): void {
    if (memberId === null) this.notifyAll('resync');
    const targets =
      memberId === null
        ? [...this.listeners.values(), ...this.topics.values()].flatMap((s) => [...s])
        : [...(this.listeners.get(memberId) ?? [])];
    this.notify(targets, reason);
  }

  private notify(targets: EventListener[], reason: EventReason): void {
    for (const listener of targets) {
      try {
        listener(reason);
      } catch (err) {
        this.opts.log.error({ err }, 'upstream event listener failed');
      }
    }
  }

  private notifyAll(event: UpstreamEvent | 'resync'): void {
    for (const listener of [...this.everything]) {
      try {
        listener(event);
      } catch (err) {
        this.opts.log.error({ err }, 'upstream event listener failed');
      }
    }
  }

  private dispatch(event: UpstreamEvent): void {
    if ('merchant' in event && event.merchant === this.opts.merchantCode) this.notifyAll(event);
    if (event.type === 'wallet.changed') {
      // One stream per merchant is expected; a foreign merchant's member id would name someone else.
      if (event.merchant !== this.opts.merchantCode) return;
      this.emit(event.memberId, 'changed');
    } else if (event.type === 'winners.changed') {
      if (event.merchant !== this.opts.merchantCode) return;
      this.notify([...(this.topics.get(event.type) ?? [])], 'changed');
    }
  }

  private async loop(signal: AbortSignal): Promise<void> {
    const min = this.opts.minBackoffMs ?? 500;
    const max = this.opts.maxBackoffMs ?? 30_000;
    let backoff = min;
    let failing = false;
    while (!signal.aborted) {
      let opened = false;
      try {
        opened = await this.connectOnce(signal, () => {
          if (failing) this.opts.log.info('upstream events stream reconnected');
          failing = false;
          backoff = min;
        });
        if (!signal.aborted && !failing) {
          this.opts.log.warn('upstream events stream ended; reconnecting');
          failing = true;
        }
      } catch (err) {
        if (signal.aborted) break;
        if (!failing) {
          this.opts.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'upstream events stream unavailable; retrying with backoff',
          );
          failing = true;
        }
      }
      if (signal.aborted) break;
      // A stream that opened and then ended is retried soon; repeated failures wait longer each time.
      const delay = opened ? min : backoff;
      if (!opened) backoff = Math.min(max, backoff * 2);
      await sleepUntil(delay + Math.floor(Math.random() * (delay / 4)), signal);
    }
  }

  /** One connection; resolves true when the stream was opened and ended, throws when it could not open. */
  private async connectOnce(signal: AbortSignal, onOpen: () => void): Promise<boolean> {
    // This connection's own abort: the app closing, or the stream going silent for too long.
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    const idleMs = this.opts.idleTimeoutMs ?? 45_000;
    let idle: NodeJS.Timeout | undefined;
    const resetIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleMs);
    };
    try {
      resetIdle();
      const { method, path } = eventsEndpoints.stream;
      const res = await this.fetchImpl(`${this.opts.upstreamUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          accept: 'text/event-stream',
          merchant: this.opts.merchantCode,
          [EVENTS_KEY_HEADER]: this.opts.eventsKey,
        },
        signal: connection.signal,
      });
      if (!res.ok || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        throw new Error(`events stream answered HTTP ${res.status}`);
      }
      this.connectedNow = true;
      this.connections += 1;
      onOpen();
      this.emit(null, 'resync');
      try {
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          resetIdle();
          buffer += decoder.decode(chunk, { stream: true });
          let newline: number;
          while ((newline = buffer.search(/\r?\n|\r/)) >= 0) {
            const line = buffer.slice(0, newline);
            const sep = buffer.slice(newline).startsWith('\r\n') ? 2 : 1;
            buffer = buffer.slice(newline + sep);
            this.handleLine(line);
          }
          // A line longer than any event could be is junk: drop it rather than grow without bound.
          if (buffer.length > 64 * 1024) buffer = '';
        }
      } catch (err) {
        // Aborted for silence: the stream ended, reopen it; aborted by close: the loop stops.
        if (!connection.signal.aborted) throw err;
      } finally {
        this.connectedNow = false;
      }
      return true;
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', abort);
    }
  }

  private handleLine(line: string): void {
    if (!line.startsWith('data:')) return; // comments (keep-alives), event names, ids, blank lines
    const payload = line.slice(5).trimStart();
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      this.opts.log.debug('upstream event is not JSON; ignored');
      return;
    }
    const parsed = eventsEndpoints.stream.response.safeParse(json);
    if (!parsed.success) {
      this.opts.log.debug('unknown upstream event; ignored');
      return;
    }
    this.dispatch(parsed.data);
  }
}
