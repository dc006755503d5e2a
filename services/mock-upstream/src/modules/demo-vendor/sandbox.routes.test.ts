import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { NO_SCRIPT_PAGE_CSP } from './sandbox.routes.js';
import { signLaunchTicket, type LaunchTicket } from './demo-vendor.ticket.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
function ticket(overrides: Partial<LaunchTicket> = {}): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: 'demoplayer',
    v: 'EVO',
    g: 'EVOL101',
    t: 1,
    l: 'en',
    e: Date.now() + 60 * 60_000,
    n: `sandbox-${(counter += 1)}`,
    ...overrides,
  });
}

async function page(tk: string) {
  return t.app.inject({ method: 'GET', url: `/demo-vendor/sandbox?ticket=${encodeURIComponent(tk)}` });
}

describe('GET /demo-vendor/sandbox', () => {
  it('reads as a product page: game and vendor by name, what the vendor makes, no connection, demo games', async () => {
    const res = await page(ticket());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(NO_SCRIPT_PAGE_CSP);
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Evolution Baccarat</h1>');
    expect(html).toContain('<strong>Evolution</strong>');
    expect(html).toContain('live casino tables');
    expect(html).toContain('has no connection to Evolution');
    // Internal codes and the account never show.
    for (const code of ['EVOL101', '>EVO<', ' EVO ', 'demoplayer', 'launched'])
      expect(html).not.toContain(code);
    // The two demo games, opened in the portal window (not inside the frame).
    expect(html).toMatch(/<a href="\/game\?nodeId=\d+&amp;gameType=RNG" target="_top">Play Lucky Lanterns/);
    // The lottery game by its own, English, name on an English page.
    expect(html).toContain(
      '<a href="/lottery?gameCode=VNST1&amp;vendor=TCG_LOTTO_VN&amp;playType=DE" target="_top">Play Super Speed 1 Min',
    );
    expect(html).not.toContain('Siêu Tốc');
  });

  it("speaks the ticket's language, right to left in Arabic, English for one the portal does not offer", async () => {
    const vi = (await page(ticket({ l: 'vi', v: 'JILI', g: 'JLF101' }))).body;
    expect(vi).toContain('<html lang="vi" dir="ltr">');
    // The vendor reads as the lobby names it in that language; a brand name stays as it is.
    expect(vi).toContain('<strong>Bắn cá JILI</strong>');
    expect(vi).toContain('không kết nối với Bắn cá JILI');
    expect(vi).toContain('Chơi Lucky Lanterns');
    expect(vi).toContain('Chơi Siêu Tốc 1 Phút');
    expect(vi).not.toContain('JLF101');
    const zh = (await page(ticket({ l: 'zh-CN' }))).body;
    expect(zh).toContain('<html lang="zh" dir="ltr">');
    expect(zh).toContain('未与 Evolution 建立连接');
    expect((await page(ticket({ l: 'zh-CN', v: 'JILI', g: 'JLF101' }))).body).toContain(
      '<strong>JILI 捕鱼</strong>',
    );
    const th = (await page(ticket({ l: 'th' }))).body;
    expect(th).toContain('<html lang="th" dir="ltr">');
    expect(th).toContain('ลองเล่นเกมที่มีในเดโมนี้แทน');
    const ar = (await page(ticket({ l: 'AR' }))).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('جرّب بدلًا منها');
    expect((await page(ticket({ l: 'xx' }))).body).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses a bad or expired ticket with a page that says so', async () => {
    for (const tk of ['nonsense', ticket({ e: Date.now() - 1 })]) {
      const res = await page(tk);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('invalid or has expired');
    }
  });
});
