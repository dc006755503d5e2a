/**
 * The agent contract lifecycle through the real gateway and upstream: the operator offers
 * the top agent (demoagent) a daily-wages contract, it accepts from its browser, offers its sub-agent
 * (demosubagent) one within its own bound, and the sub-agent accepts from another browser; both
 * see the contract, and the change log names who did what. Bad input is refused with field errors.
 * Then the live feed: each change reaches the contract's two parties over their sockets and nobody
 * else, and a party that was away gets what it missed, once, from the last event it saw.
 */
import { ErrorCode } from '@portal/contracts';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { loggedInBrowser } from './support/browser.js';
import { eventually, startStack, type TestStack } from './support/stack.js';
import { wsClient } from './support/trpc.js';

const PUBLIC_ORIGIN = 'https://portal.test';
const dataOf = (err: unknown) =>
  (err as TRPCClientError<never>).data as { code?: string; fields?: Record<string, string> } | undefined;
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('the call was accepted');
    },
    (e: unknown) => dataOf(e),
  );

describe('agent contracts through the gateway', () => {
  let stack: TestStack;
  let upline: Browser;
  let downline: Browser;

  const loggedIn = (username: string) => loggedInBrowser(PUBLIC_ORIGIN, stack.gatewayUrl, username);

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', PUBLIC_ORIGINS: PUBLIC_ORIGIN });
    upline = await loggedIn('demoagent');
    downline = await loggedIn('demosubagent');
  });
  afterAll(() => stack?.close());

  it('offer -> accept between two logged-in agents, after the brand contracted the top agent', async () => {
    const up = upline.client(stack.gatewayUrl).agentContract;
    const down = downline.client(stack.gatewayUrl).agentContract;
    const tiers = [
      { teamDays: 0, activeNumber: 5, totalAmount: '10000', proportion: '0.3' },
      { teamDays: 0, activeNumber: 10, totalAmount: '30000', proportion: '0.6' },
    ];

    const res = await stack.admin('POST', '/admin/agent-contracts/offers', {
      downline: 'demoagent',
      kind: 'dailyWages',
      tiers: [
        { teamDays: 0, activeNumber: 5, totalAmount: '10000', proportion: '0.5' },
        { teamDays: 0, activeNumber: 20, totalAmount: '50000', proportion: '0.8', lossRate: '2' },
      ],
    });
    expect(res.status).toBe(200);
    const brand = (await res.json()) as { value: { offer: { id: number } } };

    const before = await up.info.query();
    expect(before.dailysalreqtype).toBe(true);
    const wagesOf = (info: typeof before) => info.kinds.find((k) => k.kind === 'dailyWages');
    expect(wagesOf(before)?.pendingOffer?.id).toBe(brand.value.offer.id);
    const mine = await up.decide.mutate({ offerId: brand.value.offer.id, decision: 'accept' });
    expect(mine.contract).toMatchObject({ upline: null, downline: 'demoagent', maxProportion: '0.8' });
    expect(wagesOf(await up.info.query())?.maxProportion).toBe('0.8');

    // Above the upline's own 0.8 %: the platform's bound, with the field it is about.
    expect(
      await failure(
        up.offer.mutate({
          downline: 'demosubagent',
          kind: 'dailyWages',
          tiers: [{ teamDays: 0, activeNumber: 0, totalAmount: '0', proportion: '0.9' }],
        }),
      ),
    ).toMatchObject({
      code: ErrorCode.contractProportionAboveUpline,
      fields: { 'tiers.0.proportion': 'proportion_above_upline' },
    });
    // Overlapping tiers: refused by the shared schema before any platform call.
    const overlapping = await failure(
      up.offer.mutate({
        downline: 'demosubagent',
        kind: 'dailyWages',
        tiers: [tiers[0]!, { ...tiers[0]!, proportion: '0.4' }],
      }),
    );
    expect(overlapping?.code).toBe(ErrorCode.validation);

    const sent = await up.offer.mutate({ downline: 'demosubagent', kind: 'dailyWages', tiers });
    expect(sent.offer).toMatchObject({ status: 'pending', upline: 'demoagent', downline: 'demosubagent' });
    expect(
      await failure(up.offer.mutate({ downline: 'demosubagent', kind: 'dailyWages', tiers })),
    ).toMatchObject({ code: ErrorCode.contractOfferPending });

    const waiting = await down.offers.query({});
    expect(waiting.received.map((o) => o.id)).toEqual([sent.offer.id]);
    // The upline cannot accept for its downline.
    expect(await failure(up.decide.mutate({ offerId: sent.offer.id, decision: 'accept' }))).toMatchObject({
      code: ErrorCode.contractDecisionNotAllowed,
    });
    const agreed = await down.decide.mutate({ offerId: sent.offer.id, decision: 'accept' });
    expect(agreed.offer.status).toBe('accepted');
    expect(agreed.contract).toMatchObject({
      kind: 'dailyWages',
      upline: 'demoagent',
      downline: 'demosubagent',
      maxProportion: '0.6',
      status: 'active',
    });

    const theirs = wagesOf(await down.info.query());
    expect(theirs?.contracts.map((c) => c.id)).toEqual([agreed.contract?.id]);
    expect(theirs?.maxProportion).toBe('0.6');
    const page = await up.downlineContracts.query({ account: 'demosubagent', kind: 'dailyWages' });
    expect(page.list[0]?.contracts.map((c) => c.id)).toEqual([agreed.contract?.id]);
    const history = await up.history.query({ downline: 'demosubagent', kind: 'dailyWages' });
    expect(history.list.map((e) => [e.event, e.actor])).toEqual([
      ['accepted', 'demosubagent'],
      ['offered', 'demoagent'],
    ]);
    // The sub-agent cannot read its upline's pairs: the same answer as for a stranger.
    expect(await failure(down.history.query({ downline: 'demoagent' }))).toMatchObject({
      code: ErrorCode.notInDownline,
    });
  });

  it('pushes each change to the two parties only, and replays what a party missed from its last event', async () => {
    const up = upline.client(stack.gatewayUrl);
    // Another direct sub-agent of demoagent: in the team, but no party to demosubagent's contract.
    const sibling = `sib${Date.now().toString(36).slice(-6)}`;
    await up.agent.register.mutate({
      kind: 'agent',
      username: sibling,
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
    });
    const other = await loggedIn(sibling);

    type Item = {
      id: string;
      data: { type: 'ready' } | { type: 'event'; event: { seq: number; event: string } };
    };
    const feed = (browser: Browser, lastEventId?: string) => {
      const ws = wsClient(stack.gatewayUrl, browser.cookieHeader());
      const items: Item[] = [];
      const sub = ws.client.agentContract.onFeed.subscribe(lastEventId ? { lastEventId } : undefined, {
        onData: (d) => items.push(d as Item),
      });
      return {
        items,
        events: () => items.flatMap((i) => (i.data.type === 'event' ? [i.data.event.event] : [])),
        close: () => {
          sub.unsubscribe();
          ws.close();
        },
      };
    };
    const ready = (f: ReturnType<typeof feed>) =>
      eventually(
        async () => f.items,
        (items) => items.some((i) => i.data.type === 'ready'),
        10_000,
      );
    const a = feed(upline);
    const b = feed(downline);
    const c = feed(other);
    try {
      await Promise.all([ready(a), ready(b), ready(c)]);

      const termination = await up.agentContract.terminate.mutate({
        downline: 'demosubagent',
        kind: 'dailyWages',
      });
      await eventually(
        async () => [a.events(), b.events()],
        ([x, y]) => x!.includes('terminationOffered') && y!.includes('terminationOffered'),
        5_000,
      );
      const seen = b.items.at(-1)!.id;
      // The downline goes away; meanwhile the upline withdraws the termination.
      b.close();
      await up.agentContract.decide.mutate({ offerId: termination.offer.id, decision: 'cancel' });
      await eventually(
        async () => a.events(),
        (x) => x.includes('cancelled'),
        5_000,
      );
      // Back, from the last event it saw: the cancellation, and nothing it had already.
      const back = feed(downline, seen);
      try {
        await eventually(
          async () => back.events(),
          (x) => x.includes('cancelled'),
          5_000,
        );
        expect(back.events()).toEqual(['cancelled']);
      } finally {
        back.close();
      }
      // Seqs only grow, and each event came once.
      const seqs = a.items.flatMap((i) => (i.data.type === 'event' ? [i.data.event.seq] : []));
      expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
      expect(a.events()).toEqual(['terminationOffered', 'cancelled']);
      // The sibling heard nothing of a contract it is no party to.
      expect(c.events()).toEqual([]);
    } finally {
      a.close();
      c.close();
    }
  });
});
