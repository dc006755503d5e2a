/**
 * The messages area's platform endpoints (see endpoint.ts): a member's platform messages and their
 * unread count (module INBOX3), and the feedback form (module FEEDBACK3) with its public settings.
 */
import { endpoints } from './endpoint.js';
import {
  FeedbackReceiptSchema,
  FeedbackRequestSchema,
  FeedbackSettingsSchema,
  MessagePageSchema,
  MessageQuerySchema,
  MessageSchema,
  MessagesQuerySchema,
  UnreadCountSchema,
} from './messages.js';

export const messagesEndpoints = endpoints('messages', {
  /** One page of the member's messages, newest first (summaries, without the content). */
  messages: {
    method: 'GET',
    path: '/wps/relay/MCS_messages',
    auth: 'member',
    module: 'INBOX3',
    query: MessagesQuerySchema,
    response: MessagePageSchema,
  },
  /** One message with its content; marks it read (and announces messages.changed). */
  message: {
    method: 'GET',
    path: '/wps/relay/MCS_message',
    auth: 'member',
    module: 'INBOX3',
    query: MessageQuerySchema,
    response: MessageSchema,
    errors: ['NOT_FOUND'],
  },
  unreadCount: {
    method: 'GET',
    path: '/wps/relay/MCS_unreadCount',
    auth: 'member',
    module: 'INBOX3',
    response: UnreadCountSchema,
  },
  /** The brand's feedback rules: word bounds, comment length, images. */
  feedbackSettings: {
    method: 'GET',
    path: '/wps/relay/CMS_feedbackSettings',
    auth: 'public',
    response: FeedbackSettingsSchema,
  },
  /**
   * Sends the feedback form; words and images (by their content) are checked, refusals by field
   * (request_param_err: feedback_content_words, feedback_images_max, feedback_image_size/type).
   */
  feedback: {
    method: 'PUT',
    path: '/wps/relay/CMS_feedback',
    auth: 'member',
    module: 'FEEDBACK3',
    body: FeedbackRequestSchema,
    response: FeedbackReceiptSchema,
  },
});
