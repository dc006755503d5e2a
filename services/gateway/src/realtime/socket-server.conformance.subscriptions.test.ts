import { describe, expect, it } from 'vitest';
import { waitFor } from '../store/store-contract.js';
import { deliver } from '../test/fake-messages.js';
import { emitEvent } from '../test/fake-wallet.js';
import { appRouter } from '../trpc/router.js';
import {
  WAIT_MS,
  MEMBER,
  type Frame,
  up,
  openPeer,
  follow,
  on,
  subscriptionIds,
  memberPage,
  expectCurrent,
  useConformanceGateway,
} from './socket-server.conformance.test-setup.js';
import { cases, caseOf } from './socket-server.conformance.test-fixtures.js';

useConformanceGateway();

describe('the WebSocket endpoint, driven by tRPC’s own client', () => {
  it('has a case for every subscription procedure of the router', () => {
    const subscriptions = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    )
      .filter(([, procedure]) => procedure._def.type === 'subscription')
      .map(([path]) => path);
    expect(cases.map((c) => c.path).sort()).toEqual(subscriptions.sort());
  });

  describe.each(cases)('$path', (c) => {
    it('starts with the procedure’s value, pushes a change, and stops on unsubscribe', async () => {
      const { browser, peer } = c.member ? await memberPage() : { browser: undefined, peer: openPeer() };
      const a = follow(peer, c);
      await waitFor(() => a.values.length >= 1, WAIT_MS);
      expect(a.starts).toBe(1);
      await expectCurrent(c, a.values[0], browser);
      // A second subscription of the same procedure on the same socket: the witness of later pushes.
      const b = follow(peer, c);
      await waitFor(() => b.values.length >= 1, WAIT_MS);
      await expectCurrent(c, b.values[0], browser);
      const [aId, bId] = subscriptionIds(peer, c.path);
      expect(aId).not.toBe(bId);

      a.stop();
      const isStopped = (f: Frame) => f.id === aId && f.result?.type === 'stopped';
      await waitFor(() => on(peer.received, 0).some(isStopped), WAIT_MS);
      expect(on(peer.sent, 0)).toContainEqual({ id: aId, method: 'subscription.stop' });
      const aSeen = a.values.length;
      const bSeen = b.values.length;
      const stoppedAt = on(peer.received, 0).findIndex(isStopped);

      await c.change();
      await waitFor(() => b.values.length > bSeen, WAIT_MS);
      const pushed = b.values.at(-1);
      expect(pushed).not.toEqual(b.values[0]);
      await expectCurrent(c, pushed, browser);
      expect(b.errors).toEqual([]);
      // Nothing for the stopped one after its `stopped`, on the wire or at the client.
      expect(
        on(peer.received, 0)
          .slice(stoppedAt + 1)
          .filter((f) => f.id === aId),
      ).toEqual([]);
      expect(a.values).toHaveLength(aSeen);
      expect(a.errors).toEqual([]);
    });
  });

  it('serves queries and a mutation on the socket its subscriptions use, in step with them', async () => {
    const { peer } = await memberPage();
    deliver(up.state.messages, MEMBER.account, 'First');
    deliver(up.state.messages, MEMBER.account, 'Second');
    const streams = cases.map((c) => follow(peer, c));
    await waitFor(() => streams.every((s) => s.values.length >= 1), WAIT_MS);
    for (const [i, c] of cases.entries()) {
      if (c.query) expect(await c.query(peer.client)).toEqual(streams[i]?.values.at(-1));
    }
    const unread = streams[cases.indexOf(caseOf('messages.onUnread'))];
    expect(unread?.values.at(-1)).toBe(2);

    // Opening a message (a mutation over the socket) reads it; the platform announces it; the count follows.
    const opened = await peer.client.messages.read.mutate({ id: 2 });
    expect(opened).toMatchObject({ id: 2, title: 'Second', isRead: true });
    emitEvent(up.state.wallet, { type: 'messages.changed', merchant: 'demo', memberId: MEMBER.memberId });
    await waitFor(() => unread?.values.at(-1) === 1, WAIT_MS);
    expect(await peer.client.messages.unreadCount.query()).toBe(1);
    expect(await peer.client.messages.list.query({ pageNo: 1, pageSize: 10 })).toMatchObject({
      totalCount: 2,
    });
    // Everything went over the one socket.
    expect(peer.serverSockets).toHaveLength(1);
    for (const s of streams) expect(s.errors).toEqual([]);
  });
});
