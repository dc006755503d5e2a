import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DemoVendorDeps } from './deps.js';
import { openLaunchTicket } from './ticket.js';

/** The CSP of a page that runs no script at all. */
export const NO_SCRIPT_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const TEXT = {
  en: {
    title: 'Sandbox vendor',
    body: 'The platform launched {game} of {vendor} for {account}. This third-party vendor is simulated in the sandbox: its game runs only at the real vendor, and no money moves here.',
    hint: 'Playable here: Lucky Lanterns (Portal Originals, slots) and the Vietnamese lottery.',
    expired: 'This game link is invalid or has expired. Close it and launch the game again.',
  },
  vi: {
    title: 'Nhà cung cấp thử nghiệm',
    body: 'Hệ thống đã mở {game} của {vendor} cho {account}. Nhà cung cấp bên thứ ba này chỉ được mô phỏng trong môi trường thử nghiệm: trò chơi chỉ chạy tại nhà cung cấp thật, và không có tiền nào được chuyển ở đây.',
    hint: 'Có thể chơi tại đây: Lucky Lanterns (Portal Originals, slot) và xổ số Việt Nam.',
    expired: 'Liên kết trò chơi không hợp lệ hoặc đã hết hạn. Hãy đóng và mở lại trò chơi.',
  },
  zh: {
    title: '沙盒供应商',
    body: '平台已为 {account} 启动 {vendor} 的 {game}。该第三方供应商仅在沙盒中模拟：游戏只在真实供应商处运行，这里不会发生任何资金变动。',
    hint: '此处可玩：Lucky Lanterns（Portal Originals 老虎机）和越南彩票。',
    expired: '游戏链接无效或已过期。请关闭后重新启动游戏。',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: keyof typeof TEXT, title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#101826;color:#e8edf5;display:grid;place-items:center;min-height:100vh}
main{max-width:34rem;padding:1.5rem;text-align:center}h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:.5rem 0;color:#b8c2d3}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</main></body></html>`;
}

/**
 * `GET /demo-vendor/sandbox?ticket=`: where a launch of a third-party vendor lands. The vendors of
 * the catalogue other than the demo vendor are not reachable from this sandbox, so the page says
 * which game of which vendor the platform launched for whom (the ticket is checked like any
 * vendor would) and that nothing is playable or moves money there.
 */
export function sandboxRoutes(deps: DemoVendorDeps) {
  return async (app: FastifyInstance) => {
    app.get('/demo-vendor/sandbox', async (request, reply) => {
      const query = z.object({ ticket: z.string().max(2048) }).safeParse(request.query);
      const ticket = query.success ? openLaunchTicket(deps.config.seamlessSecret, query.data.ticket) : null;
      reply.header('content-security-policy', NO_SCRIPT_PAGE_CSP).type('text/html; charset=utf-8');
      if (!ticket) return reply.code(401).send(page('en', TEXT.en.title, [TEXT.en.expired]));
      const lang = ticket.l.startsWith('vi') ? 'vi' : ticket.l.startsWith('zh') ? 'zh' : 'en';
      const text = TEXT[lang];
      const body = text.body
        .replace('{game}', ticket.g || ticket.v)
        .replace('{vendor}', ticket.v)
        .replace('{account}', ticket.a);
      return reply.send(page(lang, text.title, [body, text.hint]));
    });
  };
}
