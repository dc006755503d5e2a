import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_KEY, upstreamUrl } from './ports.js';

/** The operator's switches on the platform (the mock-upstream's admin API). */
export async function admin(
  request: APIRequestContext,
  method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`${upstreamUrl}${path}`, {
    method,
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`admin ${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return res;
}

/** The operator credits `account` a bonus of `amount` (a decimal string) without a turnover
 * requirement; `purpose` names the request and shows in the player's records. */
export function grantBonus(request: APIRequestContext, account: string, amount: string, purpose: string) {
  return admin(request, 'POST', `/admin/members/${account}/bonus`, {
    requestId: `e2e-${purpose.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`,
    amount,
    bonusType: 'E2E',
    description: purpose,
    turnoverMultiplier: 0,
  });
}
