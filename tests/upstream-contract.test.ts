import { ErrorCode, sessionEndpoints } from '@portal/contracts';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from './support/stack.js';
import { httpClient } from './support/trpc.js';

const meta = { language: 'EN', ip: '203.0.113.7', requestId: 'it-encryption' };

describe('gateway and upstream agree on the wire', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('encrypts a body the upstream can decrypt (RSA-OAEP + AES-GCM round trip)', async () => {
    const value = await stack.gateway.services.upstream.call(sessionEndpoints.keyVerify, {
      ...meta,
      body: { username: 'alice', password: 'S3cret!' },
    });
    expect(value.fields.sort()).toEqual(['password', 'username']);
  });

  it('answers an unencrypted body to an encrypted route with DECRYPTION_FAILED, never a 5xx', async () => {
    const res = await fetch(`${stack.upstreamUrl}/wps/session/key/verify`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', encryption: 'v1;nokey;AAAA', merchant: 'demo' },
      body: 'bm90IGNpcGhlcnRleHQ=',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: ErrorCode.decryptionFailed });
  });

  it('answers bad input with a field-level 400 in the envelope', async () => {
    const res = await fetch(`${stack.upstreamUrl}/admin/modules/CBS3`, {
      method: 'PUT',
      headers: { 'x-admin-key': 'integration-admin-key', 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: 'yes' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      success: boolean;
      errorCode: string;
      fields?: Record<string, string>;
    };
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe(ErrorCode.requestParamErr);
    expect(Object.keys(body.fields ?? {})).toContain('enabled');
  });

  it('refuses the operator API without the admin key', async () => {
    const res = await fetch(`${stack.upstreamUrl}/admin/status`, {
      method: 'PATCH',
      headers: { 'x-admin-key': 'wrong', 'content-type': 'application/json' },
      body: JSON.stringify({ maintenance: true }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, errorCode: ErrorCode.adminKeyInvalid });
  });

  it('maps an unreachable upstream to UPSTREAM_UNAVAILABLE for the browser, with no internals', async () => {
    const down = await startStack({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    try {
      const trpc = httpClient(down.gatewayUrl);
      const err = await trpc.games.lanes.query().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TRPCClientError);
      const data = (err as TRPCClientError<never>).data as { code?: string; stack?: unknown } | undefined;
      expect(data?.code).toBe(ErrorCode.upstreamUnavailable);
      expect(data?.stack).toBeUndefined();
      expect((err as Error).message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await down.close();
    }
  });

  it('refuses a mutation from a foreign origin', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trpc/system.bootstrap`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(ErrorCode.forbiddenOrigin);
  });

  it('sets security headers with a CSP on pages', async () => {
    const res = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
