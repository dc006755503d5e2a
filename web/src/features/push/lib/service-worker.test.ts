/**
 * The built service worker (sw.template.js with the build's words, as vite-plugins/pwa writes it)
 * run in a sandbox with a fake worker scope: a renewed subscription is replaced on the platform with
 * the page's kind of request, and a security push is worded in the subscription's language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { workerSource } from '../../../../vite-plugins/pwa/service-worker';
import { keyBytes } from './browser-push';

const LOCALES = path.resolve(__dirname, '../../../locales');
const TEMPLATE = path.resolve(__dirname, '../../../../vite-plugins/pwa/sw.template.js');
const KEY = 'BOr5Ck0f0y1tq0-k3yW0kz8Zb7l3ykc8fQ2P1m2Z9aV4yqg0yD0fN1cV0m3JpQ7cQ0YxUu9D9lq3eQ0Ww8bB1cE';

interface Sub {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
}

function sub(endpoint: string, key: ArrayBuffer | null = null): Sub {
  return {
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'P256DH-of-' + endpoint.slice(-3), auth: 'AUTH' },
    }),
  };
}

/** Loads the worker into a fake scope; `dispatch` runs one event and waits for what it waits on. */
function startWorker() {
  const handlers = new Map<string, (event: unknown) => void>();
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/trpc/push.config') {
      return new Response(JSON.stringify({ result: { data: { publicKey: KEY } } }), { status: 200 });
    }
    return new Response('{}', { status: 200 });
  });
  const subscribe = vi.fn(async (_options: { applicationServerKey: ArrayBuffer | Uint8Array }) =>
    sub('https://push.example/renewed'),
  );
  const showNotification = vi.fn(async () => undefined);
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: { pushManager: { subscribe }, showNotification },
    location: { origin: 'https://portal.test' },
  };
  runInNewContext(workerSource(LOCALES, TEMPLATE, 'test-build'), {
    self,
    fetch,
    atob,
    URL,
    Response,
    Uint8Array,
    JSON,
    Promise,
    caches: {},
    clients: {},
  });
  async function dispatch(type: string, fields: Record<string, unknown>) {
    const waited: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...fields, waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
  }
  return { fetch, subscribe, showNotification, dispatch };
}

const replaceCall = (fetch: ReturnType<typeof startWorker>['fetch']) =>
  fetch.mock.calls.find(([url]) => url === '/trpc/push.replace');

describe('the service worker', () => {
  it('subscribes again with the old key and replaces the old endpoint on the platform', async () => {
    const worker = startWorker();
    const key = keyBytes(KEY).buffer;
    await worker.dispatch('pushsubscriptionchange', {
      oldSubscription: sub('https://push.example/old', key),
    });
    expect(worker.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    const call = replaceCall(worker.fetch);
    expect(call?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      endpoint: 'https://push.example/renewed',
      expirationTime: null,
      keys: { p256dh: 'P256DH-of-wed', auth: 'AUTH' },
      oldEndpoint: 'https://push.example/old',
    });
  });

  it("asks the platform for its key when the old subscription does not say, and uses the browser's new one", async () => {
    const worker = startWorker();
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: sub('https://push.example/old') });
    expect(worker.fetch).toHaveBeenCalledWith('/trpc/push.config', { credentials: 'same-origin' });
    expect(
      Array.from(new Uint8Array(worker.subscribe.mock.calls[0]?.[0].applicationServerKey as Uint8Array)),
    ).toEqual(Array.from(keyBytes(KEY)));

    const given = startWorker();
    await given.dispatch('pushsubscriptionchange', {
      oldSubscription: sub('https://push.example/old'),
      newSubscription: sub('https://push.example/given'),
    });
    expect(given.subscribe).not.toHaveBeenCalled();
    expect(JSON.parse(String(replaceCall(given.fetch)?.[1]?.body))).toMatchObject({
      endpoint: 'https://push.example/given',
      oldEndpoint: 'https://push.example/old',
    });
  });

  it('sends nothing when there is no old subscription to name (the page renews on start)', async () => {
    const worker = startWorker();
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: null });
    expect(replaceCall(worker.fetch)).toBeUndefined();
  });

  it('words a new-device push in the language of its subscription', async () => {
    const vi_ = JSON.parse(readFileSync(`${LOCALES}/vi/pwa.json`, 'utf8')) as {
      notification: Record<string, string>;
    };
    const worker = startWorker();
    const payload = {
      kind: 'security',
      language: 'VI',
      event: 'newDevice',
      url: '/index',
      tag: 'security:newDevice:x',
    };
    await worker.dispatch('push', { data: { json: () => payload } });
    expect(worker.showNotification).toHaveBeenCalledWith(
      vi_.notification['security'],
      expect.objectContaining({ body: vi_.notification['newDevice'], lang: 'vi' }),
    );
  });
});
