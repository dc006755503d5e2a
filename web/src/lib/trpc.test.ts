import { TRPC_MAX_BATCH } from '@portal/contracts';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpLink, lazyLink, type AppRouter } from './trpc';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP link', () => {
  it('never sends the gateway a batch of more than TRPC_MAX_BATCH calls', async () => {
    const batches: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://portal.test');
        const calls = url.pathname.slice('/trpc/'.length).split(',').length;
        batches.push(calls);
        const body = JSON.stringify(Array.from({ length: calls }, () => ({ result: { data: null } })));
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = createTRPCClient<AppRouter>({ links: [createHttpLink()] });
    // A page that asks for many things at once (the lobby after login asks for about a dozen).
    await Promise.all(Array.from({ length: 25 }, () => client.session.state.query()));
    expect(batches.reduce((a, b) => a + b, 0)).toBe(25);
    expect(Math.max(...batches)).toBeLessThanOrEqual(TRPC_MAX_BATCH);
  });
});

describe('the lazily loaded link (the WebSocket link)', () => {
  /** A link that answers every subscription with its path and notes when one is closed. */
  function echoLink(closed: string[]): TRPCLink<AppRouter> {
    return () =>
      ({ op }) =>
        observable((observer) => {
          observer.next({ result: { type: 'data', data: op.path } });
          return () => closed.push(op.path);
        });
  }

  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('loads on the first subscription, once, and then carries every subscription', async () => {
    const closed: string[] = [];
    const load = vi.fn(async () => echoLink(closed));
    const client = createTRPCClient<AppRouter>({ links: [lazyLink(load)] });
    await flush();
    expect(load).not.toHaveBeenCalled();

    const seen: unknown[] = [];
    const a = client.system.onStatus.subscribe(undefined, { onData: (d) => seen.push(d) });
    const b = client.content.onWinners.subscribe(undefined, { onData: (d) => seen.push(d) });
    await vi.waitFor(() => expect(seen).toEqual(['system.onStatus', 'content.onWinners']));
    expect(load).toHaveBeenCalledTimes(1);
    a.unsubscribe();
    b.unsubscribe();
    expect(closed).toEqual(['system.onStatus', 'content.onWinners']);
  });

  it('never starts a subscription that was unsubscribed while the link loaded', async () => {
    const closed: string[] = [];
    const started: string[] = [];
    const pending = deferred<TRPCLink<AppRouter>>();
    const client = createTRPCClient<AppRouter>({ links: [lazyLink(() => pending.promise)] });
    const sub = client.system.onStatus.subscribe(undefined, { onData: (d) => started.push(String(d)) });
    sub.unsubscribe();
    pending.resolve(echoLink(closed));
    await flush();
    await flush();
    expect(started).toEqual([]);
    expect(closed).toEqual([]);
  });

  it('fails the waiting subscriptions when the load fails, and loads again for the next one', async () => {
    const closed: string[] = [];
    const load = vi
      .fn<() => Promise<TRPCLink<AppRouter>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(echoLink(closed));
    const client = createTRPCClient<AppRouter>({ links: [lazyLink(load)] });
    const errors: string[] = [];
    client.system.onStatus.subscribe(undefined, { onError: (e) => errors.push(e.message) });
    await vi.waitFor(() => expect(errors).toEqual(['chunk failed']));

    const seen: unknown[] = [];
    client.system.onStatus.subscribe(undefined, { onData: (d) => seen.push(d) });
    await vi.waitFor(() => expect(seen).toEqual(['system.onStatus']));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
