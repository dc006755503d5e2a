import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { servePageFonts } from '../../lib/page-fonts.js';
import { pageLanguage, type PageLanguage } from '../../lib/page-text.js';
import {
  donePageHtml,
  notFoundPageHtml,
  PAY_CSS,
  payPageHtml,
  SANDBOX_PAY_BASE,
  type SandboxProvider,
} from './sandbox-pay.js';

const ParamsSchema = z.object({ providerOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const FormSchema = z.object({ action: z.enum(['pay', 'fail']) });
/** The player's language, as the pay URL carries it (`?lang=th`); anything else is English. */
const QuerySchema = z.object({ lang: z.string().max(16).optional() });

function languageOf(query: unknown): PageLanguage {
  const parsed = QuerySchema.safeParse(query);
  return pageLanguage(parsed.success ? parsed.data.lang : undefined);
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(body);
}

/**
 * The sandbox provider's pages (the gateway proxies `/sandbox-pay/*`): the pay page with two form
 * buttons, its stylesheet, and the form post that decides the order, schedules the callback and
 * sends the browser back to the merchant's returnUrl (`...depositOrder=` + the merchant order id).
 */
export function sandboxPayRoutes(deps: { provider: SandboxProvider; onDecided: () => void }) {
  const { provider, onDecided } = deps;
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );

    servePageFonts(app, SANDBOX_PAY_BASE);

    app.get('/sandbox-pay/pay/pay.css', async (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(PAY_CSS),
    );

    app.get('/sandbox-pay/pay/:providerOrderId', async (request, reply) => {
      const language = languageOf(request.query);
      const params = ParamsSchema.safeParse(request.params);
      const found = params.success ? await provider.find(params.data.providerOrderId) : undefined;
      if (!found) return html(reply, 404, notFoundPageHtml(language));
      return html(reply, 200, payPageHtml(found, language));
    });

    app.post('/sandbox-pay/pay/:providerOrderId', async (request, reply) => {
      const language = languageOf(request.query);
      const params = ParamsSchema.safeParse(request.params);
      const form = FormSchema.safeParse(request.body);
      if (!params.success) return html(reply, 404, notFoundPageHtml(language));
      if (!form.success) return html(reply, 400, notFoundPageHtml(language));
      const order = await provider.decide(
        params.data.providerOrderId,
        form.data.action === 'pay' ? 'paid' : 'failed',
      );
      if (!order) return html(reply, 404, notFoundPageHtml(language));
      onDecided();
      if (order.returnUrl) {
        return reply
          .code(303)
          .header('location', `${order.returnUrl}${encodeURIComponent(order.merchantOrderId)}`)
          .send();
      }
      return html(reply, 200, donePageHtml(order, language));
    });
  };
}
