/** The dispute messages exist in every language, each with the round's placeholder where English has it. */
import { ALL_LANGUAGES, DISPUTE_REASONS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DISPUTE_TEXTS } from './disputes.text.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dispute message texts', () => {
  it.each(ALL_LANGUAGES)('%s has every text, with the placeholders of the English one', (code) => {
    const texts = DISPUTE_TEXTS[code];
    const english = DISPUTE_TEXTS.EN;
    for (const key of ['openedTitle', 'openedBody', 'upheldTitle', 'rejectedTitle', 'answerIntro'] as const) {
      expect(texts[key].trim(), key).not.toBe('');
      expect(placeholders(texts[key]), key).toEqual(placeholders(english[key]));
    }
    for (const reason of DISPUTE_REASONS) expect(texts.reasons[reason].trim()).not.toBe('');
    if (code !== 'EN') expect(texts.openedBody).not.toBe(english.openedBody);
  });
});
