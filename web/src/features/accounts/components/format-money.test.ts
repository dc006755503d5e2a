import { describe, expect, it } from 'vitest';
import { formatMoney } from './logged-in-area';

describe('formatMoney', () => {
  it('formats the decimal string exactly, beyond what a float can hold', () => {
    // As a JavaScript number this would print ...992.
    expect(formatMoney('9007199254740993.01', 'en')).toBe('9,007,199,254,740,993.01');
  });

  it('uses the language separators and never rounds up', () => {
    expect(formatMoney('1234.5', 'vi')).toBe('1.234,50');
    expect(formatMoney('0.999', 'en')).toBe('0.99');
  });

  it('leaves a malformed amount as it came', () => {
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });
});
