import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeIntersectionObserver,
  isObserved,
  reportNear,
} from '@/testing/fake-intersection-observer';
import { useInfiniteScroll } from './use-infinite-scroll';

const end = document.createElement('div');
const ref = { current: end };

beforeEach(() => {
  installFakeIntersectionObserver(vi.stubGlobal);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The list as the lobby drives it: a load makes it inactive until its page is in. */
function list() {
  const loadMore = vi.fn();
  const view = renderHook(({ active }) => useInfiniteScroll(ref, active, loadMore), {
    initialProps: { active: true },
  });
  const pageArrived = () => {
    view.rerender({ active: false });
    view.rerender({ active: true });
  };
  return { loadMore, pageArrived, view };
}

describe('infinite scroll', () => {
  it('loads the next page at once when the list’s end first comes near', () => {
    const { loadMore } = list();
    reportNear(end);
    vi.advanceTimersByTime(0);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('loads at most one page per 200 ms, and the next when the end is still near at the end of them', () => {
    const { loadMore, pageArrived } = list();
    reportNear(end);
    vi.advanceTimersByTime(0);
    // The page came at once and its end is near again (a short list, a tall screen).
    vi.advanceTimersByTime(30);
    pageArrived();
    reportNear(end);
    vi.advanceTimersByTime(169);
    expect(loadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for an end that a scroll carried out of view before the 200 ms were up', () => {
    const { loadMore, pageArrived } = list();
    reportNear(end);
    vi.advanceTimersByTime(0);
    pageArrived();
    reportNear(end);
    vi.advanceTimersByTime(100);
    reportNear(end, false);
    vi.advanceTimersByTime(1000);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('watches nothing while there is no next page or one is loading', () => {
    const { loadMore, view } = list();
    view.rerender({ active: false });
    expect(isObserved(end)).toBe(false);
    reportNear(end);
    vi.advanceTimersByTime(1000);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
