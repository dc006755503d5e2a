import { ALL_LANGUAGES, type LanguageCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { leaves, tokensOf, type PageTexts } from '../lib/page-text.js';

/**
 * The check of one page kind's words (lib/page-text.ts): every language the portal offers, each
 * with every string of English's and no other, none empty, each with English's `{tokens}`.
 */
export function describePageTexts<T>(name: string, texts: PageTexts<T>): void {
  const english = leaves(texts.EN);

  describe(`${name}: the words in every language`, () => {
    it('has every language the portal offers and no other', () => {
      expect(Object.keys(texts).sort()).toEqual([...ALL_LANGUAGES].sort());
    });

    it('has English strings that are not empty', () => {
      expect([...english].filter(([, t]) => typeof t !== 'string' || t.trim() === '')).toEqual([]);
    });

    it.each(ALL_LANGUAGES.filter((c) => c !== 'EN'))(
      '%s has every string, none empty, with tokens',
      (code: LanguageCode) => {
        const own = leaves(texts[code]);
        expect(
          [...own.keys()].filter((k) => !english.has(k)),
          'keys English does not have',
        ).toEqual([]);
        expect(
          [...english.keys()].filter((k) => !own.has(k)),
          'keys missing',
        ).toEqual([]);
        expect(
          [...own].filter(([, t]) => typeof t !== 'string' || t.trim() === '').map(([k]) => k),
          'empty',
        ).toEqual([]);
        const differ = [...english].filter(([key, source]) => {
          const text = own.get(key);
          return (
            typeof source === 'string' &&
            typeof text === 'string' &&
            tokensOf(text).join() !== tokensOf(source).join()
          );
        });
        expect(
          differ.map(([k]) => k),
          'tokens differ from English',
        ).toEqual([]);
      },
    );
  });
}
