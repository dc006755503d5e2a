import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, ErrorCode } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAppError } from '../errors/app-error.js';
import { UpstreamClient } from './client.js';
import { LoadGuard, type LoadGuardOptions } from './load-guard.js';
import { UpstreamError } from './upstream-error.js';
import { waitFor } from '../store/store-contract.js';

const meta = { language: 'EN', ip: '198.51.100.9', requestId: 'req-1' };
const t = endpoints('test', {
  value: { method: 'GET', path: '/value', auth: 'public', response: z.number() },
  pay: {
    method: 'POST',
    path: '/value',
    auth: 'member',
    body: z.object({ requestId: z.string() }),
    response: z.number(),
  },
});

/** A platform whose answers this test slows, stalls or turns into refusals. */
const platform = {
  mode: 'ok' as 'ok' | 'stall' | 'refuse',
  delayMs: 0,
  received: 0,
  inFlight: 0,
  mostInFlight: 0,
};
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    platform.received += 1;
    platform.inFlight += 1;
    platform.mostInFlight = Math.max(platform.mostInFlight, platform.inFlight);
    const answer = () => {
      platform.inFlight -= 1;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          platform.mode === 'refuse'
            ? { success: false, errorCode: 'BUSY', value: null }
            : { success: true, errorCode: null, value: 7 },
        ),
      );
    };
    // A stalled platform answers long after any caller's deadline.
    if (platform.mode === 'stall') setTimeout(answer, 1_000);
    else if (platform.delayMs > 0) setTimeout(answer, platform.delayMs);
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  Object.assign(platform, { mode: 'ok', delayMs: 0, received: 0, inFlight: 0, mostInFlight: 0 });
});

const LOOSE: LoadGuardOptions = {
  maxInFlight: 100,
  maxQueued: 100,
  breakerThreshold: 0.5,
  breakerWindowMs: 1_000,
  breakerMinRps: 5,
  breakerOpenMs: 400,
};

function clientWith(options: Partial<LoadGuardOptions>, timeoutMs = 100) {
  const guard = new LoadGuard({ ...LOOSE, ...options });
  return { guard, client: new UpstreamClient({ baseUrl: url, merchantCode: 'demo', timeoutMs, guard }) };
}

/**
 * Each call's outcome: its value, or the kind of UpstreamError it ended with, and whether it ended
 * at once: before the event loop's next turn, so without waiting on the network or a timer (a
 * structural "refused without waiting", which a loaded machine cannot make flaky as a time limit).
 */
async function outcome(call: Promise<number>): Promise<{ result: number | string; atOnce: boolean }> {
  let turned = false;
  const turn = setImmediate(() => (turned = true));
  try {
    return { result: await call, atOnce: !turned };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    return { result: err.kind, atOnce: !turned };
  } finally {
    clearImmediate(turn);
  }
}

describe('the load guard in front of the platform', () => {
  it('lets maxInFlight calls wait on the platform and maxQueued more wait their turn; the rest are refused at once', async () => {
    platform.delayMs = 150;
    const { client } = clientWith({ maxInFlight: 2, maxQueued: 2 }, 2_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(client.call(t.value, meta))));
    expect(results.filter((r) => r.result === 7)).toHaveLength(4);
    const shed = results.filter((r) => r.result === 'shed');
    expect(shed).toHaveLength(4);
    // Refused without waiting on the slow platform, which never had more than two calls at once.
    for (const r of shed) expect(r.atOnce).toBe(true);
    // The measure tells the two apart: an answered call waited on the platform.
    expect(results.filter((r) => r.result === 7).some((r) => r.atOnce)).toBe(false);
    expect(platform.mostInFlight).toBeLessThanOrEqual(2);
    expect(platform.received).toBe(4);
  });

  it('opens when the platform stops answering, refuses at once while open, and closes by itself when it answers again', async () => {
    platform.mode = 'stall';
    const { client, guard } = clientWith({});
    // Enough calls in the window for the breaker to judge: every one times out.
    const first = await Promise.all(Array.from({ length: 12 }, () => outcome(client.call(t.value, meta))));
    expect(first.every((r) => r.result === 'timeout')).toBe(true);
    expect(guard.open).toBe(true);

    const sentBefore = platform.received;
    const whileOpen = await Promise.all(
      Array.from({ length: 20 }, () => outcome(client.call(t.value, meta))),
    );
    expect(whileOpen.every((r) => r.result === 'shed' && r.atOnce)).toBe(true);
    expect(platform.received).toBe(sentBefore);

    // The platform is back; after the open period one call tries, succeeds, and closes it. These
    // calls go through the same guard with a patient deadline: on a loaded machine an answer can
    // take more than the 100 ms that made the stalled calls time out, and a call that times out here
    // would be the machine's, not the breaker's.
    platform.mode = 'ok';
    const patient = new UpstreamClient({ baseUrl: url, merchantCode: 'demo', timeoutMs: 10_000, guard });
    await waitFor(
      async () => (await outcome(patient.call(t.value, meta))).result === 7,
      LOOSE.breakerOpenMs * 4,
    );
    expect(guard.open).toBe(false);
    const after = await Promise.all(Array.from({ length: 10 }, () => outcome(patient.call(t.value, meta))));
    expect(after.map((r) => r.result)).toEqual(Array.from({ length: 10 }, () => 7));
  });

  it('a platform that refuses is answering: its refusals never open the breaker', async () => {
    platform.mode = 'refuse';
    const { client, guard } = clientWith({}, 5_000);
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome(client.call(t.value, meta))));
    expect(results.every((r) => r.result === 'business')).toBe(true);
    expect(guard.open).toBe(false);
  });

  it('a money call refused at once never reached the platform: unavailable, not pending', async () => {
    platform.delayMs = 200;
    const { client } = clientWith({ maxInFlight: 1, maxQueued: 0 }, 2_000);
    const call = (requestId: string) =>
      client.call(t.pay, { ...meta, token: 'tok', body: { requestId } }).catch((err: unknown) => err);
    const [first, second] = await Promise.all([call('pay-1'), call('pay-2')]);
    expect(first).toBe(7);
    expect(second).toBeInstanceOf(UpstreamError);
    expect((second as UpstreamError).pendingRequestId).toBeUndefined();
    expect(toAppError(second).code).toBe(ErrorCode.upstreamUnavailable);
    expect(platform.received).toBe(1);
  });
});
