/**
 * The demo vendor's pages in every language the portal offers: each page kind's words complete
 * (every string of English's, none empty, English's `{tokens}`), and an Arabic page right to left.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/vendor-pages.text.test.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@portal/contracts';
import { leaves, pageLanguage, textIn } from '../../lib/page-text.js';
import { describePageTexts } from '../../test/page-texts.js';
import { baccaratErrorPageHtml, baccaratPageHtml } from './baccarat/baccarat.page.js';
import { BACCARAT_TEXT } from './baccarat/baccarat.text.js';
import { cockfightErrorPageHtml, cockfightPageHtml } from './cockfight/cockfight.page.js';
import { esportsErrorPageHtml, esportsPageHtml } from './esports/esports.page.js';
import { ESPORTS_TEXT, esportsPageText } from './esports/esports.text.js';
import { COCKFIGHT_TEXT } from './cockfight/cockfight.text.js';
import { fishingErrorPageHtml, fishingPageHtml } from './fishing/fishing.page.js';
import { FISHING_TEXT } from './fishing/fishing.text.js';
import { gamePageHtml } from './lottery/lottery.page.js';
import { LOTTERY_TEXT } from './lottery/lottery.text.js';
import { niuniuPageHtml } from './niuniu/niuniu.page.js';
import { NIUNIU_TEXT } from './niuniu/niuniu.text.js';
import { sandboxPageHtml } from './sandbox.routes.js';
import { SANDBOX_TEXT } from './sandbox.text.js';
import { slotErrorPageHtml, slotPageHtml } from './slot/slot.pages.js';
import { sportsbookErrorPageHtml, sportsbookPageHtml } from './sportsbook/sportsbook.page.js';
import { SPORTSBOOK_TEXT } from './sportsbook/sportsbook.text.js';
import { SLOT_TEXT } from './slot/slot.text.js';

describePageTexts('slot', SLOT_TEXT);
describePageTexts('lottery', LOTTERY_TEXT);
describePageTexts('sandbox', SANDBOX_TEXT);
describePageTexts('niuniu', NIUNIU_TEXT);
describePageTexts('baccarat', BACCARAT_TEXT);
describePageTexts('cockfight', COCKFIGHT_TEXT);
describePageTexts('sportsbook', SPORTSBOOK_TEXT);
describePageTexts('fishing', FISHING_TEXT);
describePageTexts('esports', ESPORTS_TEXT);

/**
 * How a game page addresses the player, per language with a formal and an informal "you": as the
 * portal's own strings in that language do (web/src/locales/<code>/), so the lobby and the game it
 * opens speak alike. Each rule lists words of the register the language does NOT use there; a button
 * label in the bare imperative (Turkish "Tekrar dene", as the web's) is the language's convention and
 * not listed. The web's own strings are held to the same rule, so neither side drifts.
 */
const REGISTER: Partial<Record<LanguageCode, { register: string; not: RegExp }>> = {
  // Greek: the web's σας, Δοκιμάστε, Ελέγξτε.
  EL: {
    register: 'formal',
    not: /(?<![\p{L}])(σου|Δοκίμασε|Έλεγξε|Διάλεξε|Επίλεξε|Κέρδισες|Κερδίζεις|μπορείς|Πόνταρε|Άνοιξέ|Άνοιξε|Κλείσε|Πάτα|Πάτησε|Μπες|Κάτσε|είσαι|έχεις)(?![\p{L}])/u,
  },
  // Turkish: the web's -iniz, deneyin, girin (a genitive such as "bahsin katı", the bet's multiple,
  // reads like "your bet" and is not listed).
  TR: {
    register: 'formal',
    not: /(?<![\p{L}])(Bakiyen|Bağlantını|koltuğun|kazandın|istediğin|yaptığın|senin|sensiz|Sen|Oyundasın|dene\.|aç\.|yap\.|seç\.|bas\.|katıl\.|gir\.)(?![\p{L}])/u,
  },
  // European Portuguese: the web's tu (teu, tua, tenta, verifica).
  PT: {
    register: 'informal',
    not: /(?<![\p{L}])(O seu saldo|A sua|As suas|Os seus|você|Você|Ganhou \{amount\}|Tente|Verifique|Feche|Abra|Abra-[ao]|Escolha|Aposte|Introduza|Carregue|Contacte|Repita|Inicie|Experimente|Entre(?! \{))(?![\p{L}])/u,
  },
  // Indonesian: the web's Anda.
  ID: { register: 'formal', not: /(?<![\p{L}])(kamu|kau|angkamu|digitmu)(?![\p{L}])/iu },
  // Chinese: the web's 您.
  CN: { register: 'formal', not: /你/u },
  TW: { register: 'formal', not: /你/u },
  // Dutch: the web's je.
  NL: { register: 'informal', not: /(?<![\p{L}}])(u|uw|Uw)(?![\p{L}])/u },
  // German: the web's du.
  DE: { register: 'informal', not: /(?<![\p{L}])(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)(?![\p{L}])/u },
  // French, Russian, Ukrainian, Czech: the web's vous, вы, ви, vy.
  FR: { register: 'formal', not: /(?<![\p{L}])(tu|ton|ta|tes|toi)(?![\p{L}])/iu },
  RU: { register: 'formal', not: /(?<![\p{L}])(ты|тебя|тебе|твой|твоя|твоё|твои|твоего|твоей)(?![\p{L}])/iu },
  UK: { register: 'formal', not: /(?<![\p{L}])(ти|тебе|тобі|твій|твоя|твоє|твої|твого)(?![\p{L}])/iu },
  CS: { register: 'formal', not: /(?<![\p{L}])(ty|tvůj|tvoje|tvá|tvé|tebe|tobě)(?![\p{L}])/iu },
};

