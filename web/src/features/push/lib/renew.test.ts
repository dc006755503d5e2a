import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyBytes } from './browser-push';
import { fakeSubscription, installFakePush } from './push-browser.fake';
import { rememberPushMember, renewPush, type PushRenewalApi } from './renew';

const KEY = 'BOr5Ck0f0y1tq0-k3yW0kz8Zb7l3ykc8fQ2P1m2Z9aV4yqg0yD0fN1cV0m3JpQ7cQ0YxUu9D9lq3eQ0Ww8bB1cE';
const OTHER_KEY = 'BAa5Ck0f0y1tq0-k3yW0kz8Zb7l3ykc8fQ2P1m2Z9aV4yqg0yD0fN1cV0m3JpQ7cQ0YxUu9D9lq3eQ0Ww8bB1cE';

function api(platformHolds: string[] = []) {
  const held = new Set(platformHolds);
  const calls = {
    publicKey: vi.fn(async () => KEY),
    isSubscribed: vi.fn(async (endpoint: string) => held.has(endpoint)),
    subscribe: vi.fn(async () => ({})),
  } satisfies PushRenewalApi;
  return calls;
}

let fake: ReturnType<typeof installFakePush> | null = null;
afterEach(() => {
  fake?.uninstall();
  fake = null;
  localStorage.clear();
});

describe('renewing this browser’s push subscription on start', () => {
  it('does nothing for a member who did not turn push on in this browser', async () => {
    fake = installFakePush('granted');
    fake.setSubscription(fakeSubscription('https://push.example/a', keyBytes(KEY)));
    const calls = api();
    rememberPushMember(7);
    expect(await renewPush(calls, 8, 'EN')).toBe('skipped');
    rememberPushMember(null);
    expect(await renewPush(calls, 7, 'EN')).toBe('skipped');
    expect(calls.publicKey).not.toHaveBeenCalled();
    expect(calls.subscribe).not.toHaveBeenCalled();
  });

  it('does nothing when the permission is no longer granted, or push unsupported', async () => {
    for (const permission of ['denied', 'default', 'unsupported'] as const) {
      fake = installFakePush(permission);
      rememberPushMember(7);
      const calls = api();
      expect(await renewPush(calls, 7, 'EN')).toBe('skipped');
      expect(calls.subscribe).not.toHaveBeenCalled();
      expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
      fake.uninstall();
    }
    fake = null;
  });

  it('keeps a subscription the platform holds for the member', async () => {
    fake = installFakePush('granted');
    fake.setSubscription(fakeSubscription('https://push.example/held', keyBytes(KEY)));
    rememberPushMember(7);
    const calls = api(['https://push.example/held']);
    expect(await renewPush(calls, 7, 'EN')).toBe('kept');
    expect(calls.isSubscribed).toHaveBeenCalledWith('https://push.example/held');
    expect(calls.subscribe).not.toHaveBeenCalled();
  });

  it('sends a subscription the platform lacks, in the language of the page', async () => {
    fake = installFakePush('granted');
    fake.setSubscription(fakeSubscription('https://push.example/lost', keyBytes(KEY)));
    rememberPushMember(7);
    const calls = api();
    expect(await renewPush(calls, 7, 'VI')).toBe('renewed');
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: 'https://push.example/lost', language: 'VI' }),
    );
  });

  it('subscribes again when the browser lost its subscription, without asking the person', async () => {
    fake = installFakePush('granted');
    rememberPushMember(7);
    const calls = api();
    expect(await renewPush(calls, 7, 'EN')).toBe('renewed');
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(fake.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(KEY),
    });
    expect(calls.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: fake.subscription?.endpoint }),
    );
  });

  it('replaces a subscription made with another key (the platform changed its VAPID pair)', async () => {
    fake = installFakePush('granted');
    const old = fakeSubscription('https://push.example/old-key', keyBytes(OTHER_KEY));
    fake.setSubscription(old);
    rememberPushMember(7);
    // Even if the platform still lists the old endpoint, its key no longer signs for it.
    const calls = api(['https://push.example/old-key']);
    expect(await renewPush(calls, 7, 'EN')).toBe('renewed');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(fake.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(calls.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: expect.stringContaining('renewed') }),
    );
  });
});
