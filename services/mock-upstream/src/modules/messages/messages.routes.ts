import {
  AdminFeedbackPageSchema,
  AdminFeedbackSettingsSchema,
  AdminMessageResultSchema,
  AdminMessageSchema,
  FeedbackSettingsSchema,
  messagesEndpoints,
  PageQuerySchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage, memberRoutes, route, type MemberAuth, memberOfRequest } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MessagesService } from './messages.service.js';

/** Up to 4 images (the 4th is refused by field, not by size) of ~7 MB base64, plus the text. */
export const FEEDBACK_BODY_LIMIT = 32 * 1024 * 1024;

export interface MessagesRoutesDeps extends MemberAuth<MemberRow> {
  messages: MessagesService;
}

/**
 * The messages area (`messagesEndpoints`): platform messages and their unread count (module INBOX3),
 * the feedback form (module FEEDBACK3) and its public settings, and the operator calls (`POST /admin/messages`, `GET /admin/feedback`, `PUT /admin/feedback/settings`).
 */
export function messagesRoutes(deps: MessagesRoutesDeps) {
  const { messages, authenticate } = deps;
  const memberOf = memberOfRequest(authenticate);

  return async (app: FastifyInstance) => {
    const asMember = memberRoutes(app, authenticate);
    const e = messagesEndpoints;
    route(app, e.messages, async ({ request, query }) =>
      messages.list(await memberOf(request), query.pageNo, query.pageSize, contentLanguage(request)),
    );
    asMember(e.message, (brand, me, query, { request }) =>
      messages.read(brand, me, query.id, contentLanguage(request)),
    );
    route(app, e.unreadCount, async ({ request }) => messages.unreadCount(await memberOf(request)));
    route(app, e.feedbackSettings, async ({ merchant }) => messages.settings(await merchant()));

    // Images make this body large: its own limit, scoped to this one route.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (options) => {
        options.bodyLimit = FEEDBACK_BODY_LIMIT;
      });
      route(scope, e.feedback, async ({ request, body, merchant }) =>
        messages.submit(await merchant(), await memberOf(request), body),
      );
    });

    // ------------------------------------------------------------ operator
    route(app, {
      method: 'POST',
      url: '/admin/messages',
      admin: true,
      body: AdminMessageSchema,
      response: AdminMessageResultSchema,
      handler: async ({ request, body, merchant }) => {
        const result = await messages.send(await merchant(), body);
        request.log.info({ sent: result.sent, all: body.all === true }, 'platform message sent');
        return result;
      },
    });

    route(app, {
      method: 'GET',
      url: '/admin/feedback',
      admin: true,
      query: PageQuerySchema,
      response: AdminFeedbackPageSchema,
      handler: async ({ query, merchant }) =>
        messages.feedbackPage(await merchant(), query.pageNo, query.pageSize),
    });

    route(app, {
      method: 'PUT',
      url: '/admin/feedback/settings',
      admin: true,
      body: AdminFeedbackSettingsSchema,
      response: FeedbackSettingsSchema,
      handler: async ({ body, merchant }) => messages.setWordBounds(await merchant(), body),
    });
  };
}
