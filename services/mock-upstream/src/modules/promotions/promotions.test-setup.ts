import { type RsaKey } from '@portal/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { type TestMember } from '../../test/wallet.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { admin, clockedService, memberRowOf, merchantOf, promotionInput } from './promotions.fixtures.js';

export let t: TestApp;
export let key: RsaKey;
export let merchant: MerchantRow;
export let svc: ReturnType<typeof clockedService>;
export const DAY = 86_400_000;
export const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

export async function create(
  extra: Parameters<typeof promotionInput>[1],
  days?: { start: number; end: number },
) {
  const res = await admin(t, 'POST', '/admin/promotions', promotionInput(merchant.timeZone, extra, days));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.value as { id: number }).id;
}

export const stateOf = async (id: number, m: TestMember) =>
  (await svc.service.listing.detail(merchant, await memberRowOf(t, m), id, 'EN')).state;

/** Registers the hooks that build (and close) what the promotions test files share; each file calls this at its top. */
export function usePromotionsApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    key = await rsaKey(t.app);
    merchant = await merchantOf(t);
    svc = clockedService(t);
  });
  afterAll(async () => t?.close());
}
