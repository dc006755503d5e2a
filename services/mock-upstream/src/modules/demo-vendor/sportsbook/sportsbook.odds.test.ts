import { describe, expect, it } from 'vitest';
import { formatOdds } from './sportsbook.odds.js';

describe('odds formats', () => {
  it.each([
    // decimal, Hong Kong, Malay, Indonesian
    [150, '1.50', '0.50', '0.50', '-2.00'],
    [180, '1.80', '0.80', '0.80', '-1.25'],
    [195, '1.95', '0.95', '0.95', '-1.05'],
    [200, '2.00', '1.00', '1.00', '+1.00'],
    [250, '2.50', '1.50', '-0.67', '+1.50'],
    [300, '3.00', '2.00', '-0.50', '+2.00'],
    [101, '1.01', '0.01', '0.01', '-100.00'],
    [1050, '10.50', '9.50', '-0.11', '+9.50'],
  ])('decimal %i reads %s / HK %s / Malay %s / Indo %s', (d, dec, hk, malay, indo) => {
    expect(formatOdds(d, 'decimal')).toBe(dec);
    expect(formatOdds(d, 'hk')).toBe(hk);
    expect(formatOdds(d, 'malay')).toBe(malay);
    expect(formatOdds(d, 'indo')).toBe(indo);
  });

  it('refuses a price not above 1.00', () => {
    expect(() => formatOdds(100, 'decimal')).toThrow(RangeError);
    expect(() => formatOdds(150.5, 'hk')).toThrow(RangeError);
  });
});
