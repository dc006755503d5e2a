import {
  BANNER_GROUPS,
  BannersSchema,
  ErrorEnvelopeSchema,
  HelpCenterSchema,
  NoticesSchema,
  envelope,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /wps/relay/CMS_banners', () => {
  it('has banners for every group, two or three on the home page, with varied links', async () => {
    const banners = envelope(BannersSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_banners' })),
    ).value;
    for (const group of BANNER_GROUPS) {
      expect(banners.filter((b) => b.groupName === group).length, group).toBeGreaterThanOrEqual(1);
    }
    const home = banners.filter((b) => b.groupName === 'w_index');
    expect(home.length).toBeGreaterThanOrEqual(2);
    expect(home.length).toBeLessThanOrEqual(3);
    expect(new Set(banners.map((b) => b.linkageType))).toEqual(new Set([0, 1, 2, 3]));
    for (const b of banners) expect(b.url).toBe(`/banner/${b.bannerId}.svg`);
  });
});

describe('GET /wps/relay/CMS_announcements', () => {
  it('returns the requested types only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/CMS_announcements?types=B,PL&platform=W&execution=B',
    });
    const notices = envelope(NoticesSchema).parse(json(res)).value;
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices.map((n) => n.type))).toEqual(new Set(['B', 'PL']));
    for (const n of notices) expect(n.startDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('returns every type when none is asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_announcements' });
    const notices = envelope(NoticesSchema).parse(json(res)).value;
    expect(new Set(notices.map((n) => n.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
  });

  it('refuses an unknown type with a field-level message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_announcements?types=B,XX' });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(json(res));
    expect(body.errorCode).toBe('request_param_err');
    expect(Object.keys(body.fields ?? {})[0]).toMatch(/^types/);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('holds the articles the footer links to', async () => {
    const help = envelope(HelpCenterSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter' })),
    ).value;
    const titles = help.flatMap((c) => c.articles.map((a) => a.title));
    for (const title of [
      'About Company',
      'Contact Us',
      'General Terms and Conditions',
      'Responsible Gaming',
      'Privacy Policy',
      'Affiliates',
      'Refund Policy',
      'How to Deposit',
      'How to Withdraw',
    ]) {
      expect(titles).toContain(title);
    }
    expect(help.find((c) => c.title === 'FAQ')?.articles.length).toBeGreaterThan(1);
  });
});
