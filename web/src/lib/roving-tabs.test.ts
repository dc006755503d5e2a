import { afterEach, describe, expect, it } from 'vitest';
import { nextTabIndex } from './roving-tabs';

describe('nextTabIndex', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('steps with the arrows and wraps, jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowDown', 0, 3)).toBeNull();
    expect(nextTabIndex('ArrowDown', 0, 3, { vertical: true })).toBe(1);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('a', 0, 3)).toBeNull();
  });

  it('runs leftward in a right-to-left document: Left is next, Right is previous', () => {
    document.documentElement.dir = 'rtl';
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 0, 3, { rtl: false })).toBe(2);
  });
});
