/**
 * The browser's side of web push: whether it can, what it allows, and its subscription through the
 * service worker the portal registered (lib/app-install.ts). No worker (a development server, a
 * private window): no push, said as unsupported.
 */

export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The portal's worker registration (the one lib/app-install.ts made), if any. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await pushRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** base64url (the VAPID key) to the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Why push could not be turned on in this browser: it cannot push, the person refused, or the
 * browser's push service refused or could not be reached (`service`: Chromium without its vendor's
 * push service, as headless Chromium and some de-Googled builds are, or offline).
 */
export class PushUnavailableError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'denied' | 'service',
    options?: ErrorOptions,
  ) {
    super(`push ${reason}`, options);
  }
}

/**
 * Asks the person (a tap must have started this), then subscribes this browser with the platform's
 * key. `created`: the subscription is new (to be undone if the platform does not keep it).
 */
export async function subscribeBrowser(
  publicKey: string,
): Promise<{ subscription: PushSubscription; created: boolean }> {
  const reg = await pushRegistration();
  if (!reg || pushPermission() === 'unsupported') throw new PushUnavailableError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  const existing = await reg.pushManager.getSubscription();
  if (existing) return { subscription: existing, created: false };
  try {
    const subscription = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return { subscription, created: true };
  } catch (error) {
    throw new PushUnavailableError('service', { cause: error });
  }
}