/** The web's strings (web/src/locales/<dir>/*.json), and the directories not named by the code. */
const WEB_LOCALES = fileURLToPath(new URL('../../../../../web/src/locales', import.meta.url));
const WEB_LOCALE_DIR: Partial<Record<LanguageCode, string>> = { CN: 'zh', TW: 'zh-TW' };

const PAGE_TEXTS = {
  slot: SLOT_TEXT,
  lottery: LOTTERY_TEXT,
  sandbox: SANDBOX_TEXT,
  niuniu: NIUNIU_TEXT,
  baccarat: BACCARAT_TEXT,
  cockfight: COCKFIGHT_TEXT,
  sportsbook: SPORTSBOOK_TEXT,
  fishing: FISHING_TEXT,
};

describe('the way each game page addresses the player', () => {
  for (const [code, rule] of Object.entries(REGISTER) as [
    LanguageCode,
    { register: string; not: RegExp },
  ][]) {
    it(`is ${rule.register} in ${code}, as the portal's own strings are`, () => {
      const off: string[] = [];
      for (const [page, texts] of Object.entries(PAGE_TEXTS)) {
        for (const [key, value] of leaves(texts[code])) {
          if (typeof value === 'string' && rule.not.test(value)) off.push(`${page}.${key}: ${value}`);
        }
      }
      expect(off).toEqual([]);
    });

    it(`holds the portal's own strings in ${code} to the same register`, () => {
      const off: string[] = [];
      const dir = path.join(WEB_LOCALES, WEB_LOCALE_DIR[code] ?? code.toLowerCase());
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const texts = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
        for (const [key, value] of leaves(texts)) {
          if (typeof value === 'string' && rule.not.test(value)) off.push(`${file} ${key}: ${value}`);
        }
      }
      expect(off).toEqual([]);
    });
  }
});

/** The JSON a page hands its script in a data attribute, read back. */
function dataAttribute(html: string, name: string): unknown {
  const match = new RegExp(`${name}="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} in the page`);
  const unescaped = match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(unescaped);
}

