import { ErrorEnvelopeSchema, SystemStatusValueSchema, envelope } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders, json } from '../../test/app.js';
import { t, status, useSystemApp } from './system.test-setup.js';

useSystemApp();

describe('admin API', () => {
  it('refuses a wrong or missing admin key', async () => {
    for (const headers of [{ 'x-admin-key': 'wrong' }, {}]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/admin/status',
        headers,
        payload: { maintenance: true },
      });
      expect(res.statusCode).toBe(401);
      expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('ADMIN_KEY_INVALID');
    }
    expect((await status()).maintenance).toBe(false);
  });

  it('reads the operator status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/status', headers: adminHeaders });
    expect(json(res)).toEqual({
      success: true,
      value: {
        maintenance: false,
        maintenanceMessage: null,
        maintenanceUntil: null,
        blockedCountries: ['US'],
      },
    });
  });

  it('refuses unknown fields and a bad CIDR with field-level messages', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/admin/status',
      headers: adminHeaders,
      payload: { maintenance: 'yes', surprise: 1 },
    });
    expect(patch.statusCode).toBe(400);
    const patchBody = ErrorEnvelopeSchema.parse(json(patch));
    expect(patchBody.errorCode).toBe('request_param_err');
    expect(Object.keys(patchBody.fields ?? {})).toEqual(expect.arrayContaining(['maintenance']));

    const cidr = await t.app.inject({
      method: 'POST',
      url: '/admin/geo/cidrs',
      headers: adminHeaders,
      payload: { cidr: '300.1.1.0/24', country: 'VN' },
    });
    expect(cidr.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(cidr)).fields?.['cidr']).toMatch(/CIDR/);
  });

  it('normalises a CIDR to its network address and can list and remove it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/geo/cidrs',
      headers: adminHeaders,
      payload: { cidr: '172.16.5.9/16', country: 'th' },
    });
    expect(json(res)).toEqual({ success: true, value: { cidr: '172.16.0.0/16', country: 'TH' } });
    const list = await t.app.inject({ method: 'GET', url: '/admin/geo/cidrs', headers: adminHeaders });
    expect(list.body).toContain('172.16.0.0/16');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/admin/geo/cidrs?cidr=172.16.0.0/16',
      headers: adminHeaders,
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/admin/geo/cidrs?cidr=172.16.0.0/16',
      headers: adminHeaders,
    });
    expect(again.statusCode).toBe(404);
  });

  it('requires a body for PATCH /admin/status', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/admin/status', headers: adminHeaders });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('request_body_required');
  });
});

describe('allowed domains (the domain check)', () => {
  afterEach(async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/admin/domains',
      headers: adminHeaders,
      payload: { domains: [] },
    });
  });

  async function statusFor(domain: string) {
    const res = await t.app.inject({ method: 'GET', url: `/wps/system/status?domain=${domain}` });
    expect(res.statusCode).toBe(200);
    return envelope(SystemStatusValueSchema).parse(json(res)).value;
  }

  it('checks nothing while the list is empty, as seeded', async () => {
    const value = await statusFor('anything.example');
    expect(value.info.domainRoute.domainList).toEqual([]);
    expect(value.domainAllowed).toBe(true);
  });

  it('allows a listed host (any case, any port) and refuses an unlisted one', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin/domains',
      headers: adminHeaders,
      payload: { domains: ['WWW.LuckyLotus.example', 'luckylotus.example', 'luckylotus.example'] },
    });
    expect(json(put)).toEqual({
      success: true,
      value: { domains: ['luckylotus.example', 'www.luckylotus.example'] },
    });
    const listed = await statusFor('www.luckylotus.example:8443');
    expect(listed.info.domainRoute.domainList).toEqual(['luckylotus.example', 'www.luckylotus.example']);
    expect(listed.domainAllowed).toBe(true);
    expect((await statusFor('LuckyLotus.example')).domainAllowed).toBe(true);
    expect((await statusFor('lucky-lotus.example')).domainAllowed).toBe(false);
    expect((await statusFor('localhost')).domainAllowed).toBe(false);
    const noDomain = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(envelope(SystemStatusValueSchema).parse(json(noDomain)).value.domainAllowed).toBe(false);
  });

  it('refuses bad host names with a field-level message and keeps the list', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/admin/domains',
      headers: adminHeaders,
      payload: { domains: ['luckylotus.example'] },
    });
    for (const payload of [
      { domains: ['https://luckylotus.example'] },
      { domains: ['luckylotus.example:443'] },
      { domains: ['-bad.example'] },
      { domains: ['a..example'] },
      { domains: 'luckylotus.example' },
      { domains: [], extra: true },
      {},
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/admin/domains',
        headers: adminHeaders,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = ErrorEnvelopeSchema.parse(json(res));
      expect(body.errorCode).toBe('request_param_err');
      expect(Object.keys(body.fields ?? {}).length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    const fields = ErrorEnvelopeSchema.parse(
      json(
        await t.app.inject({
          method: 'PUT',
          url: '/admin/domains',
          headers: adminHeaders,
          payload: { domains: ['ok.example', 'https://x.example'] },
        }),
      ),
    ).fields;
    expect(fields?.['domains.1']).toMatch(/host name/);
    expect((await statusFor('luckylotus.example')).info.domainRoute.domainList).toEqual([
      'luckylotus.example',
    ]);
  });

  it('requires the admin key', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/domains',
      payload: { domains: ['x.example'] },
    });
    expect(res.statusCode).toBe(401);
    expect((await statusFor('localhost')).domainAllowed).toBe(true);
  });
});
