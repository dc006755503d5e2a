/**
 * Platform messages (member centre messageV2), the live unread count and the feedback form.
 *
 * The unread count is pushed over the WebSocket: the platform's `messages.changed` reaches the
 * member's realtime channel (or the merchant's broadcast for a message sent to everyone), and each
 * subscription re-reads the count from the platform, so the number shown is always the platform's.
 */
import {
  ErrorCode,
  FeedbackReceiptSchema,
  FeedbackSettingsSchema,
  MessagePageSchema,
  MessageSchema,
  UnreadCountSchema,
  type FeedbackReceipt,
  type FeedbackRequest,
  type FeedbackSettings,
  type Message,
  type MessagePage,
} from '@portal/contracts';
import { toAppError } from '../../errors/app-error.js';
import { sleepUntil } from '../../realtime/hub.js';
import type { Context } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../member/member.service.js';
import { memberIdOf, requireLiveSession } from '../wallet/wallet.service.js';
import type { PageInput } from '../wallet/wallet.schemas.js';

export function listMessages(ctx: MemberContext, page: PageInput): Promise<MessagePage> {
  return ctx.services.upstream.call('/wps/relay/MCS_messages', {
    ...callMeta(ctx),
    query: { pageNo: page.pageNo, pageSize: page.pageSize },
    schema: MessagePageSchema,
  });
}

/** Opens one message; the platform marks it read and announces the change (the count follows). */
export function readMessage(ctx: MemberContext, id: number): Promise<Message> {
  return ctx.services.upstream.call('/wps/relay/MCS_message', {
    ...callMeta(ctx),
    query: { id },
    schema: MessageSchema,
  });
}

export function unreadCount(ctx: MemberContext): Promise<number> {
  return ctx.services.upstream.call('/wps/relay/MCS_unreadCount', {
    ...callMeta(ctx),
    schema: UnreadCountSchema,
  });
}

/**
 * The unread count now, then again whenever the member's messages change (a message to them or to
 * everyone, one read on any device) or pushes may have been lost (resync). Bursts coalesce: one read
 * at a time, and events during a read cause exactly one more. A failed read is retried after
 * STATUS_POLL_MS; an ended session ends the subscription. Only changed counts are pushed.
 */
export async function* watchUnread(
  ctx: MemberContext,
  signal: AbortSignal | undefined,
): AsyncGenerator<number> {
  let dirty = false;
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  const onEvent = (event: { type: string }) => {
    if (event.type !== 'messages.changed' && event.type !== 'resync') return;
    dirty = true;
    wake();
  };
  // Listening before the first read: a message arriving during it is not lost. The member's
  // channel comes from the session, never from the client.
  const { realtime } = ctx.services;
  const memberId = memberIdOf(ctx);
  const stops = await Promise.all([
    memberId === null ? realtime.onResync(onEvent) : realtime.onMember(memberId, onEvent),
    realtime.onBroadcast('messages.changed', onEvent),
  ]);
  try {
    await requireLiveSession(ctx);
    let last = await unreadCount(ctx);
    yield last;
    while (!signal?.aborted) {
      if (!dirty) await sleepUntil(2 ** 31 - 1, signal, woken);
      if (signal?.aborted) break;
      dirty = false;
      woken = new Promise<void>((r) => (wake = r));
      await requireLiveSession(ctx);
      let count: number;
      try {
        count = await unreadCount(ctx);
      } catch (err) {
        const appError = toAppError(err);
        if (appError.code === ErrorCode.notSession) throw appError;
        ctx.log.warn({ code: appError.code }, 'unread count refresh failed; retrying');
        await sleepUntil(ctx.services.config.statusPollMs, signal);
        dirty = true;
        continue;
      }
      if (count !== last) {
        last = count;
        yield count;
      }
    }
  } finally {
    await Promise.all(stops.map((stop) => stop()));
  }
}

/** The brand's feedback rules (word bounds, comment length, images), shown by the form. */
export function feedbackSettings(ctx: Context): Promise<FeedbackSettings> {
  const { language, ip, requestId } = ctx.visitor;
  // Brand settings change rarely; a minute's cache spares the platform one call per form opened.
  return ctx.services.cache.getOrLoad('feedback-settings', 60, FeedbackSettingsSchema, () =>
    ctx.services.upstream.call('/wps/relay/CMS_feedbackSettings', {
      language,
      ip,
      requestId,
      schema: FeedbackSettingsSchema,
    }),
  );
}

/** Sends the feedback; the platform checks the words, and the images by their content. */
export function submitFeedback(ctx: MemberContext, input: FeedbackRequest): Promise<FeedbackReceipt> {
  return ctx.services.upstream.call('/wps/relay/CMS_feedback', {
    ...callMeta(ctx),
    method: 'PUT',
    body: input,
    schema: FeedbackReceiptSchema,
  });
}
