/**
 * The Firebase ID token check against a key set read from a URL (Google's, in production): fetched
 * once and cached, fetched again for a new key only after the cooldown, and a key set that cannot be
 * read is FIREBASE_UNAVAILABLE, not a refusal of the person.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createLocalFirebaseSigner, type LocalFirebaseSigner } from '../../test/firebase-signer.js';
import { createFirebaseVerifier } from './firebase.service.js';

const PHONE = '+84912345678';

/** A key set server: what it serves can change, and it counts the fetches. */
class KeySetServer {
  fetches = 0;
  body: unknown = { keys: [] };
  status = 200;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((_req, res) => {
      this.fetches += 1;
      res.writeHead(this.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(this.body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/jwks`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

let signer: LocalFirebaseSigner;
let rotated: LocalFirebaseSigner;
const keySets = new KeySetServer();
let url: string;

beforeAll(async () => {
  signer = await createLocalFirebaseSigner('portal-remote-test');
  rotated = await createLocalFirebaseSigner('portal-remote-test');
  url = await keySets.start();
});
afterAll(() => keySets.stop());
afterEach(() => {
  vi.useRealTimers();
  keySets.status = 200;
});

const verifierAt = (keySetUrl: string) =>
  createFirebaseVerifier(signer.config({ keySet: { kind: 'url', url: keySetUrl } }));

const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('Firebase ID tokens against a key set URL', () => {
  it('fetches the key set once for many tokens', async () => {
    keySets.body = signer.jwks;
    keySets.fetches = 0;
    const verifier = verifierAt(url);
    for (let i = 0; i < 10; i++) {
      const proof = await verifier.verify(await signer.sign(PHONE));
      expect(proof.phone).toMatchObject({ e164: PHONE, dialingCode: '+84', national: '912345678' });
    }
    expect(keySets.fetches).toBe(1);
  });

  it('refuses an unknown kid without fetching again inside the cooldown, and takes a rotated key after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    keySets.body = signer.jwks;
    keySets.fetches = 0;
    const verifier = verifierAt(url);
    await verifier.verify(await signer.sign(PHONE));
    // Google publishes a new key: until the cooldown has passed, a token of it is refused as an
    // unknown kid and nobody can make the platform fetch once per request.
    keySets.body = { keys: [...signer.jwks.keys, ...rotated.jwks.keys] };
    const early = await refusal(verifier.verify(await rotated.sign(PHONE)));
    expect(early.code).toBe('FIREBASE_TOKEN_INVALID');
    expect(early.message).toMatch(/kid/);
    expect(keySets.fetches).toBe(1);

    vi.setSystemTime(Date.now() + 31_000);
    const proof = await verifier.verify(await rotated.sign(PHONE));
    expect(proof.phone.e164).toBe(PHONE);
    expect(keySets.fetches).toBe(2);
  });

  it('answers FIREBASE_UNAVAILABLE (503) when the key set cannot be read', async () => {
    keySets.status = 500;
    const failing = await refusal(verifierAt(url).verify(await signer.sign(PHONE)));
    expect(failing).toMatchObject({ statusCode: 503, code: 'FIREBASE_UNAVAILABLE' });

    keySets.status = 200;
    keySets.body = { keys: 'not a key set' };
    const garbled = await refusal(verifierAt(url).verify(await signer.sign(PHONE)));
    expect(garbled).toMatchObject({ statusCode: 503, code: 'FIREBASE_UNAVAILABLE' });

    const closed = new KeySetServer();
    const closedUrl = await closed.start();
    await closed.stop();
    const unreachable = await refusal(verifierAt(closedUrl).verify(await signer.sign(PHONE)));
    expect(unreachable).toMatchObject({ statusCode: 503, code: 'FIREBASE_UNAVAILABLE' });
  });

  it('hashes the token for its single registration and keeps its expiry', async () => {
    keySets.body = signer.jwks;
    const token = await signer.sign(PHONE, { exp: 1800 });
    const proof = await verifierAt(url).verify(token);
    expect(proof.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(proof.expiresAt.getTime()).toBe((decodeJwt(token).exp ?? 0) * 1000);
    expect(proof.uid).toMatch(/^uid/);
  });
});
