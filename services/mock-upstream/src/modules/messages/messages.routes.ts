import {
  AdminFeedbackPageSchema,
  AdminFeedbackSettingsSchema,
  AdminMessageResultSchema,
  AdminMessageSchema,
  FeedbackSettingsSchema,
  messagesEndpoints,
  PageQuerySchema,
} from '@portal/contracts';
import { bodyLimit, contentLanguage, platformArea, route } from '../../lib/route.js';
import type { MessagesService } from './messages.service.js';

/** Up to 4 images (the 4th is refused by field, not by size) of ~7 MB base64, plus the text. */
export const FEEDBACK_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * The messages area (`messagesEndpoints`): platform messages and their unread count (module INBOX3),
 * the feedback form (module FEEDBACK3) and its public settings, and the operator calls (`POST /admin/messages`, `GET /admin/feedback`, `PUT /admin/feedback/settings`).
 */
export function messagesRoutes(messages: MessagesService) {
  return platformArea(
    messagesEndpoints,
    {
      messages: (_brand, me, query, { request }) =>
        messages.list(me, query.pageNo, query.pageSize, contentLanguage(request)),
      message: (brand, me, query, { request }) =>
        messages.read(brand, me, query.id, contentLanguage(request)),
      unreadCount: (_brand, me) => messages.unreadCount(me),
      feedbackSettings: async ({ merchant }) => messages.settings(await merchant()),
      feedback: (brand, me, body) => messages.submit(brand, me, body),
    },
    (app) => {
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
    },
    // Images make the feedback's body large: its own limit, for this one route.
    { scoped: { feedback: bodyLimit(FEEDBACK_BODY_LIMIT) } },
  );
}
