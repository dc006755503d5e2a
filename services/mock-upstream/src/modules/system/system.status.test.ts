import {
  ErrorEnvelopeSchema,
  flattenModules,
  MODULE_IDS,
  ModuleTreeSchema,
  REGISTER_FIELDS,
  RegisterRulesSchema,
  RESOURCE_TYPES,
  envelope,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { merchants, modules } from '../../db/schema/index.js';
import { adminHeaders, json } from '../../test/app.js';
import { BRAND_SETTINGS_CACHE_MS } from './system.service.js';
import { t, status, useSystemApp } from './system.test-setup.js';

useSystemApp();

describe('GET /wps/system/status', () => {
  it('answers the normal state with the brand info', async () => {
    const value = await status();
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(value.info.brand).toMatchObject({
      merchantCode: 'demo',
      platform: 'web',
      device: 'WEB',
      lotteryType: 'Lott',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      loginedToHomePage: false,
      defaultLanguage: 'EN',
      defaultTheme: 'light',
      minimumAge: 18,
    });
    expect(new Set(value.info.resources.map((r) => r.resourceType))).toEqual(new Set(RESOURCE_TYPES));
    expect(value.info.resources.filter((r) => r.resourceType === 'LICENSE')).toHaveLength(2);
    expect(value.info.resources.find((r) => r.resourceType === 'IOS_APP')?.qrCodeUrl).toMatch(
      /^\/qr\/.+\.svg$/,
    );
    const pathList = value.info.customerService[0]?.version.pathList ?? [];
    const type3 = pathList.find((p) => p.type === 3);
    expect(type3?.path).toBeTruthy();
    expect(type3?.path).not.toContain('http');
    expect(value.info.analytics.gtagId).toBeNull();
    expect(value.info.imageCDNs).toEqual(['/cdn']);
    expect(value.info.launchGameCDNs).toEqual([]);
  });

  it('shows maintenance once an operator switches it on', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/admin/status',
      headers: adminHeaders,
      payload: {
        maintenance: true,
        maintenanceMessage: 'Upgrading',
        maintenanceUntil: '2030-01-01T00:00:00Z',
      },
    });
    expect(patch.statusCode).toBe(200);
    const value = await status();
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceMessage).toBe('Upgrading');
    expect(value.maintenanceUntil).toBe('2030-01-01T00:00:00Z');
  });

  it('restricts a visitor whose forwarded IP maps to a blocked country', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/admin/geo/cidrs',
      headers: adminHeaders,
      payload: { cidr: '10.20.0.0/16', country: 'kr' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/status',
      headers: adminHeaders,
      payload: { blockedCountries: ['KR'] },
    });
    const value = await status({ 'x-forwarded-for': '10.20.3.4' });
    expect(value.location).toEqual({ ip: '10.20.3.4', country: 'KR' });
    expect(value.regionRestriction).toBe(true);

    const other = await status({ 'x-forwarded-for': '10.21.0.1' });
    expect(other.regionRestriction).toBe(false);
    expect(other.location.country).toBeNull();
  });

  it('restricts the loopback address once an operator maps it', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/admin/geo/cidrs',
      headers: adminHeaders,
      payload: { cidr: '127.0.0.1/32', country: 'VN' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/status',
      headers: adminHeaders,
      payload: { blockedCountries: ['VN'] },
    });
    expect((await status()).regionRestriction).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/admin/geo/cidrs?cidr=127.0.0.1/32',
      headers: adminHeaders,
    });
    expect(removed.statusCode).toBe(200);
    expect((await status()).regionRestriction).toBe(false);
  });

  it('looks up IPv6 and IPv4-mapped IPv6 addresses', async () => {
    // 2001:db8::/48 and 198.51.100.0/24 are seeded as US (documentation ranges, demo mapping).
    const v6 = await status({ 'x-forwarded-for': '2001:db8::42' });
    expect(v6.location.country).toBe('US');
    expect(v6.regionRestriction).toBe(true);
    const mapped = await status({ 'x-forwarded-for': '::ffff:198.51.100.7' });
    expect(mapped.location).toEqual({ ip: '198.51.100.7', country: 'US' });
    const vn = await status({ 'x-forwarded-for': '2001:db8:1::5' });
    expect(vn.location.country).toBe('VN');
    expect(vn.regionRestriction).toBe(false);
  });

  it('refuses a malformed domain with a field-level message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status?domain=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(json(res));
    expect(body.errorCode).toBe('request_param_err');
    expect(body.fields?.['domain']).toBeTruthy();
  });

  it('refuses an unknown merchant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: 'nobody' },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(res)).fields).toEqual({ Merchant: 'unknown merchant' });
  });
});

describe('whitelabel modules', () => {
  it('contains every module id exactly once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const tree = envelope(ModuleTreeSchema).parse(json(res)).value;
    const flat = flattenModules(tree);
    expect(Object.keys(flat).sort()).toEqual([...MODULE_IDS].sort());
    expect(flat['MOBILENUMPASSREG3']).toBe(false);
    expect(flat['USERNAMEREG3']).toBe(true);
  });

  it('reflects a module switched by an operator, children included', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/modules/REG3',
      headers: adminHeaders,
      payload: { enabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, value: { modId: 'REG3', enabled: false } });
    const tree = envelope(ModuleTreeSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })),
    ).value;
    const flat = flattenModules(tree);
    expect(flat['REG3']).toBe(false);
    expect(flat['USERNAMEREG3']).toBe(false);
    expect(flat['COMM3']).toBe(true);
  });

  it("keeps the switches a moment per process: its own switch at once, another process's within BRAND_SETTINGS_CACHE_MS", async () => {
    const whitelabel = async () =>
      flattenModules(
        envelope(ModuleTreeSchema).parse(
          json(await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })),
        ).value,
      );
    const [demo] = await t.app.db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const merchantId = demo?.id ?? 0;
    expect((await whitelabel())['FREEPLAY3']).toBe(true); // read, so kept
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/modules/FREEPLAY3',
        headers: adminHeaders,
        payload: { enabled },
      });
    expect((await put(false)).statusCode).toBe(200);
    expect((await whitelabel())['FREEPLAY3']).toBe(false);
    expect(await t.app.platform.modules.isEnabled(merchantId, 'FREEPLAY3')).toBe(false);

    // Another process's switch: a direct write, which this process learns of only when its copy expires.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await t.app.db
        .update(modules)
        .set({ enabled: true })
        .where(and(eq(modules.merchantId, merchantId), eq(modules.modId, 'FREEPLAY3')));
      expect(await t.app.platform.modules.isEnabled(merchantId, 'FREEPLAY3')).toBe(false);
      vi.setSystemTime(Date.now() + BRAND_SETTINGS_CACHE_MS);
      expect(await t.app.platform.modules.isEnabled(merchantId, 'FREEPLAY3')).toBe(true);
      expect((await whitelabel())['FREEPLAY3']).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for a module the merchant does not have', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/modules/NOPE3',
      headers: adminHeaders,
      payload: { enabled: false },
    });
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('NOT_FOUND');
  });
});

describe('GET /wps/system/setting/register', () => {
  it('has a rule for every register field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const rules = envelope(RegisterRulesSchema).parse(json(res)).value;
    expect(Object.keys(rules).sort()).toEqual([...REGISTER_FIELDS].sort());
    const username = rules['username'];
    expect(username).toMatchObject({ minLength: 6, maxLength: 16, required: true, enabled: true });
    const pattern = new RegExp(username?.acceptedPattern ?? '');
    expect(pattern.test('lotus88')).toBe(true);
    expect(pattern.test('8lotus')).toBe(false);
  });
});
