/**
 * A browser's push machinery for the jsdom tests (jsdom has none): `Notification` with a chosen
 * permission, `PushManager`, and a service worker registration whose push manager keeps one
 * subscription. `uninstall` puts the window back as it was (the web tests share one window).
 */
import { vi } from 'vitest';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON(): PushSubscriptionJSON;
}

export function fakeSubscription(endpoint: string, key: Uint8Array | null): FakeSubscription {
  const subscription: FakeSubscription = {
    endpoint,
    options: { applicationServerKey: key ? (key.slice().buffer as ArrayBuffer) : null },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `p256dh-of-${endpoint.slice(-8)}-0123456789`, auth: 'auth-0123456789abcd' },
    }),
  };
  return subscription;
}

export function installFakePush(permission: NotificationPermission | 'unsupported') {
  let current: FakeSubscription | null = null;
  const notification = { permission: permission === 'unsupported' ? 'denied' : permission };
  // The person says yes when asked (a test that wants a no mocks the next answer).
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => {
    if (notification.permission === 'default') notification.permission = 'granted';
    return notification.permission as NotificationPermission;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      current = fakeSubscription(
        `https://push.example/renewed-${pushManager.subscribe.mock.calls.length}`,
        options.applicationServerKey,
      );
      return current;
    }),
  };
  const registration = { pushManager };
  const hadWorker = 'serviceWorker' in navigator;
  if (permission !== 'unsupported') {
    vi.stubGlobal('Notification', {
      get permission() {
        return notification.permission;
      },
      requestPermission,
    });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => registration) },
    });
  }
  return {
    pushManager,
    requestPermission,
    setSubscription(subscription: FakeSubscription | null) {
      current = subscription;
    },
    get subscription() {
      return current;
    },
    uninstall() {
      vi.unstubAllGlobals();
      if (!hadWorker) Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
