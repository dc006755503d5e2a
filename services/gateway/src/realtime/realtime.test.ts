import type { UpstreamEvent } from '@portal/contracts';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryBackend, MemoryStore } from '../store/memory-store.js';
import { waitFor } from '../store/store-contract.js';
import { EventsRelay } from './events-relay.js';
import { Hub } from './hub.js';
import { Realtime, type MemberEvent, type ResyncEvent } from './realtime.js';
import type { UpstreamEvents } from './upstream-events.js';

const log = pino({ level: 'silent' });

/** Stands in for the platform's stream: counts starts and lets the test emit events. */
class FakeEvents {
  starts = 0;
  open = false;
  private readonly all = new Set<(e: UpstreamEvent | 'resync') => void>();
  subscribeAll(l: (e: UpstreamEvent | 'resync') => void) {
    this.all.add(l);
    return () => this.all.delete(l);
  }
  start() {
    if (this.open) return;
    this.open = true;
    this.starts += 1;
    this.emit('resync');
  }
  async close() {
    this.open = false;
  }
  emit(e: UpstreamEvent | 'resync') {
    for (const l of this.all) l(e);
  }
}

describe('Realtime across processes', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  /** Two "processes": each its own Store connection, Hub and Realtime, on one shared backend. */
  function processes(n: number, backend = new MemoryBackend(), prefix = 'p1:') {
    return Array.from({ length: n }, () => {
      const store = new MemoryStore({ prefix, backend });
      const hub = new Hub(store);
      const realtime = new Realtime(hub, 'demo', log);
      cleanup.push(async () => {
        await hub.close();
        await store.close();
      });
      return { store, hub, realtime };
    });
  }

  it("delivers a member's push published on one process to that member's listeners on another only", async () => {
    const backend = new MemoryBackend();
    const [a, b] = processes(2, backend);
    const [otherDeployment] = processes(1, backend, 'p2:');
    const seven: Array<MemberEvent | ResyncEvent> = [];
    const eight: Array<MemberEvent | ResyncEvent> = [];
    const foreign: Array<MemberEvent | ResyncEvent> = [];
    const stop7 = await a!.realtime.onMember(7, (e) => seven.push(e));
    const stop8 = await a!.realtime.onMember(8, (e) => eight.push(e));
    await otherDeployment!.realtime.onMember(7, (e) => foreign.push(e));

    await b!.realtime.publishToMember(7, { type: 'messages.changed', unread: 3 });
    await b!.realtime.publishToMember(8, { type: 'wallet.changed' });
    await waitFor(() => eight.length === 1);
    expect(seven).toEqual([{ type: 'messages.changed', unread: 3 }]);
    expect(eight).toEqual([{ type: 'wallet.changed' }]);
    expect(foreign).toEqual([]);

    // Junk on a member channel (not ours to send) is dropped, not delivered half-parsed.
    await b!.store.publish(a!.realtime.memberChannel(7), '{"type":"wallet.changed"');
    await b!.store.publish(a!.realtime.memberChannel(7), '{"type":"nope"}');
    await b!.realtime.publishToMember(7, { type: 'wallet.changed' });
    await waitFor(() => seven.length === 2);
    expect(seven[1]).toEqual({ type: 'wallet.changed' });

    await expect(b!.realtime.publishToMember(Number.NaN, { type: 'wallet.changed' })).rejects.toThrow();
    await stop7();
    await stop8();
    expect(a!.realtime.listenerCount).toBe(0);
  });

  it('delivers broadcasts to their topic and a resync to every listener of every process', async () => {
    const [a, b] = processes(2);
    const winners: string[] = [];
    const member: string[] = [];
    const resyncOnly: string[] = [];
    const stopW = await a!.realtime.onBroadcast('winners.changed', (e) => winners.push(e.type));
    const stopM = await b!.realtime.onMember(1, (e) => member.push(e.type));
    const stopR = await b!.realtime.onResync((e) => resyncOnly.push(e.type));

    await b!.realtime.publishBroadcast({ type: 'winners.changed' });
    await b!.realtime.publishBroadcast({ type: 'messages.changed' });
    await waitFor(() => winners.length === 1);
    await a!.realtime.publishResync();
    await waitFor(() => winners.length === 2 && member.length === 1 && resyncOnly.length === 1);
    expect(winners).toEqual(['winners.changed', 'resync']);
    expect(member).toEqual(['resync']);
    await Promise.all([stopW(), stopM(), stopR()]);
    expect(a!.realtime.listenerCount + b!.realtime.listenerCount).toBe(0);
  });

  it("relays the platform's events from the one process holding the lease, and hands over on close", async () => {
    const [a, b] = processes(2);
    const eventsA = new FakeEvents();
    const eventsB = new FakeEvents();
    const relay = (p: (typeof a & object) | undefined, events: FakeEvents) =>
      new EventsRelay({
        store: p!.store,
        events: events as unknown as UpstreamEvents,
        realtime: p!.realtime,
        merchantCode: 'demo',
        log,
        leaseMs: 1000,
        renewMs: 20,
      });
    const heard: string[] = [];
    await b!.realtime.onMember(5, (e) => heard.push(`5:${e.type}`));
    await b!.realtime.onBroadcast('winners.changed', (e) => heard.push(`all:${e.type}`));

    const relayA = relay(a, eventsA);
    relayA.start();
    await waitFor(() => relayA.isHolder);
    const relayB = relay(b, eventsB);
    relayB.start();
    cleanup.push(() => relayB.close());
    await new Promise((r) => setTimeout(r, 100));
    expect([eventsA.starts, eventsB.starts]).toEqual([1, 0]);
    await waitFor(() => heard.length === 2); // the holder's connection announced a resync
    heard.length = 0;

    eventsA.emit({ type: 'wallet.changed', merchant: 'demo', memberId: 5 });
    eventsA.emit({ type: 'wallet.changed', merchant: 'demo', memberId: 6 });
    eventsA.emit({ type: 'winners.changed', merchant: 'demo' });
    await waitFor(() => heard.length === 2);
    expect(heard).toEqual(['5:wallet.changed', 'all:winners.changed']);

    await relayA.close();
    await waitFor(() => relayB.isHolder);
    expect(eventsB.starts).toBe(1);
  });
});
