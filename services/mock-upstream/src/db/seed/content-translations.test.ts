import { describe, expect, it } from 'vitest';
import { VENDORS } from './catalogue.js';
import { BANNERS, HELP, NOTICES } from './content.js';
import { BANNER_TITLES_CN, HELP_CN, NOTICES_CN } from './content-cn.js';
import { BANNER_TITLES_VI, HELP_VI, NOTICES_VI } from './content-vi.js';
import { promotionSeeds } from './promotions.js';

/** The markup without its text: tags with their attributes, in order. A translation keeps it. */
const markup = (html: string) => html.match(/<[^>]+>/g) ?? [];
/** Amounts and percentages, which a translation keeps as the English writes them. */
const figures = (text: string) => (text.match(/\$[\d,]+|\d+%/g) ?? []).sort();
const CHINESE = /\p{Script=Han}/u;

interface Item {
  key: string;
  en: { title: string; content?: string };
  vi: { title: string; content?: string } | undefined;
  cn: { title: string; content?: string } | undefined;
}

const title = (t: string | undefined) => (t === undefined ? undefined : { title: t });
const items: Item[] = [
  ...BANNERS.map((b) => ({
    key: `banner ${b.title}`,
    en: b,
    vi: title(BANNER_TITLES_VI[b.title]),
    cn: title(BANNER_TITLES_CN[b.title]),
  })),
  ...NOTICES.map((n) => ({
    key: `notice ${n.title}`,
    en: n,
    vi: NOTICES_VI[n.title],
    cn: NOTICES_CN[n.title],
  })),
  ...HELP.flatMap((c) => [
    { key: `help ${c.slug}`, en: c, vi: title(HELP_VI[c.slug]?.title), cn: title(HELP_CN[c.slug]?.title) },
    ...c.articles.map((a) => ({
      key: `help ${c.slug}/${a.slug}`,
      en: a,
      vi: HELP_VI[c.slug]?.articles[a.slug],
      cn: HELP_CN[c.slug]?.articles[a.slug],
    })),
  ]),
];

describe('the seed content in VI and CN', () => {
  it('has a CN text for every seed item with a VI text, field by field', () => {
    const viOnly = items.filter((i) => i.vi && !i.cn).map((i) => i.key);
    expect(viOnly).toEqual([]);
    for (const { key, vi, cn } of items) {
      if (vi?.content !== undefined) expect(cn?.content, key).toBeDefined();
    }
    // Today every item is translated into both; an item added in English only shows up here.
    expect(items.filter((i) => !i.vi || !i.cn).map((i) => i.key)).toEqual([]);
  });

  it('translates nothing that is no longer seeded (a renamed English original leaves no stale key)', () => {
    const english = new Set(BANNERS.map((b) => b.title));
    const notices = new Set(NOTICES.map((n) => n.title));
    for (const table of [BANNER_TITLES_VI, BANNER_TITLES_CN])
      expect(Object.keys(table).filter((k) => !english.has(k))).toEqual([]);
    for (const table of [NOTICES_VI, NOTICES_CN])
      expect(Object.keys(table).filter((k) => !notices.has(k))).toEqual([]);
    const help = HELP.flatMap((c) => [c.slug, ...c.articles.map((a) => `${c.slug}/${a.slug}`)]).sort();
    for (const table of [HELP_VI, HELP_CN]) {
      const keys = Object.entries(table).flatMap(([slug, c]) => [
        slug,
        ...Object.keys(c.articles).map((a) => `${slug}/${a}`),
      ]);
      expect(keys.sort()).toEqual(help);
    }
  });

  it('keeps the English markup, links and amounts, and the CN text is Chinese', () => {
    for (const { key, en, vi, cn } of items) {
      for (const [language, text] of [
        ['VI', vi],
        ['CN', cn],
      ] as const) {
        expect(markup(text?.content ?? ''), `${language} ${key}`).toEqual(markup(en.content ?? ''));
        const all = (t: { title: string; content?: string }) => `${t.title} ${t.content ?? ''}`;
        expect(figures(all(text!)), `${language} ${key}`).toEqual(figures(all(en)));
      }
      expect(`${cn?.title}`, key).toMatch(CHINESE);
      if (cn?.content) expect(cn.content.replace(/<[^>]+>/g, ''), key).toMatch(CHINESE);
    }
  });

  it('has every promotion text in EN, VI and CN with the same markup and amounts', () => {
    for (const s of promotionSeeds(100n)) {
      const texts = [s.title, s.summary, s.body, s.terms, ...(s.prizes ?? []).map((p) => p.name)];
      for (const t of texts) {
        for (const language of ['VI', 'CN'] as const) {
          expect(t[language], `${s.key} ${language}`).not.toBe('');
          expect(markup(t[language]), `${s.key} ${language}`).toEqual(markup(t.EN));
        }
        expect(t.CN, s.key).toMatch(CHINESE);
      }
    }
  });
});

describe('the vendors’ display names', () => {
  it('translate the words of a name and keep its brand; a brand name has no translation', () => {
    // The words a name is made of besides the brand; Kaiyuan's own Chinese name is 开元.
    const words =
      /^(Portal|Originals|Slots|Fishing|Cockfight|Cards|Vietnam|Southeast|Asia|Lottery|E-Lottery|Quick|Lotto)$/;
    const named = VENDORS.filter((v) => v.displayNames);
    for (const v of named) {
      const { VI, CN } = v.displayNames!;
      expect(VI, v.displayName).not.toBe(v.displayName);
      expect(CN, v.displayName).toMatch(CHINESE);
      for (const brand of v.displayName.split(' ').filter((w) => !words.test(w))) {
        expect(VI, v.displayName).toContain(brand);
        if (brand !== 'Kaiyuan') expect(CN, v.displayName).toContain(brand);
      }
    }
    const lottery = (code: string) => VENDORS.find((v) => v.vendor === code && v.gameType === 'LOTT');
    expect(lottery('TCG_LOTTO_VN')?.displayNames).toEqual({ VI: 'Xổ số Việt Nam', CN: '越南彩票' });
    for (const brand of ['EVO', 'PG', 'PP', 'SABA'])
      expect(VENDORS.find((v) => v.vendor === brand)?.displayNames, brand).toBeUndefined();
    expect(named.length).toBe(13);
  });
});
