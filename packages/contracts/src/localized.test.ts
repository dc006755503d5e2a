import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  localized,
  localizedFields,
  textsSchema,
  translationsSchema,
  UNKNOWN_LANGUAGE,
} from './localized.js';

const notice = {
  title: 'Scheduled maintenance',
  content: '<p>Some games pause on Tuesday.</p>',
  translations: {
    VI: { title: 'Bảo trì định kỳ', content: '<p>Một số trò chơi tạm dừng vào thứ Ba.</p>' },
    // Thai has its title only; its content reads the English one.
    TH: { title: 'ปิดปรับปรุงตามกำหนด' },
    // An empty text is no text: the English one shows.
    JA: { title: '', content: '<p>一部のゲームは火曜日に休止します。</p>' },
  },
};

describe('localized', () => {
  it('takes the language text of a row, field by field, English where the language has none', () => {
    expect(localizedFields(notice, 'VI', ['title', 'content'])).toEqual(notice.translations.VI);
    expect(localizedFields(notice, 'TH', ['title', 'content'])).toEqual({
      title: 'ปิดปรับปรุงตามกำหนด',
      content: notice.content,
    });
    expect(localizedFields(notice, 'JA', ['title', 'content'])).toEqual({
      title: notice.title,
      content: '<p>一部のゲームは火曜日に休止します。</p>',
    });
    expect(localized(notice, 'KO', 'title')).toBe(notice.title);
    expect(localized(notice, undefined, 'title')).toBe(notice.title);
  });

  it('reads the code in any case (the header may arrive lower-case)', () => {
    expect(localized(notice, 'vi', 'title')).toBe('Bảo trì định kỳ');
  });

  it('takes a text of a map of texts by language, English where the language has none', () => {
    const promotion = { title: { EN: 'Welcome', VI: 'Chào mừng', TH: '' } };
    expect(localized(promotion, 'VI', 'title')).toBe('Chào mừng');
    expect(localized(promotion, 'TH', 'title')).toBe('Welcome');
    expect(localized(promotion, 'DE', 'title')).toBe('Welcome');
    expect(localized({ title: { VI: 'Chỉ tiếng Việt' } }, 'DE', 'title')).toBe('Chỉ tiếng Việt');
    expect(localized({ title: {} }, 'DE', 'title')).toBe('');
  });
});

describe('the operator texts schemas', () => {
  const title = textsSchema(z.string().min(1), { requireEnglish: true });

  it('accepts every language code the portal offers', () => {
    expect(
      title.safeParse({ EN: 'Welcome', TH: 'ยินดีต้อนรับ', 'PT-BR': 'Bem-vindo', TY: 'Maligayang' }).success,
    ).toBe(true);
  });

  it('refuses an unknown code at its own path, and a missing EN', () => {
    const unknown = title.safeParse({ EN: 'Welcome', XX: 'x', th: 'lower' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['XX', UNKNOWN_LANGUAGE],
      ['th', UNKNOWN_LANGUAGE],
    ]);
    expect(title.safeParse({ VI: 'Chào' }).error?.issues[0]?.path).toEqual(['EN']);
  });

  it('checks translations by code and by field', () => {
    const schema = translationsSchema({ title: z.string().max(200), content: z.string().max(20_000) });
    expect(
      schema.safeParse({ TH: { title: 'ไทย' }, 'ZH-TW': { title: 'x' } }).error?.issues[0]?.path,
    ).toEqual(['ZH-TW']);
    expect(schema.safeParse({ TH: { title: 'ไทย', colour: 'red' } }).success).toBe(false);
    expect(schema.safeParse({ TH: { title: 'ไทย' }, VI: { content: '<p>x</p>' } }).success).toBe(true);
  });
});
