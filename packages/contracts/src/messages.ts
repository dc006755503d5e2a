import { z } from 'zod';
import { translationsSchema } from './localized.js';
import { PageQuerySchema, pageOf } from './wallet.js';

/**
 * Platform messages (member centre "messageV2") and the feedback form. The real
 * platform's shapes are not published beyond "unread message count" and "feedback PUT", so this
 * file decides them, following the relay naming: `MCS_*` for the member-centre inbox and
 * `CMS_feedback*` for feedback.
 */

// ---------------------------------------------------------------- messages

/** One message in the list: no content (it can be long), only whether it has been read. */
export const MessageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: z.string(), // ISO 8601
  isRead: z.boolean(),
});
export type MessageSummary = z.infer<typeof MessageSummarySchema>;

/** `GET /wps/relay/MCS_messages?pageNo&pageSize` (token, module INBOX3): newest first. */
export const MessagesQuerySchema = PageQuerySchema;
export const MessagePageSchema = pageOf(MessageSummarySchema);
export type MessagePage = z.infer<typeof MessagePageSchema>;

/** `GET /wps/relay/MCS_message?id=` (token): one message, which the call marks read. `content` is
 * operator HTML: clients sanitise it before rendering. */
export const MessageQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const MessageSchema = MessageSummarySchema.extend({ content: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** `GET /wps/relay/MCS_unreadCount` (token): the spec's "unread message count"; `value` is the number. */
export const UnreadCountSchema = z.number().int().min(0);

/** Operator: `POST /admin/messages` sends a message to one member (by account) or to every member
 * of the merchant (`all: true`). Answers how many members it reached. */
export const AdminMessageSchema = z
  .object({
    account: z.string().trim().min(1).max(64).optional(),
    all: z.boolean().optional(),
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(20_000),
    /** The message in other languages (`{ TH: { title, content } }`), any the portal offers; a
     * field left out reads the English one. */
    translations: translationsSchema({
      title: z.string().trim().min(1).max(200),
      content: z.string().trim().min(1).max(20_000),
    }).default({}),
  })
  .refine((m) => (m.account !== undefined) !== (m.all === true), {
    message: 'give either account or all: true',
    path: ['account'],
  });
export type AdminMessage = z.infer<typeof AdminMessageSchema>;
export const AdminMessageResultSchema = z.object({ sent: z.number().int().min(0) });

// ---------------------------------------------------------------- feedback

/** Spec section 5: comment within 140 characters; images png/jpg, 5 MB each, at most 3. */
export const FEEDBACK_COMMENT_MAX = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Defaults of the brand's word bounds (the spec does not give the values). */
export const FEEDBACK_MIN_WORDS_DEFAULT = 5;
export const FEEDBACK_MAX_WORDS_DEFAULT = 500;
/** Hard ceiling of the content's length whatever the bounds (about 20 characters a word). */
export const FEEDBACK_CONTENT_MAX_CHARS = 20_000;

/**
 * Words as the feedback bounds count them: each Han, kana or Hangul character is a word (those
 * scripts put no spaces between words), and every other run of non-space characters is one word.
 * Both sides count with this function, so the web's counter and the upstream's check agree.
 */
export function countWords(text: string): number {
  const matches = text.match(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu,
  );
  return matches?.length ?? 0;
}

/** `GET /wps/relay/CMS_feedbackSettings` (no token): the brand's rules, shown by the form. */
export const FeedbackSettingsSchema = z.object({
  minWords: z.number().int().min(1),
  maxWords: z.number().int().min(1),
  commentMax: z.number().int(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
});
export type FeedbackSettings = z.infer<typeof FeedbackSettingsSchema>;

/** Operator: `PUT /admin/feedback/settings` sets the brand's word bounds. */
export const AdminFeedbackSettingsSchema = z
  .object({
    minWords: z.number().int().min(1).max(5_000),
    maxWords: z.number().int().min(1).max(5_000),
  })
  .refine((s) => s.minWords <= s.maxWords, { message: 'minWords above maxWords', path: ['minWords'] });

/**
 * A feedback image as sent: a base64 data URL. The declared type is not trusted: the upstream
 * judges png or jpeg by the first bytes and refuses anything else (`feedback_image_type`) or
 * anything above 5 MB (`feedback_image_size`), naming the image by its index (`images.2`).
 */
export const FeedbackImageSchema = z
  .string()
  .regex(/^data:[\w.+/-]*;base64,[A-Za-z0-9+/=]+$/, 'feedback_image_format')
  .max(7_200_000, 'feedback_image_size');

/** `PUT /wps/relay/CMS_feedback` (token, module FEEDBACK3). `content` must hold between the
 * brand's minWords and maxWords words (`feedback_content_words`). */
export const FeedbackRequestSchema = z.object({
  content: z.string().trim().min(1, 'feedback_content_required').max(FEEDBACK_CONTENT_MAX_CHARS),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX, 'feedback_comment_max').default(''),
  images: z.array(FeedbackImageSchema).max(FEEDBACK_MAX_IMAGES, 'feedback_images_max').default([]),
});
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;
export const FeedbackReceiptSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type FeedbackReceipt = z.infer<typeof FeedbackReceiptSchema>;

/** Operator: `GET /admin/feedback?pageNo&pageSize`, newest first. */
export const AdminFeedbackSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  content: z.string(),
  comment: z.string(),
  images: z.array(z.object({ mimeType: z.enum(['image/png', 'image/jpeg']), bytes: z.number().int() })),
  createdAt: z.string(),
});
export const AdminFeedbackPageSchema = pageOf(AdminFeedbackSchema);
