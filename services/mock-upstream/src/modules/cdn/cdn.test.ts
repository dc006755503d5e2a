import {
  gamesEndpoints,
  BannersSchema,
  envelope,
  ErrorEnvelopeSchema,
  SystemStatusValueSchema,
  VendorLanesSchema,
  GameListSchema,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { escapeXml, initials } from './svg.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function expectSvg(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  expect(res.body).toMatch(/<svg[\s\S]*<\/svg>\s*$/);
  return res.body;
}

describe('GET /cdn/*', () => {
  it('draws banners, vendor logos, game icons, QR codes and licence images', async () => {
    const banners = envelope(BannersSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_banners' })),
    ).value;
    const banner = banners[0];
    expect(banner).toBeDefined();
    expect(await expectSvg(`/cdn${banner?.url}`)).toContain('width="1920"');
    // In Vietnamese the banner list points at the picture drawn with the Vietnamese title.
    const vi = envelope(BannersSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_banners', headers: { language: 'VI' } })),
    ).value;
    expect(vi[0]?.url).toBe(`/banner/${banner?.bannerId}.vi.svg`);
    const viSvg = await expectSvg(`/cdn${vi[0]?.url}`);
    expect(viSvg).toContain(vi[0]!.title);
    expect(viSvg).toContain('Chơi có trách nhiệm');
    expect(viSvg).not.toContain(banner!.title);
    const cn = envelope(BannersSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_banners', headers: { language: 'CN' } })),
    ).value;
    const cnSvg = await expectSvg(`/cdn${cn[0]?.url}`);
    expect(cnSvg).toContain(cn[0]!.title);
    expect(cnSvg).toContain('请理性游戏');

    const lanes = envelope(VendorLanesSchema).parse(
      json(await t.app.inject({ method: 'GET', url: gamesEndpoints.vendorLanes.path })),
    ).value;
    for (const lane of lanes) await expectSvg(`/cdn${lane.vendors[0]?.logo}`);
    // Logos and game icons read the vendor's name, never its code.
    const vn = lanes.flatMap((l) => l.vendors).find((v) => v.vendor === 'TCG_LOTTO_VN')!;
    const vnLogo = await expectSvg(`/cdn${vn.logo}`);
    expect(vnLogo).toContain('Vietnam');
    expect(vnLogo).not.toContain('TCG_LOTTO_VN');

    await expectSvg('/cdn/game/1.svg');
    const demo = envelope(GameListSchema).parse(
      json(
        await t.app.inject({
          method: 'GET',
          url: `${gamesEndpoints.gameList.path}?gameType=RNG&vassalage=DEMO`,
        }),
      ),
    ).value.games[0]!;
    const icon = await expectSvg(`/cdn${demo.icon}`);
    expect(icon).toContain('Portal Originals');
    expect(icon).not.toContain('>DEMO<');

    const status = envelope(SystemStatusValueSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/system/status' })),
    ).value;
    const ios = status.info.resources.find((r) => r.resourceType === 'IOS_APP');
    expect(await expectSvg(`/cdn${ios?.qrCodeUrl}`)).toContain('<path');
    for (const licence of status.info.resources.filter((r) => r.resourceType === 'LICENSE')) {
      await expectSvg(`/cdn${licence.url}`);
    }
  });

  it("embeds the faces of its script's characters in a banner, and writes it right to left in Arabic", async () => {
    const en = await expectSvg('/cdn/banner/2.svg');
    expect(en).not.toContain('@font-face');
    const th = await expectSvg('/cdn/banner/2.th.svg');
    // A picture shown by <img> cannot load the page's fonts: Thai text would be boxes without one.
    const faces = [
      ...th.matchAll(/font-weight:(\d+);src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/g),
    ].map((m) => ({ weight: Number(m[1]), bytes: Buffer.from(m[2] ?? '', 'base64') }));
    // One face per weight the banner writes (the title's and the line's), each a single instance.
    expect(faces.map((f) => f.weight)).toEqual([400, 700]);
    expect(th).toMatch(/font-weight="700" fill="#ffffff">/);
    for (const { bytes } of faces) {
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      // Cut to the banner's characters at one weight: a few KiB, not the script's whole face.
      expect(bytes.length).toBeLessThan(8_000);
    }
    expect(th).toContain(`font-family="'Page Script',`);
    const ar = await expectSvg('/cdn/banner/2.ar.svg');
    const arFaces = [...ar.matchAll(/base64,([A-Za-z0-9+/=]+)\)/g)].map((m) =>
      Buffer.from(m[1] ?? '', 'base64'),
    );
    expect(arFaces).toHaveLength(2);
    // Instanced, without the variable face's variations: the Arabic banner's one face was 18 KiB with them.
    expect(arFaces.reduce((sum, face) => sum + face.length, 0)).toBeLessThan(12_000);
    expect(ar).toMatch(/<text x="1760" y="240" direction="rtl" text-anchor="start"/);
    expect(en).toMatch(/<text x="160" y="240" font-family/);
  });

  it('gives a picture initials as its script writes them: two capitals, or one whole character', () => {
    expect(initials('Lucky Lanterns')).toBe('LL');
    expect(initials('Baccarat')).toBe('BA');
    expect(initials('777 deluxe')).toBe('7D');
    expect(initials('$5 Bonus Voucher')).toBe('BV');
    expect(initials('★')).toBe('★');
    expect(initials('Сладкий бонус')).toBe('СБ');
    // Thai: the first consonant with its vowel sign, not two letters cut from a word.
    expect(initials('กี่ปลา')).toBe('กี่');
    expect(initials('สล็อต JILI')).toBe('ส');
    expect(initials('سلوتس الفوانيس')).toBe('س');
    expect(initials('幸运灯笼')).toBe('幸');
    // No half of a surrogate pair (𠮷 is beyond the BMP), no emoji taken for a letter.
    expect(initials('𠮷野家')).toBe('𠮷');
    expect(initials('🎰 Jackpot')).toBe('JA');
  });

  it('escapes text taken from the database', async () => {
    expect(escapeXml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &apos;y&apos;&lt;/script&gt;',
    );
    await t.app.db.execute(sql`update banners set title = '<script>alert(1)</script>' where id = 1`);
    const svg = await expectSvg('/cdn/banner/1.svg');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('answers a JSON 404 for an unknown image', async () => {
    for (const url of [
      '/cdn/banner/999999.svg',
      '/cdn/vendor/RNG/NOPE.svg',
      '/cdn/whatever.png',
      '/cdn/qr/none.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('NOT_FOUND');
    }
  });
});
