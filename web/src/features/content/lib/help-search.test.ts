import type { HelpCategory } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { highlight, matchRanges, searchHelp, textOfHtml } from './help-search';

const categories: HelpCategory[] = [
  {
    id: 1,
    title: 'Banking',
    sort: 1,
    articles: [
      {
        id: 11,
        categoryId: 1,
        title: 'How to Deposit',
        content: '<h2>How to Deposit</h2><p>Choose a <strong>payment</strong> method.</p>',
        sort: 1,
      },
      {
        id: 12,
        categoryId: 1,
        title: 'Withdrawals',
        content: '<p>Withdraw to your bank card after a deposit.</p>',
        sort: 2,
      },
    ],
  },
  {
    id: 2,
    title: 'Hướng dẫn',
    sort: 2,
    articles: [
      { id: 21, categoryId: 2, title: 'Nạp tiền', content: '<p>Chọn phương thức thanh toán.</p>', sort: 1 },
      {
        id: 22,
        categoryId: 2,
        title: 'Đăng ký',
        content: '<p><script>alert(1)</script>Tạo tài khoản.</p>',
        sort: 2,
      },
    ],
  },
];

describe('help search', () => {
  it('finds articles by title or text, title matches first, case ignored', () => {
    const results = searchHelp(categories, 'DEPOSIT');
    expect(results.map((r) => r.articleId)).toEqual([11, 12]);
    expect(results[0]?.categoryTitle).toBe('Banking');
  });

  it('needs every word of the query', () => {
    expect(searchHelp(categories, 'bank deposit').map((r) => r.articleId)).toEqual([12]);
    expect(searchHelp(categories, 'deposit lottery')).toEqual([]);
  });

  it('ignores accents, so Vietnamese can be typed without them', () => {
    expect(searchHelp(categories, 'nap tien').map((r) => r.articleId)).toEqual([21]);
    expect(searchHelp(categories, 'dang ky').map((r) => r.articleId)).toEqual([22]);
    expect(searchHelp(categories, 'thanh toán').map((r) => r.articleId)).toEqual([21]);
  });

  it('marks the matching parts of the original text', () => {
    expect(highlight('Nạp tiền nhanh', ['nap'])).toEqual([
      { text: 'Nạp', hit: true },
      { text: ' tiền nhanh', hit: false },
    ]);
    expect(matchRanges('abc xabc', ['bc', 'abc'])).toEqual([
      [0, 3],
      [5, 8],
    ]);
    const [first] = searchHelp(categories, 'payment');
    expect(first?.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['payment']);
  });

  it('reads text, never markup or scripts, from the HTML', () => {
    expect(textOfHtml('<p><script>alert(1)</script>Tạo <b>tài</b> khoản.</p>')).toBe('Tạo tài khoản.');
    expect(textOfHtml('<h2>Title</h2><p>Text</p><ul><li>one</li><li>two<br>three</li></ul>')).toBe(
      'Title Text one two three',
    );
    expect(searchHelp(categories, 'alert')).toEqual([]);
    expect(searchHelp(categories, 'strong')).toEqual([]);
  });

  it('answers nothing for an empty query', () => {
    expect(searchHelp(categories, '   ')).toEqual([]);
  });
});
