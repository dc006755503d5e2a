import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { endpoints, ErrorCode, gamesEndpoints, sessionEndpoints } from '@portal/contracts';
import { generateRsaKeyPair } from '@portal/contracts/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAppError } from '../errors/app-error.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { UpstreamClient } from './client.js';
import { UpstreamError } from './upstream-error.js';

const meta = { language: 'VI', ip: '198.51.100.9', requestId: 'req-1' };

/** The fake's failure shapes (fake-upstream.ts `/test/*`), as descriptors of this test's own. */
const probe = (path: string, response: z.ZodType = z.unknown()) =>
  ({ method: 'GET', path, auth: 'public', response }) as const;
const t = endpoints('test', {
  number: probe('/test/number', z.number()),
  slow: probe('/test/slow', z.number()),
  slowMoney: {
    method: 'POST',
    path: '/test/slow',
    auth: 'member',
    body: z.object({ requestId: z.string(), amount: z.string() }),
    response: z.number(),
  },
  deadMoney: {
    method: 'POST',
    path: '/x',
    auth: 'member',
    body: z.object({ requestId: z.string(), amount: z.string() }),
    response: z.number(),
  },
  html500: probe('/test/html500'),
  systemError: probe('/test/system-error'),
  systemErrorMoney: {
    method: 'POST',
    path: '/test/system-error',
    auth: 'member',
    body: z.object({ requestId: z.string(), amount: z.string() }),
    response: z.number(),
  },
  badSchema: probe('/test/bad-schema', z.object({ id: z.number() })),
  notJson: probe('/test/not-json'),
  business: probe('/test/business'),
  businessValue: probe('/test/business-value'),
  unauthorized: probe('/test/unauthorized'),
  nowhere: probe('/x'),
});

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  throw new Error('expected an UpstreamError');
}

