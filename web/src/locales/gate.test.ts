import { describe, expect, it } from 'vitest';
import { resources, sameAsEnglishFiles } from '@/testing/i18n-resources';
import { checkEnglish, checkLanguage, parseAllowList, pluralCategories } from './gate';

const english = {
  common: {
    retry: 'Retry',
    greeting: 'Hello {{name}}, you have {{amount}}',
    rate: '{{value, number(maximumFractionDigits: 4)}}%',
    terms: 'I accept the <terms>terms</terms>',
    social: { telegram: 'Telegram', email: 'Email', range: '{{min}} – {{max}}' },
    bets_one: 'You placed {{count}} bet',
    bets_other: 'You placed {{count}} bets',
    days_one: 'Log in today.',
    days_other: 'Log in {{count}} days in a row.',
  },
  games: { title: 'Games' },
};

/** A complete, correct German: the base every case below breaks one thing of. */
function german() {
  return {
    common: {
      retry: 'Erneut versuchen',
      greeting: 'Hallo {{name}}, du hast {{amount}}',
      rate: '{{value, number(maximumFractionDigits: 4)}} %',
      terms: 'Ich akzeptiere die <terms>Bedingungen</terms>',
      social: { telegram: 'Telegram', email: 'E-Mail', range: '{{min}} – {{max}}' },
      bets_one: 'Du hast {{count}} Wette platziert',
      bets_other: 'Du hast {{count}} Wetten platziert',
      days_one: 'Melde dich heute an.',
      days_other: 'Melde dich {{count}} Tage in Folge an.',
    } as Record<string, unknown>,
    games: { title: 'Spiele' } as Record<string, unknown>,
  };
}