describe('a page in Arabic', () => {
  const ar = pageLanguage('AR');

  it('is right to left with lang="ar", its words and Latin digits (ADR 0013)', () => {
    const slot = slotPageHtml({ language: ar, ticket: 't', isFreePlay: false });
    expect(slot).toContain('<html lang="ar" dir="rtl">');
    expect(slot).toContain(`<title>${SLOT_TEXT.AR.title}</title>`);
    expect(slot).toContain('أموال حقيقية');
    const data = dataAttribute(slot, 'data-slot') as { locale: string; text: unknown };
    expect(data.text).toEqual(SLOT_TEXT.AR);
    expect(new Intl.NumberFormat(data.locale, { minimumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');

    expect(slotErrorPageHtml(ar)).toContain('<html lang="ar" dir="rtl">');

    const table = niuniuPageHtml({ language: ar, ticket: 't', room: null });
    expect(table).toContain('<html lang="ar" dir="rtl">');
    expect((dataAttribute(table, 'data-niuniu') as { text: unknown }).text).toEqual(NIUNIU_TEXT.AR);
    // The cards keep their order left to right, as they are dealt.
    expect(table).toContain('<code id="commitment" dir="ltr">');

    const baccarat = baccaratPageHtml({ language: ar, ticket: 't', table: 'BC-1' });
    expect(baccarat).toContain('<html lang="ar" dir="rtl">');
    expect(baccarat).toContain(`<title>${BACCARAT_TEXT.AR.title}</title>`);
    expect((dataAttribute(baccarat, 'data-baccarat') as { text: unknown }).text).toEqual(BACCARAT_TEXT.AR);
    // The cards and the roads keep their order left to right (the roads are read so in Asia).
    expect(baccarat).toContain('<ol class="bc__cards" id="player-cards" dir="ltr">');
    expect(baccarat).toContain('<div class="bc__road bc__road--big" id="big" dir="ltr" role="img">');
    expect(baccaratErrorPageHtml(ar)).toContain('<html lang="ar" dir="rtl">');

    const cockfight = cockfightPageHtml({ language: ar, ticket: 't' });
    expect(cockfight).toContain('<html lang="ar" dir="rtl">');
    expect(cockfight).toContain(`<title>${COCKFIGHT_TEXT.AR.title}</title>`);
    expect((dataAttribute(cockfight, 'data-cockfight') as { text: unknown }).text).toEqual(COCKFIGHT_TEXT.AR);
    // The odds, the seeds and the results board keep their figures and order left to right.
    expect(cockfight).toContain('<ol class="cf__board-trend" id="trend" dir="ltr" role="img">');
    expect(cockfight).toContain('<span class="cf__side-odds" data-odds dir="ltr">');
    expect(cockfightErrorPageHtml(ar)).toContain('<html lang="ar" dir="rtl">');
    const sportsbook = sportsbookPageHtml({ language: ar, ticket: 't' });
    expect(sportsbook).toContain('<html lang="ar" dir="rtl">');
    expect(sportsbook).toContain(`<title>${SPORTSBOOK_TEXT.AR.title}</title>`);
    expect((dataAttribute(sportsbook, 'data-sportsbook') as { text: unknown }).text).toEqual(
      SPORTSBOOK_TEXT.AR,
    );
    // The stake is typed in Western digits left to right.
    expect(sportsbook).toContain(
      '<input id="stake" name="stake" inputmode="decimal" autocomplete="off" dir="ltr">',
    );
    expect(sportsbookErrorPageHtml(ar)).toContain('<html lang="ar" dir="rtl">');
    // The e-sports book: the sportsbook's page in its own words (the sportsbook's in their place elsewhere).
    const esports = esportsPageHtml({ language: ar, ticket: 't' });
    expect(esports).toContain('<html lang="ar" dir="rtl">');
    expect(esports).toContain(`<title>${ESPORTS_TEXT.AR.title}</title>`);
    const esText = (
      dataAttribute(esports, 'data-sportsbook') as { book: string; text: Record<string, unknown> }
    ).text;
    expect(esText).toEqual(esportsPageText('AR'));
    expect(esText).toMatchObject({
      markets: ESPORTS_TEXT.AR.markets,
      slip: SPORTSBOOK_TEXT.AR.slip,
      rules: ESPORTS_TEXT.AR.rules,
    });
    expect(esportsErrorPageHtml(ar)).toContain('<html lang="ar" dir="rtl">');

    const fishing = fishingPageHtml({ language: ar, ticket: 't' });
    expect(fishing).toContain('<html lang="ar" dir="rtl">');
    expect(fishing).toContain(`<title>${FISHING_TEXT.AR.title}</title>`);
    expect((dataAttribute(fishing, 'data-fishing') as { text: unknown }).text).toEqual(FISHING_TEXT.AR);
    // The seeds and the typed client seed keep left to right.
    expect(fishing).toContain('<code id="commitment" dir="ltr">');
    expect(fishing).toContain('autocomplete="off" spellcheck="false" dir="ltr"');
    expect(fishingErrorPageHtml(ar)).toContain('<html lang="ar" dir="rtl">');

    const lottery = gamePageHtml({ language: ar, game: 'VNST1', view: 'betting' });
    expect(lottery).toContain('<html lang="ar" dir="rtl">');
    expect(dataAttribute(lottery, 'data-text')).toEqual(LOTTERY_TEXT.AR);

    const sandbox = sandboxPageHtml(
      ar,
      { gameName: 'Game', vendorName: 'Vendor', gameType: 'LIVE' },
      {
        slot: null,
        lottery: null,
      },
    );
    expect(sandbox).toContain('<html lang="ar" dir="rtl">');
    expect(sandbox).toContain('\u2068Vendor\u2069 تدير طاولات كازينو مباشر');
  });

  it('leaves Farsi, Bengali and Burmese their own digits, and every other language Latin ones', () => {
    const format = (tag: string) => new Intl.NumberFormat(pageLanguage(tag).locale).format(1234);
    expect(format('FA')).toBe('۱٬۲۳۴');
    expect(format('BN')).toBe('১,২৩৪');
    expect(format('MY')).toBe('၁,၂၃၄');
    for (const tag of ['AR', 'UR', 'HE', 'TH', 'HI']) expect(format(tag), tag).toMatch(/^1.?234$/);
  });
});

describe('the language of a page', () => {
  it('is the ticket tag read as a portal language, English for one the portal does not offer', () => {
    expect(pageLanguage('th')).toMatchObject({ code: 'TH', lang: 'th', dir: 'ltr' });
    expect(pageLanguage('PT-BR')).toMatchObject({ code: 'PT-BR', lang: 'pt-BR' });
    expect(pageLanguage('he')).toMatchObject({ code: 'HE', lang: 'he', dir: 'rtl' });
    expect(pageLanguage('xx')).toMatchObject({ code: 'EN', lang: 'en', dir: 'ltr' });
  });

  it('shows English for a string a language left empty', () => {
    const texts = {
      ...SLOT_TEXT,
      TH: { ...SLOT_TEXT.TH, spin: '', errors: { ...SLOT_TEXT.TH.errors, network: ' ' } },
    };
    const th = textIn(texts, 'TH');
    expect(th.spin).toBe(SLOT_TEXT.EN.spin);
    expect(th.errors.network).toBe(SLOT_TEXT.EN.errors.network);
    expect(th.balance).toBe(SLOT_TEXT.TH.balance);
  });
});
