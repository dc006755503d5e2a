/**
 * Platform messages (member centre messageV2), the live unread count and the feedback form.
 *
 * The unread count is pushed over the WebSocket: the platform's `messages.changed` reaches the
 * member's realtime channel (or the merchant's broadcast for a message sent to everyone), and each
 * subscription re-reads the count from the platform, so the number shown is always the platform's.
 */
import {
  FeedbackSettingsSchema,
  messagesEndpoints,
  type FeedbackReceipt,
  type FeedbackRequest,
  type FeedbackSettings,
  type Message,
  type MessagePage,
} from '@portal/contracts';
import type { Context } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import { watchMemberValue } from '../../realtime/watch-member.js';
import type { PageInput } from '../../trpc/inputs.js';

export function listMessages(ctx: MemberContext, page: PageInput): Promise<MessagePage> {
  return ctx.services.upstream.call(messagesEndpoints.messages, {
    ...callMeta(ctx),
    query: { pageNo: page.pageNo, pageSize: page.pageSize },
  });
}

/** Opens one message; the platform marks it read and announces the change (the count follows). */
export function readMessage(ctx: MemberContext, id: number): Promise<Message> {
  return ctx.services.upstream.call(messagesEndpoints.message, { ...callMeta(ctx), query: { id } });
}

export function unreadCount(ctx: MemberContext): Promise<number> {
  return ctx.services.upstream.call(messagesEndpoints.unreadCount, callMeta(ctx));
}

/**
 * The unread count now, then again whenever the member's messages change (a message to them or to
 * everyone, one read on any device) or pushes may have been lost (resync). Only changed counts are
 * pushed (watchMemberValue).
 */
export function watchUnread(ctx: MemberContext, signal: AbortSignal | undefined): AsyncGenerator<number> {
  return watchMemberValue(ctx, signal, {
    events: ['messages.changed'],
    broadcasts: ['messages.changed'],
    read: () => unreadCount(ctx),
    same: (a, b) => a === b,
    label: 'unread count',
  });
}

/** The brand's feedback rules (word bounds, comment length, images), shown by the form. */
export function feedbackSettings(ctx: Context): Promise<FeedbackSettings> {
  const { language, ip, requestId } = ctx.visitor;
  // Brand settings change rarely; a minute's cache spares the platform one call per form opened.
  return ctx.services.cache.getOrLoad('feedback-settings', 60, FeedbackSettingsSchema, () =>
    ctx.services.upstream.call(messagesEndpoints.feedbackSettings, { language, ip, requestId }),
  );
}

/** Sends the feedback; the platform checks the words, and the images by their content. */
export function submitFeedback(ctx: MemberContext, input: FeedbackRequest): Promise<FeedbackReceipt> {
  return ctx.services.upstream.call(messagesEndpoints.feedback, { ...callMeta(ctx), body: input });
}