describe('the translation gate', () => {
  it('passes a complete language', () => {
    expect(checkLanguage(english, { code: 'de', strings: german() })).toEqual([]);
    expect(checkEnglish(english)).toEqual([]);
  });

  it('fails a missing key, an empty one, an extra one and a missing or extra namespace', () => {
    const de = german();
    delete de.common.retry;
    (de.common.social as Record<string, string>).email = ' ';
    de.common.typo = 'Tippfehler';
    const { games: _games, ...withoutGames } = de;
    expect(checkLanguage(english, { code: 'de', strings: { ...withoutGames, wallet: {} } })).toEqual([
      'de/wallet.json: no such namespace in English',
      'de/common:retry: missing',
      'de/common:social.email: empty',
      'de/common:typo: not in English',
      'de/games.json: missing',
    ]);
  });

  it("asks for exactly the language's plural forms: other only in Vietnamese, six in Arabic", () => {
    expect(pluralCategories('vi')).toEqual(['other']);
    expect(pluralCategories('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    const vi = {
      common: {
        ...Object.fromEntries(Object.keys(german().common).map((k) => [k, `vi ${k}`])),
        greeting: 'Xin chào {{name}}, bạn có {{amount}}',
        rate: '{{value, number(maximumFractionDigits: 4)}}%',
        terms: 'Tôi đồng ý <terms>điều khoản</terms>',
        social: { telegram: 'Telegram', email: 'Thư', range: '{{min}} – {{max}}' },
        bets_other: 'Bạn đã đặt {{count}} cược',
        bets_one: 'Bạn đã đặt {{count}} cược',
        days_other: 'Đăng nhập {{count}} ngày liên tiếp.',
      },
      games: { title: 'Trò chơi' },
    };
    delete (vi.common as Record<string, unknown>).days_one;
    expect(checkLanguage(english, { code: 'vi', strings: vi })).toEqual([
      'vi/common:bets_one: not a plural form of vi (other)',
    ]);
    const ar = {
      common: {
        retry: 'أعد المحاولة',
        greeting: 'مرحبًا {{name}}، لديك {{amount}}',
        rate: '{{value, number(maximumFractionDigits: 4)}}٪',
        terms: 'أوافق على <terms>الشروط</terms>',
        social: { telegram: 'Telegram', email: 'البريد', range: '{{min}} – {{max}}' },
        bets_zero: 'لم تضع أي رهان',
        bets_one: 'وضعت رهانًا واحدًا',
        bets_two: 'وضعت رهانين',
        bets_few: 'وضعت {{count}} رهانات',
        bets_many: 'وضعت {{count}} رهانًا',
        bets_other: 'وضعت {{count}} رهان',
        days_one: 'سجّل الدخول اليوم.',
        days_other: 'سجّل الدخول {{count}} يوم متتالية.',
      },
      games: { title: 'الألعاب' },
    };
    expect(checkLanguage(english, { code: 'ar', strings: ar }).sort()).toEqual([
      'ar/common:days_few: missing',
      'ar/common:days_many: missing',
      'ar/common:days_two: missing',
      'ar/common:days_zero: missing',
    ]);
  });

  it('fails a dropped, renamed or reformatted token and a changed tag; a plural form may leave out the count', () => {
    const de = german();
    de.common.greeting = 'Hallo {{name}}';
    de.common.bets_other = 'Du hast {{n}} Wetten platziert';
    de.common.rate = '{{value}} %';
    de.common.terms = 'Ich akzeptiere die <b>Bedingungen</b>';
    de.common.bets_one = 'Eine Wette platziert';
    const problems = checkLanguage(english, { code: 'de', strings: de });
    expect(problems.map((p) => p.split(': ')[0])).toEqual([
      'de/common:greeting',
      'de/common:rate',
      'de/common:terms',
      'de/common:bets_other',
    ]);
    expect(problems[0]).toContain('Missing element interpolation');
    expect(problems[3]).toMatch(/interpolation/);
  });

  it("fails a string left in English unless it has no words, is a brand, or is on the language's own short list", () => {
    const de = german();
    de.common.retry = 'Retry';
    de.common.days_one = 'Log in today.';
    (de.common.social as Record<string, string>).email = 'Email';
    expect(checkLanguage(english, { code: 'de', strings: de })).toEqual([
      'de/common:retry: same as English ("Retry")',
      'de/common:social.email: same as English ("Email")',
      'de/common:days_one: same as English ("Log in today.")',
    ]);
    expect(
      checkLanguage(english, {
        code: 'de',
        strings: { ...german(), games: { title: 'Games' } },
        sameAsEnglish: parseAllowList('# loanwords\nGames\nJackpot\nTo be or not to be\n'),
      }),
    ).toEqual([
      'de/same-as-english.txt: "Jackpot" is not a string of de (remove it)',
      'de/same-as-english.txt: "To be or not to be" is more than 3 words',
    ]);
  });

  it("fails a string without a letter of the language's script", () => {
    const ja = {
      common: {
        retry: '再試行',
        greeting: 'こんにちは {{name}} さん、{{amount}} あります',
        rate: '{{value, number(maximumFractionDigits: 4)}}%',
        terms: '<terms>規約</terms>に同意します',
        social: { telegram: 'Telegram', email: 'Mail', range: '{{min}} – {{max}}' },
        bets_other: '{{count}} 件のベット',
        days_other: '{{count}} 日連続でログイン',
      },
      games: { title: 'ゲーム' },
    };
    expect(checkLanguage(english, { code: 'ja', strings: ja })).toEqual([
      'ja/common:social.email: no ja letters ("Mail")',
    ]);
  });

  it('fails a folder named by a code Intl does not know', () => {
    expect(checkLanguage(english, { code: 'ty', strings: german() })).toEqual([
      'ty: not a language Intl knows (the folder is named by its BCP 47 code)',
    ]);
  });

  it("catches a break in a shipped language's strings", () => {
    const vi = structuredClone(resources.vi!);
    const wallet = vi.wallet as Record<string, unknown>;
    const [key] = Object.keys(wallet).filter((k) => typeof wallet[k] === 'string');
    wallet[key!] = (resources.en!.wallet as Record<string, unknown>)[key!];
    const problems = checkLanguage(resources.en!, {
      code: 'vi',
      strings: vi,
      sameAsEnglish: parseAllowList(sameAsEnglishFiles.vi),
    });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^vi/wallet:${key}: same as English`))]);
  });
});
