import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerMemo } from './answer-memo.js';

describe('AnswerMemo', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out an answer until its time is up, then forgets it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const memo = new AnswerMemo<string>(5_000);
    memo.keep('a', 'one', memo.stamp);
    vi.advanceTimersByTime(4_999);
    expect(memo.get('a')).toBe('one');
    vi.advanceTimersByTime(1);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('does not keep an answer whose work began before it forgot everything', () => {
    const memo = new AnswerMemo<string>(5_000);
    const started = memo.stamp;
    memo.keep('a', 'before', started);
    memo.forget();
    expect(memo.get('a')).toBeUndefined();
    memo.keep('b', 'computed across the change', started);
    expect(memo.get('b')).toBeUndefined();
    memo.keep('b', 'computed after it', memo.stamp);
    expect(memo.get('b')).toBe('computed after it');
  });

  it('lets the oldest answer go first when full', () => {
    const memo = new AnswerMemo<number>(60_000, 3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) memo.keep(key, i, memo.stamp);
    expect(memo.size).toBe(3);
    expect(memo.get('a')).toBeUndefined();
    expect([memo.get('b'), memo.get('c'), memo.get('d')]).toEqual([1, 2, 3]);
    // Kept again, an answer is the newest: the next to go is c.
    memo.keep('b', 10, memo.stamp);
    memo.keep('e', 4, memo.stamp);
    expect(memo.get('c')).toBeUndefined();
    expect(memo.get('b')).toBe(10);
  });

  it('keeps nothing with no time to live', () => {
    const memo = new AnswerMemo<string>(0);
    memo.keep('a', 'one', memo.stamp);
    expect(memo.get('a')).toBeUndefined();
  });
});
