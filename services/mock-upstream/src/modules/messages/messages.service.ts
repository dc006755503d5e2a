import {
  localized,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS_DEFAULT,
  FEEDBACK_MIN_WORDS_DEFAULT,
  countWords,
  type FieldErrors,
  type FeedbackReceipt,
  type FeedbackSettings,
  type Message,
  type MessagePage,
} from '@portal/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { decodeImageDataUrl, type ImageMime } from '../../lib/images.js';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { SystemRepository } from '../system/system.repository.js';
import type { ContentTranslations } from '../../db/schema/index.js';
import type { MessageRow, MessagesRepository } from './messages.repository.js';

const WordBoundsSchema = z.object({ minWords: z.number().int(), maxWords: z.number().int() });
const settingKey = (merchantId: number) => `feedback.words.${merchantId}`;

/** A message in the reader's language: its translation where it has one, else its own text. */
function summary(row: MessageRow, language: string) {
  return {
    id: row.id,
    title: localized(row, language, 'title'),
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}

export function createMessagesService(deps: {
  repo: MessagesRepository;
  /** The brand settings store (the feedback word bounds live there). */
  settings: Pick<SystemRepository, 'getSetting' | 'putSetting'>;
  findMember(merchantId: number, account: string): Promise<MemberRow | undefined>;
  /** Called after a member's messages changed (memberId null: every member of the merchant). */
  changed(merchantCode: string, memberId: number | null): void;
}) {
  const { repo, findMember, changed } = deps;
  const store = deps.settings;

  async function settings(merchantId: number): Promise<FeedbackSettings> {
    const stored = WordBoundsSchema.safeParse(await store.getSetting(settingKey(merchantId)));
    return {
      minWords: stored.success ? stored.data.minWords : FEEDBACK_MIN_WORDS_DEFAULT,
      maxWords: stored.success ? stored.data.maxWords : FEEDBACK_MAX_WORDS_DEFAULT,
      commentMax: FEEDBACK_COMMENT_MAX,
      maxImages: FEEDBACK_MAX_IMAGES,
      maxImageBytes: FEEDBACK_IMAGE_MAX_BYTES,
    };
  }

  return {
    async list(member: MemberRow, pageNo: number, pageSize: number, language: string): Promise<MessagePage> {
      const { rows, totalCount } = await repo.page(member.id, pageNo, pageSize);
      return pageOf(
        rows.map((row) => summary(row, language)),
        totalCount,
        pageNo,
        pageSize,
      );
    },

    async read(merchant: MerchantRow, member: MemberRow, id: number, language: string): Promise<Message> {
      const found = await repo.read(member.id, id);
      if (!found) throw AppError.notFound(`no message ${id}`);
      if (found.wasUnread) changed(merchant.code, member.id);
      return { ...summary(found.row, language), content: localized(found.row, language, 'content') };
    },

    unreadCount: (member: MemberRow) => repo.unreadCount(member.id),

    /** Operator: one member by account, or every member of the merchant. */
    async send(
      merchant: MerchantRow,
      input: {
        account?: string | undefined;
        title: string;
        content: string;
        translations?: ContentTranslations;
      },
    ): Promise<{ sent: number }> {
      if (input.account === undefined) {
        const sent = await repo.insertForAll(merchant.id, input.title, input.content, input.translations);
        changed(merchant.code, null);
        return { sent };
      }
      const member = await findMember(merchant.id, input.account.toLowerCase());
      if (!member) throw AppError.notFound(`no member ${input.account}`);
      await repo.insertForMember(merchant.id, member.id, input.title, input.content, input.translations);
      changed(merchant.code, member.id);
      return { sent: 1 };
    },

    settings: (merchant: MerchantRow) => settings(merchant.id),

    async setWordBounds(merchant: MerchantRow, bounds: { minWords: number; maxWords: number }) {
      await store.putSetting(settingKey(merchant.id), bounds);
      return settings(merchant.id);
    },

    /**
     * Stores a feedback after checking it against the brand's rules: the content's word count within
     * the bounds, and every image a png or jpeg by content of at most 5 MB. Every problem is reported
     * at once, per field (`content`, `images.N`), and nothing is stored unless all pass.
     */
    async submit(
      merchant: MerchantRow,
      member: MemberRow,
      input: { content: string; comment: string; images: string[] },
    ): Promise<FeedbackReceipt> {
      const rules = await settings(merchant.id);
      const fields: FieldErrors = {};
      const words = countWords(input.content);
      if (words < rules.minWords || words > rules.maxWords) fields.content = 'feedback_content_words';
      if (input.images.length > rules.maxImages) fields.images = 'feedback_images_max';
      const images: { mimeType: ImageMime; data: Buffer }[] = [];
      input.images.forEach((dataUrl, index) => {
        const checked = decodeImageDataUrl(dataUrl, rules.maxImageBytes);
        if (checked.ok) images.push({ mimeType: checked.mimeType, data: checked.data });
        else
          fields[`images.${index}`] =
            checked.reason === 'size' ? 'feedback_image_size' : 'feedback_image_type';
      });
      if (Object.keys(fields).length > 0) {
        throw AppError.badRequest(
          `feedback refused: ${Object.entries(fields)
            .map(([k, v]) => `${k}: ${v}`)
            .join('; ')}`,
          fields,
        );
      }
      const row = await repo.insertFeedback(
        { merchantId: merchant.id, memberId: member.id, content: input.content, comment: input.comment },
        images,
      );
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },

    async feedbackPage(merchant: MerchantRow, pageNo: number, pageSize: number) {
      const { rows, totalCount } = await repo.feedbackPage(merchant.id, pageNo, pageSize);
      return pageOf(
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        totalCount,
        pageNo,
        pageSize,
      );
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
