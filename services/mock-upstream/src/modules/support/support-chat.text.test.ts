/**
 * The demo chat's words in every language the portal offers (complete, English's `{tokens}`), its
 * answers in the chat's language, and an Arabic page right to left. Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/support/support-chat.text.test.ts
 */
import { ALL_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { describePageTexts } from '../../test/page-texts.js';
import { chatPageHtml, expiredPageHtml } from './support-chat.pages.js';
import { agentReply, CHAT_TEXT, chatLanguage, roomGreeting } from './support-chat.text.js';

describePageTexts('chat', CHAT_TEXT);

describe('the chat in every language', () => {
  it('answers in the chat language, by a word of that language or of English', () => {
    expect(agentReply('ฝากเงินยังไง', 'TH', false)).toBe(CHAT_TEXT.TH.replies.deposit);
    expect(agentReply('how do I withdraw?', 'TH', false)).toBe(CHAT_TEXT.TH.replies.withdraw);
    expect(agentReply('كيف أسحب؟ سحب', 'AR', true)).toBe(
      `${CHAT_TEXT.AR.vipPrefix}${CHAT_TEXT.AR.replies.withdraw}`,
    );
    expect(agentReply('hola', 'ES', false)).toBe(CHAT_TEXT.ES.replies.other);
    expect(roomGreeting('KO')).toBe(CHAT_TEXT.KO.roomGreeting);
    for (const code of ALL_LANGUAGES) {
      // Each language's own deposit word leads to the deposit answer.
      const word = CHAT_TEXT[code].keywords.deposit.split(',')[0]!.trim();
      expect(agentReply(`${word}?`, code, false), code).toBe(CHAT_TEXT[code].replies.deposit);
    }
  });

  it('reads a language code or tag, English for one the portal does not offer', () => {
    expect(chatLanguage('VI')).toBe('VI');
    expect(chatLanguage('pt-BR')).toBe('PT-BR');
    expect(chatLanguage('zh')).toBe('CN');
    expect(chatLanguage('xx')).toBe('EN');
  });

  it('lays an Arabic page right to left with lang="ar"', () => {
    const live = chatPageHtml({ kind: 'live', base: '/support-chat', language: 'AR' });
    expect(live).toContain('<html lang="ar" dir="rtl">');
    expect(live).toContain(`<h1>${CHAT_TEXT.AR.liveTitle}</h1>`);
    expect(live).not.toContain(CHAT_TEXT.AR.replies.other);
    expect(expiredPageHtml('AR', '/support-chat')).toContain('<html lang="ar" dir="rtl">');
    expect(chatPageHtml({ kind: 'room', base: '/support-chat', language: 'TW' })).toContain(
      '<html lang="zh-TW" dir="ltr">',
    );
  });
});
