import bidiFactory from 'bidi-js';
import { describe, expect, it } from 'vitest';
import { i18n, isolate } from './i18n';

const bidi = bidiFactory();

/**
 * The order a string's characters are shown in, left to right, in a paragraph of `direction`
 * (the Unicode Bidirectional Algorithm, as a browser lays a line out), without the isolating marks.
 */
function shown(text: string, direction: 'rtl' | 'ltr'): string {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const chars = text.split('');
  for (const segment of bidi.getReorderSegments(text, levels)) {
    const [start, end] = segment as [number, number];
    chars.splice(start, end - start + 1, ...chars.slice(start, end + 1).reverse());
  }
  return chars.join('').replace(/[\u2066-\u2069]/g, '');
}

describe('values inside right-to-left sentences', () => {
  const amount = '−$1,234.50';
  const username = 'player_01';

  it('keeps an amount with its currency and a username whole and in the order the Arabic sentence reads them', async () => {
    await i18n.changeLanguage('ar');
    const sentence = i18n.t('wallet:agent.done', { amount, target: username });
    const line = shown(sentence, 'rtl');
    // Each value reads as written, its sign and symbol where they belong...
    expect(line).toContain(amount);
    expect(line).toContain(username);
    // ... and the sentence names the amount first: read from the right, it comes before the username.
    expect(line.indexOf(amount)).toBeGreaterThan(line.indexOf(username));
  });

  it('isolates every interpolated value in a right-to-left page, which the bare value would not survive', async () => {
    await i18n.changeLanguage('ar');
    const bare = `تم إرسال ${amount} إلى ${username}.`;
    // Without isolation the minus sign and the symbol leave the number (the bug this prevents).
    expect(shown(bare, 'rtl')).not.toContain(amount);
    expect(i18n.t('wallet:agent.done', { amount, target: username })).toContain(`\u2068${amount}\u2069`);
    expect(i18n.t('wallet:transfer.available', { amount: '1.234,50 €' })).toContain('\u20681.234,50 €\u2069');
  });

  it('leaves a left-to-right page as written but for a value with right-to-left letters', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('wallet:agent.done', { amount, target: username })).toBe(`${amount} sent to ${username}.`);
    const arabicName = 'علي';
    const sentence = i18n.t('wallet:agent.done', { amount: '100', target: arabicName });
    expect(sentence).toBe(`100 sent to \u2068${arabicName}\u2069.`);
    expect(shown(sentence, 'ltr')).toContain('100 sent to');
    expect(isolate('', 'rtl')).toBe('');
  });
});
