import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { upstreamUrl } from './ports.js';

type Outbox = { value: { code: string | null; body: string }[] };

async function newest(
  request: APIRequestContext,
  path: string,
): Promise<{ code: string | null; body: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`${upstreamUrl}${path}`);
    const first = ((await res.json()) as Outbox).value[0];
    if (first) return first;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing in the outbox at ${path}`);
}

/** The newest one-time code the platform sent to this national number (the dev SMS outbox). */
export async function smsCode(request: APIRequestContext, mobileNum: string): Promise<string> {
  const msg = await newest(request, `/dev/outbox/sms?mobileNum=${mobileNum}`);
  if (!msg.code) throw new Error('SMS without a code');
  return msg.code;
}

/** The code of the captcha image the platform drew for this browser (bound to its device id). */
export async function captchaCode(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const did = (await context.cookies()).find((c) => c.name === 'portal_did')?.value;
  if (!did) throw new Error('the browser has no device id');
  const msg = await newest(request, `/dev/outbox/captcha?deviceId=${encodeURIComponent(did)}`);
  if (!msg.code) throw new Error('captcha without a code');
  return msg.code;
}

let mobiles = 0;
/**
 * A fresh Vietnamese mobile number for a registration (the brand's default dialing code, +84): 90
 * and the clock. Not every 9x block is a valid mobile range (`992...` is not: a form refused it in
 * the minutes a day when the clock's digits started so), and 90 is.
 */
export function freshMobile(): string {
  return `90${Date.now().toString().slice(-6)}${mobiles++ % 10}`;
}

export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 16);
}
