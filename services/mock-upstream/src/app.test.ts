import { ErrorEnvelopeSchema } from '@portal/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from './lib/route.js';
import { adminHeaders, json, startTestApp, type TestApp } from './test/app.js';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startTestApp(
    { logLevel: 'info' },
    (app) => {
      app.get('/__test/log-headers', async (request) => {
        // A careless log call of the kind redaction exists for.
        request.log.info({ headers: request.headers, body: { password: 'hunter2' } }, 'debugging headers');
        return { ok: true };
      });
      app.get('/__test/boom', async () => {
        throw new Error('database password is hunter2');
      });
      route(app, {
        method: 'POST',
        url: '/__test/echo',
        module: 'USERNAMEREG3',
        body: z.object({ name: z.string().min(2, 'too short'), age: z.number().int() }),
        response: z.object({ name: z.string() }),
        handler: ({ body }) => ({ name: body.name }),
      });
      route(app, {
        method: 'GET',
        url: '/__test/broken-contract',
        response: z.object({ n: z.number() }),
        handler: () => ({ n: 'not a number' }) as unknown as { n: number },
      });
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('envelope and errors', () => {
  it('answers an unknown route with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('NOT_FOUND');
  });

  it('answers a thrown internal error with SYSTEM_ERROR and hides its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      success: false,
      value: null,
      errorCode: 'SYSTEM_ERROR',
      message: 'system error',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('turns an answer that breaks its own schema into SYSTEM_ERROR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__test/broken-contract' });
    expect(res.statusCode).toBe(500);
    expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('SYSTEM_ERROR');
  });

  it('gives a field-level message for every bad body field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      payload: { name: 'x', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(json(res));
    expect(body.errorCode).toBe('request_param_err');
    expect(body.fields?.['name']).toBe('too short');
    expect(body.fields?.['age']).toBeTruthy();
  });

  it('answers malformed JSON and a missing body with the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(bad))).toMatchObject({
      errorCode: 'request_param_err',
      message: 'request body is not valid JSON',
    });

    const missing = await t.app.inject({ method: 'POST', url: '/__test/echo' });
    expect(missing.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(missing)).errorCode).toBe('request_body_required');
  });

  it('refuses a call to a switched-off module with function.not.available', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      payload: { name: 'lotus', age: 20 },
    });
    expect(json(ok)).toEqual({ success: true, value: { name: 'lotus' } });

    // Switching the parent off is enough: a child is only on when all its ancestors are.
    await t.app.inject({
      method: 'PUT',
      url: '/admin/modules/REG3',
      headers: adminHeaders,
      payload: { enabled: false },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/__test/echo',
        payload: { name: 'lotus', age: 20 },
      });
      expect(res.statusCode).toBe(403);
      expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('function.not.available');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/admin/modules/REG3',
        headers: adminHeaders,
        payload: { enabled: true },
      });
    }
  });
});

describe('request id', () => {
  it('echoes the incoming x-request-id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'gw-abc.123' },
    });
    expect(res.headers['x-request-id']).toBe('gw-abc.123');
  });

  it('generates one when absent or unusable', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b\tc' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('probes', () => {
  it('answers healthz and readyz', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/healthz' }))).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ ok: true });
  });
});

describe('logging', () => {
  it('never writes secrets from headers or bodies', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/__test/log-headers',
      headers: {
        authorization: 'tok-secret-1',
        'x-admin-key': 'admin-secret-2',
        cookie: 'portal_sid=cookie-secret-3',
        encryption: 'v1;k;wrapped-secret-4',
        'x-request-id': 'log-test-1',
      },
    });
    const lines = logLines.filter((l) => l.includes('log-test-1'));
    expect(lines.some((l) => l.includes('debugging headers'))).toBe(true);
    const all = lines.join('\n');
    for (const secret of [
      'tok-secret-1',
      'admin-secret-2',
      'cookie-secret-3',
      'wrapped-secret-4',
      'hunter2',
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('logs the internal error that the client does not see', async () => {
    await t.app.inject({ method: 'GET', url: '/__test/boom', headers: { 'x-request-id': 'log-test-2' } });
    expect(logLines.some((l) => l.includes('log-test-2') && l.includes('request failed'))).toBe(true);
  });

  it('writes one access line per request, when it is answered', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'log-test-3' } });
    await t.app.inject({ method: 'GET', url: '/wps/nothing', headers: { 'x-request-id': 'log-test-4' } });
    const of = (id: string) =>
      logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l['reqId'] === id);
    expect(of('log-test-3')).toEqual([
      expect.objectContaining({
        msg: 'request',
        access: { method: 'GET', url: '/healthz', status: 200, ms: expect.any(Number), ip: '127.0.0.1' },
      }),
    ]);
    expect(of('log-test-4').map((l) => [l['msg'], (l['access'] as { status: number }).status])).toEqual([
      ['request', 404],
    ]);
  });
});
