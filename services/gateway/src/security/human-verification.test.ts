import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../store/memory-store.js';
import { solveAltcha as solve } from '../test/altcha.js';
import { Browser } from '../test/browser.js';
import { FAKE_PASSWORD } from '../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { buildTestApp } from '../test/helpers.js';
import { SESSION_COOKIE } from '../session/session.service.js';
import { AltchaVerifier, DisabledVerifier, type Challenge } from './human-verification.js';

const HMAC_KEY = 'test-hmac-key-test-hmac-key-0123456789';

describe('AltchaVerifier', () => {
  const store = new MemoryStore({ prefix: 'hv-test:' });
  const verifier = new AltchaVerifier(store, { hmacKey: HMAC_KEY, maxNumber: 1000, expiresS: 60 });
  afterAll(async () => store.close());

  it('issues a signed challenge with the configured maxnumber and an expiry', async () => {
    const c = await verifier.challenge();
    expect(c.provider).toBe('altcha');
    if (c.provider !== 'altcha') return;
    expect(c.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(c.challenge.salt).toMatch(/\?expires=\d+&$/);
  });

  it('accepts a real solution once; a replay is refused', async () => {
    const payload = await solve(await verifier.challenge());
    expect(await verifier.verify(payload, '203.0.113.1')).toBe(true);
    expect(await verifier.verify(payload, '203.0.113.1')).toBe(false);
  });

  it('refuses a wrong number, another key, an expired challenge and junk', async () => {
    const payload = await solve(await verifier.challenge());
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    expect(await verifier.verify(wrong, 'x')).toBe(false);

    const foreign = new AltchaVerifier(store, {
      hmacKey: 'another-key-another-key-another-key!!',
      maxNumber: 1000,
      expiresS: 60,
    });
    expect(await foreign.verify(await solve(await verifier.challenge()), 'x')).toBe(false);

    const expired = new AltchaVerifier(store, { hmacKey: HMAC_KEY, maxNumber: 100, expiresS: 1 });
    const late = await solve(await expired.challenge());
    // Past its expiry at once: the verifier reads the clock through Date.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.advanceTimersByTime(2100);
      expect(await expired.verify(late, 'x')).toBe(false);
    } finally {
      vi.useRealTimers();
    }

    for (const junk of [
      '',
      'not base64 at all',
      Buffer.from('null').toString('base64'),
      Buffer.from('{"a":1}').toString('base64'),
      'x'.repeat(10_000),
    ]) {
      expect(await verifier.verify(junk, 'x')).toBe(false);
    }
  });

  it('the disabled verifier lets everything through and hands out a trivial challenge', async () => {
    const off = new DisabledVerifier();
    const c = await off.challenge();
    expect(c).toMatchObject({ provider: 'altcha', challenge: { maxnumber: 10 } });
    expect(await solve(c)).toBeTruthy();
    expect(await off.verify()).toBe(true);
  });
});

describe('human verification over HTTP (ALTCHA)', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp(
      { ALTCHA_HMAC_KEY: HMAC_KEY, ALTCHA_MAX_NUMBER: '2000' },
      { upstreamUrl: up.url },
    ));
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  it('auth.challenge gives a challenge a browser solves; login accepts the solution once', async () => {
    const b = new Browser(app);
    const challenge = (await b.query('auth.challenge')).data as Challenge;
    expect(challenge).toMatchObject({ provider: 'altcha', challenge: { maxnumber: 2000 } });
    const verification = await solve(challenge);
    const ok = await b.mutation('auth.login', { username: 'alice', password: FAKE_PASSWORD, verification });
    expect(ok.status).toBe(200);
    expect(b.jar.has(SESSION_COOKIE)).toBe(true);
    const replay = await new Browser(app).mutation('auth.login', {
      username: 'alice',
      password: FAKE_PASSWORD,
      verification,
    });
    expect(replay.code).toBe(ErrorCode.humanVerificationFailed);
  });

  it('refuses a login without a solution', async () => {
    const res = await new Browser(app).mutation('auth.login', {
      username: 'alice',
      password: FAKE_PASSWORD,
      verification: '',
    });
    expect(res.code).toBe(ErrorCode.humanVerificationFailed);
  });

  it('asks more work of an address that keeps asking for challenges, and only of that address', async () => {
    const counts = new MemoryStore({ prefix: 'hv-attack:' });
    const guarded = new AltchaVerifier(counts, {
      hmacKey: HMAC_KEY,
      maxNumber: 1000,
      expiresS: 60,
      attackAfter: 3,
    });
    const works: number[] = [];
    for (let i = 0; i < 10; i++) works.push((await guarded.challenge('198.51.100.77')).challenge.maxnumber);
    expect(works).toEqual([1000, 1000, 1000, 4000, 4000, 4000, 4000, 4000, 4000, 16_000]);
    expect((await guarded.challenge('198.51.100.78')).challenge.maxnumber).toBe(1000);
    await counts.close();
  });
});
