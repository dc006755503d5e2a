import { describe, expect, it } from 'vitest';
import { promotionSeeds } from './promotions.js';

const UNIT = 100n;
const seeds = promotionSeeds(UNIT);
const lunar = seeds.find((s) => s.key === 'lunar')!;

describe('the seeded promotions promise only what the platform does', () => {
  it('no summary or body announces a schedule state: the badge and countdown show it, and stay true', () => {
    for (const s of seeds) {
      for (const text of [...Object.values(s.summary), ...Object.values(s.body)]) {
        expect(text, `${s.key}: ${text}`).not.toMatch(/coming soon|sắp diễn ra|即将开始/i);
      }
    }
  });

  it('the Lunar New Year reload names its own figures: percent, minimum deposit, cap, once per member', () => {
    expect(lunar.kind).toBe('depositBonus');
    const percent = `${lunar.percent}%`;
    const min = String(lunar.minDeposit! / UNIT);
    const cap = String(lunar.cap! / UNIT);
    for (const language of ['EN', 'VI', 'CN'] as const) {
      for (const figure of [percent, min, cap]) expect(lunar.summary[language]).toContain(figure);
    }
    // A deposit bonus pays one qualifying deposit after joining, never every reload deposit.
    expect(lunar.summary.EN).toMatch(/once per member/);
    expect(lunar.body.EN).toContain(`wagered ${lunar.turnoverMultiplier} times`);
  });
});
