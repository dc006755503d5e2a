/**
 * Keeping this browser's push subscription alive on the platform (ADR 0017). A push service may
 * renew or drop a subscription at any time (the worker replaces it when told:
 * `pushsubscriptionchange` in sw.template.js), and a worker without a session or a browser that
 * never fires the event leaves the platform with a dead endpoint. So on start, for the member who
 * turned push on in this browser, with the permission still granted: a subscription the platform
 * does not hold for the member, one made with another key (the VAPID pair changed), or none at all
 * is made again and sent. Nobody is subscribed who did not turn push on here.
 */
import type { LanguageCode, PushSubscribe } from '@portal/contracts';
import { keyBytes, pushPermission, pushRegistration } from './browser-push';

const WANTED = 'portal.pushMember';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers who turned push on in this browser (null: turned off). */
export function rememberPushMember(memberId: number | null): void {
  if (memberId === null) storage()?.removeItem(WANTED);
  else storage()?.setItem(WANTED, String(memberId));
}

/** The platform calls the renewal makes (the tRPC client's, in the app). */
export interface PushRenewalApi {
  publicKey(): Promise<string>;
  isSubscribed(endpoint: string): Promise<boolean>;
  subscribe(body: PushSubscribe): Promise<unknown>;
}

function sameKey(key: ArrayBuffer | null | undefined, publicKey: string): boolean {
  if (!key) return false;
  const a = new Uint8Array(key);
  const b = keyBytes(publicKey);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

export type Renewal = 'skipped' | 'kept' | 'renewed';

/** Subscribes this browser again when the platform lacks its subscription for `memberId`. */
export async function renewPush(
  api: PushRenewalApi,
  memberId: number,
  language: LanguageCode,
): Promise<Renewal> {
  if (storage()?.getItem(WANTED) !== String(memberId) || pushPermission() !== 'granted') return 'skipped';
  const registration = await pushRegistration();
  if (!registration) return 'skipped';
  const publicKey = await api.publicKey();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (subscription && (await api.isSubscribed(subscription.endpoint))) return 'kept';
  // Granted already: no prompt is shown.
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  await api.subscribe({
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
    language,
  });
  return 'renewed';
}