describe('UpstreamClient', () => {
  let up: FakeUpstream;
  let client: UpstreamClient;

  beforeAll(async () => {
    up = await startFakeUpstream();
    client = new UpstreamClient({ baseUrl: up.url, merchantCode: 'demo', timeoutMs: 2000 });
  });
  afterAll(async () => up.close());

  it('returns the parsed value of a successful envelope, even a scalar', async () => {
    await expect(client.call(t.number, meta)).resolves.toBe(3);
  });

  it('sends the merchant, language, device, request id, visitor ip and token headers', async () => {
    await client.call(t.number, { ...meta, token: 'tok-123' });
    const seen = up.requests.at(-1);
    expect(seen?.headers).toMatchObject({
      merchant: 'demo',
      language: 'VI',
      device: 'web',
      'x-request-id': 'req-1',
      'x-forwarded-for': '198.51.100.9',
      authorization: 'tok-123',
    });
  });

  it('reads bare JSON from a bare endpoint (the /lgw API)', async () => {
    const menus = await client.call(gamesEndpoints.gameMenus, { ...meta, query: { prizeMode: 'Lott' } });
    expect(menus.LOTT?.[0]?.gameCode).toBe('VN1');
  });

  it('maps a refused connection to kind network (UPSTREAM_UNAVAILABLE)', async () => {
    const dead = new UpstreamClient({ baseUrl: 'http://127.0.0.1:1', merchantCode: 'demo', timeoutMs: 2000 });
    const err = await failure(dead.call(t.nowhere, meta));
    expect(err.kind).toBe('network');
    expect(toAppError(err).code).toBe(ErrorCode.upstreamUnavailable);
  });

  it('maps a slow answer to kind timeout (UPSTREAM_TIMEOUT)', async () => {
    const err = await failure(client.call(t.slow, { ...meta, timeoutMs: 50 }));
    expect(err.kind).toBe('timeout');
    expect(toAppError(err).code).toBe(ErrorCode.upstreamTimeout);
  });

  it('answers a money call without an answer in time as pending, naming its requestId, never failed', async () => {
    const err = await failure(
      client.call(t.slowMoney, {
        ...meta,
        token: 'member-token',
        timeoutMs: 50,
        body: { requestId: 'money-1', amount: '1' },
      }),
    );
    expect(err).toMatchObject({ kind: 'timeout', pendingRequestId: 'money-1' });
    const answer = toAppError(err);
    expect(answer.code).toBe(ErrorCode.requestPending);
    expect(answer.details).toEqual({ requestId: 'money-1' });
  });

  it('answers a money call whose connection was refused as unavailable: nothing reached the platform', async () => {
    // A port that was just freed: nothing listens there, the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const dead = new UpstreamClient({
      baseUrl: `http://127.0.0.1:${port}`,
      merchantCode: 'demo',
      timeoutMs: 2000,
    });
    const err = await failure(
      dead.call(t.deadMoney, { ...meta, token: 'member-token', body: { requestId: 'money-2', amount: '1' } }),
    );
    expect(err.pendingRequestId).toBeUndefined();
    expect(toAppError(err).code).toBe(ErrorCode.upstreamUnavailable);
  });

  it("answers the platform's own failure as unavailable, and on a money call as pending: never our 500", async () => {
    const read = await failure(client.call(t.systemError, meta));
    expect(read).toMatchObject({ kind: 'business', errorCode: ErrorCode.systemError });
    expect(toAppError(read).code).toBe(ErrorCode.upstreamUnavailable);
    const money = await failure(
      client.call(t.systemErrorMoney, {
        ...meta,
        token: 'member-token',
        body: { requestId: 'money-3', amount: '1' },
      }),
    );
    const answer = toAppError(money);
    expect(answer.code).toBe(ErrorCode.requestPending);
    expect(answer.details).toEqual({ requestId: 'money-3' });
  });

  it('maps a non-envelope 500 to kind http with the status', async () => {
    const err = await failure(client.call(t.html500, meta));
    expect(err.kind).toBe('http');
    expect(err.status).toBe(500);
    expect(toAppError(err).code).toBe(ErrorCode.upstreamUnavailable);
  });

  it('maps a value of the wrong shape, or a body that is not JSON, to kind schema', async () => {
    const wrong = await failure(client.call(t.badSchema, meta));
    expect(wrong.kind).toBe('schema');
    expect(toAppError(wrong).code).toBe(ErrorCode.upstreamBadResponse);
    const notJson = await failure(client.call(t.notJson, meta));
    expect(notJson.kind).toBe('schema');
  });

  it('maps an error envelope to kind business with the errorCode and fields', async () => {
    const err = await failure(client.call(t.business, meta));
    expect(err).toMatchObject({
      kind: 'business',
      errorCode: 'request_param_err',
      fields: { username: 'reg_pattern_1' },
    });
    const app = toAppError(err);
    expect(app.code).toBe(ErrorCode.requestParamErr);
    expect(app.fields).toEqual({ username: 'reg_pattern_1' });
  });

  it('keeps the value of an error envelope that carries one (data for the client)', async () => {
    const err = await failure(client.call(t.businessValue, meta));
    expect(err).toMatchObject({
      kind: 'business',
      status: 400,
      errorCode: 'LOGIN_IP_VERIFICATION_REQUIRED',
      value: { maskedMobile: '+84 ****333' },
    });
  });

  it('keeps the errorCode of a 401 envelope (login.not.session)', async () => {
    const err = await failure(client.call(t.unauthorized, meta));
    expect(err).toMatchObject({ kind: 'business', status: 401, errorCode: 'login.not.session' });
    expect(toAppError(err).code).toBe(ErrorCode.notSession);
  });

  it('encrypts a body the platform can decrypt, sent as text/plain with the Encryption header', async () => {
    const value = await client.call(sessionEndpoints.keyVerify, {
      ...meta,
      body: { username: 'alice', password: 'secret!' },
    });
    expect(value.fields).toEqual(['username', 'password']);
    const seen = up.requests.at(-1);
    expect(seen?.headers['content-type']).toBe('text/plain');
    expect(String(seen?.headers.encryption)).toMatch(/^v1;k1;/);
    expect(String(seen?.body)).not.toContain('alice');
  });

  it('refetches the key once and retries when the platform rotated it', async () => {
    const before = up.hits(sessionEndpoints.rsaKey.path);
    up.state.keyId = 'k2';
    up.state.rsa = generateRsaKeyPair();
    const value = await client.call(sessionEndpoints.keyVerify, { ...meta, body: { a: 1 } });
    expect(value.fields).toEqual(['a']);
    expect(up.hits(sessionEndpoints.rsaKey.path)).toBe(before + 1);
  });
});
