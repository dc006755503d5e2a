import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  isObserved,
  reportNear,
} from '@/testing/fake-intersection-observer';
import {
  attemptUrl,
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_THROTTLE_MS,
  rememberImage,
  rememberedCount,
  rememberedImage,
  resetLazyImagesForTests,
  retryDelay,
  watchImage,
} from './lazy-image-loader';

beforeEach(() => {
  resetLazyImagesForTests();
});

describe('the lazy images’ cache', () => {
  it('remembers 200 images and forgets the least recently used one for the 201st', () => {
    expect(LAZY_IMAGE_CACHE_SIZE).toBe(200);
    for (let i = 0; i < 200; i++) rememberImage(`/game/${i}.png`, { url: `https://a.test/game/${i}.png` });
    expect(rememberedCount()).toBe(200);
    // Seeing the first again makes it recent: the second is now the least recently used.
    expect(rememberedImage('/game/0.png')).toEqual({ url: 'https://a.test/game/0.png' });
    rememberImage('/game/200.png', 'failed');
    expect(rememberedCount()).toBe(200);
    expect(rememberedImage('/game/1.png')).toBeUndefined();
    expect(rememberedImage('/game/0.png')).toEqual({ url: 'https://a.test/game/0.png' });
    expect(rememberedImage('/game/2.png')).toEqual({ url: 'https://a.test/game/2.png' });
    expect(rememberedImage('/game/200.png')).toBe('failed');
  });
});

describe('a failed image’s next try', () => {
  const hosts = { cdn: 'https://b.test', cdns: ['https://a.test', 'https://b.test', 'https://c.test'] };

  it('goes to the next image host of the server’s list each time, from the page’s own', () => {
    expect([0, 1, 2].map((n) => attemptUrl('/game/1.png', n, hosts))).toEqual([
      'https://b.test/game/1.png',
      'https://c.test/game/1.png',
      'https://a.test/game/1.png',
    ]);
    // Every host tried: the page's own again, past any cached failure.
    expect(attemptUrl('/game/1.png', 3, hosts)).toBe('https://b.test/game/1.png?retry=3');
  });

  it('with one host, or an absolute URL, tries the same picture again past any cached failure', () => {
    const one = { cdn: 'https://a.test', cdns: ['https://a.test'] };
    expect(attemptUrl('/game/1.png', 0, one)).toBe('https://a.test/game/1.png');
    expect(attemptUrl('/game/1.png', 1, one)).toBe('https://a.test/game/1.png?retry=1');
    expect(attemptUrl('https://x.test/g.png?v=2', 2, hosts)).toBe('https://x.test/g.png?v=2&retry=2');
    expect(attemptUrl('data:image/png;base64,AAAA', 1, hosts)).toBe('data:image/png;base64,AAAA');
  });

  it('comes after twice the pause of the one before', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([500, 1000, 2000]);
  });
});

describe('watching for images near the viewport', () => {
  beforeEach(() => {
    installFakeIntersectionObserver(vi.stubGlobal);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const images = (n: number) => Array.from({ length: n }, () => document.createElement('span'));

  it('starts the first image that comes near at once, then checks at most every 200 ms', () => {
    expect(LAZY_IMAGE_THROTTLE_MS).toBe(200);
    const [a, b, c] = images(3) as [HTMLElement, HTMLElement, HTMLElement];
    const shown: string[] = [];
    watchImage(a, () => shown.push('a'));
    watchImage(b, () => shown.push('b'));
    watchImage(c, () => shown.push('c'));
    // One observer for all of them, loading a little before they are in view.
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('300px 0px');

    reportNear(a);
    expect(shown).toEqual(['a']);
    expect(isObserved(a)).toBe(false);

    vi.advanceTimersByTime(50);
    reportNear(b);
    vi.advanceTimersByTime(100);
    reportNear(c);
    expect(shown).toEqual(['a']);
    // The end of the 200 ms: one check starts both.
    vi.advanceTimersByTime(49);
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a', 'b', 'c']);
  });

  it('does not load an image a fast scroll carried past before the check', () => {
    const [a, b, c] = images(3) as [HTMLElement, HTMLElement, HTMLElement];
    const shown: string[] = [];
    for (const [element, name] of [
      [a, 'a'],
      [b, 'b'],
      [c, 'c'],
    ] as const) {
      watchImage(element, () => shown.push(name));
    }
    reportNear(a);
    vi.advanceTimersByTime(20);
    reportNear(b);
    vi.advanceTimersByTime(20);
    reportNear(b, false);
    reportNear(c);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual(['a', 'c']);
    // b is still watched: it loads when it comes back.
    expect(isObserved(b)).toBe(true);
    vi.advanceTimersByTime(200);
    reportNear(b);
    expect(shown).toEqual(['a', 'c', 'b']);
  });

  it('stops watching an image that leaves the page', () => {
    const [a] = images(1) as [HTMLElement];
    const show = vi.fn();
    const stop = watchImage(a, show);
    stop();
    expect(isObserved(a)).toBe(false);
    reportNear(a);
    vi.advanceTimersByTime(500);
    expect(show).not.toHaveBeenCalled();
  });
});
