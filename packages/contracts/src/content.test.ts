import { describe, expect, it } from 'vitest';
import { linkedPromotionId, promotionLink } from './content.js';
import { PROMOTION_STATES, promotionInvites } from './promotions.js';

describe('a banner that points at a promotion', () => {
  it('names it by an internal link to its page, and only so', () => {
    expect(linkedPromotionId({ linkageType: 1, linkUrl: promotionLink(12) })).toBe(12);
    expect(linkedPromotionId({ linkageType: 1, linkUrl: '/promoDetail?id=12&from=banner' })).toBe(12);
    for (const banner of [
      { linkageType: 1, linkUrl: '/promotions' },
      { linkageType: 1, linkUrl: '/promoDetail' },
      { linkageType: 1, linkUrl: '/promoDetail?id=abc' },
      { linkageType: 1, linkUrl: '/promoDetail?id=0' },
      { linkageType: 2, linkUrl: 'https://example.com/promoDetail?id=12' },
      { linkageType: 3, linkUrl: '12' },
      { linkageType: 0, linkUrl: null },
    ]) {
      expect(linkedPromotionId(banner), JSON.stringify(banner)).toBeNull();
    }
  });

  it('is shown in every state that still offers the viewer something: not closed, not claimed', () => {
    const shown = PROMOTION_STATES.filter(promotionInvites);
    expect(shown).toEqual([
      'comingSoon',
      'join',
      'applying',
      'rejected',
      'claim',
      'issued',
      'inProgress',
      'joined',
    ]);
    expect(promotionInvites(null)).toBe(true);
  });
});
