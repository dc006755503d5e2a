import { TRPC_MAX_BATCH } from '@portal/contracts';
import { createTRPCClient } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpLink, type AppRouter } from './trpc';

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
