import { ChatPostSchema, SUPPORT_CHAT_CSP, supportEndpoints, type ChatMessage } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { servePageFonts } from '../../lib/page-fonts.js';
import { platformArea } from '../../lib/route.js';
import { CHAT_CSS, CHAT_JS, chatPageHtml, expiredPageHtml } from './support-chat.pages.js';
import { chatLanguage } from './support-chat.text.js';
import { SUPPORT_CHAT_BASE, type SupportService } from './support.service.js';

const HEADER_COLOR = /^#[0-9a-fA-F]{6}$/;
const PageQuerySchema = z.object({
  language: z.string().max(8).optional(),
  channel: z.string().max(16).optional(),
});
const RoomPageQuerySchema = z.object({
  ticket: z.string().max(2048).default(''),
  language: z.string().max(8).optional(),
  title: z.string().trim().min(1).max(60).optional().catch(undefined),
  headerColor: z.string().regex(HEADER_COLOR).optional().catch(undefined),
});
const LiveParamsSchema = z.object({ conversationId: z.string().regex(/^[0-9a-f]{32}$/) });
const LiveQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  language: z.string().max(8).optional(),
  vip: z.enum(['0', '1']).default('0'),
});
const RoomQuerySchema = z.object({
  ticket: z.string().max(2048),
  after: z.coerce.number().int().min(0).default(0),
  language: z.string().max(8).optional(),
});
type Messages = { messages: ChatMessage[] };

function page(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', SUPPORT_CHAT_CSP)
    .header('referrer-policy', 'same-origin')
    .send(html);
}

function api(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * The support area (`supportEndpoints`): customer service, the CBS3 chat room's URL and unread count,
 * and the demo chat vendor's pages and their
 * small JSON API under `/support-chat/*` (reached by the browser through the gateway's proxy).
 */
export function supportRoutes(support: SupportService) {
  return platformArea(
    supportEndpoints,
    {
      customerService: async ({ merchant }) => support.customerService(await merchant()),
      chatUrl: (brand, me, query) => support.chatUrl(brand, me, query),
      chatUnread: (brand, me) => support.unread(brand.code, me.id),
    },
    (app) => {
      // The vendor's pages and assets, and the script fonts its pages link (lib/page-fonts.ts).
      servePageFonts(app, SUPPORT_CHAT_BASE);
      app.get(`${SUPPORT_CHAT_BASE}/assets/chat.js`, async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(CHAT_JS),
      );
      app.get(`${SUPPORT_CHAT_BASE}/assets/chat.css`, async (_request, reply) =>
        reply
          .header('content-type', 'text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(CHAT_CSS),
      );
      for (const kind of ['live', 'vip'] as const) {
        app.get(`${SUPPORT_CHAT_BASE}/${kind}`, async (request, reply) => {
          const query = PageQuerySchema.safeParse(request.query);
          const language = chatLanguage(query.success ? query.data.language : undefined);
          return page(reply, 200, chatPageHtml({ kind, base: SUPPORT_CHAT_BASE, language }));
        });
      }
      app.get(`${SUPPORT_CHAT_BASE}/room`, async (request, reply) => {
        const query = RoomPageQuerySchema.safeParse(request.query);
        const language = chatLanguage(query.success ? query.data.language : undefined);
        const ticket = query.success ? support.readTicket(query.data.ticket) : null;
        if (!query.success || !ticket) return page(reply, 403, expiredPageHtml(language, SUPPORT_CHAT_BASE));
        return page(
          reply,
          200,
          chatPageHtml({
            kind: 'room',
            base: SUPPORT_CHAT_BASE,
            language,
            ticket: query.data.ticket,
            ...(query.data.title ? { title: query.data.title } : {}),
            ...(query.data.headerColor ? { headerColor: query.data.headerColor } : {}),
          }),
        );
      });

      // The pages' JSON API: plain JSON (a chat vendor's own API, not the platform's envelope).
      app.get(`${SUPPORT_CHAT_BASE}/api/live/:conversationId`, async (request, reply) => {
        const params = LiveParamsSchema.safeParse(request.params);
        const query = LiveQuerySchema.safeParse(request.query);
        if (!params.success || !query.success) return api(reply, 400, { error: 'bad request' });
        return api(reply, 200, {
          messages: support.liveMessages(params.data.conversationId, query.data.after),
        } satisfies Messages);
      });
      app.post(`${SUPPORT_CHAT_BASE}/api/live/:conversationId`, async (request, reply) => {
        const params = LiveParamsSchema.safeParse(request.params);
        const query = LiveQuerySchema.safeParse(request.query);
        const body = ChatPostSchema.safeParse(request.body);
        if (!params.success || !query.success || !body.success)
          return api(reply, 400, { error: 'bad request' });
        support.postLive(
          params.data.conversationId,
          body.data.text,
          chatLanguage(query.data.language),
          query.data.vip === '1',
        );
        return api(reply, 201, { ok: true });
      });
      app.get(`${SUPPORT_CHAT_BASE}/api/room`, async (request, reply) => {
        const query = RoomQuerySchema.safeParse(request.query);
        const ticket = query.success ? support.readTicket(query.data.ticket) : null;
        if (!query.success) return api(reply, 400, { error: 'bad request' });
        if (!ticket) return api(reply, 403, { error: 'ticket expired or invalid' });
        return api(reply, 200, {
          messages: support.roomMessages(ticket, query.data.after, chatLanguage(query.data.language)),
        } satisfies Messages);
      });
      app.post(`${SUPPORT_CHAT_BASE}/api/room`, async (request, reply) => {
        const query = RoomQuerySchema.safeParse(request.query);
        const body = ChatPostSchema.safeParse(request.body);
        if (!query.success || !body.success) return api(reply, 400, { error: 'bad request' });
        const ticket = support.readTicket(query.data.ticket);
        if (!ticket) return api(reply, 403, { error: 'ticket expired or invalid' });
        support.postToRoom(ticket, body.data.text);
        return api(reply, 201, { ok: true });
      });
    },
  );
}
