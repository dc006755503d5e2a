import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageCdnProvider } from '@/lib/image-cdn';
import {
  installFakeIntersectionObserver,
  isObserved,
  reportNear,
} from '@/testing/fake-intersection-observer';
import { LazyImage, type LazyImageProps } from './lazy-image';
import { resetLazyImagesForTests } from './lazy-image-loader';

const HOSTS = ['https://a.test', 'https://b.test'];

function tile(props: Partial<LazyImageProps> = {}) {
  return (
    <ImageCdnProvider cdn="https://a.test" cdns={HOSTS}>
      <LazyImage
        className="game-icon"
        src="/game/dragon.png"
        alt=""
        fallback="Golden Dragon"
        width={200}
        height={200}
        {...props}
      />
    </ImageCdnProvider>
  );
}

const box = (container: HTMLElement) => container.querySelector('.lazy-image') as HTMLElement;
const img = (container: HTMLElement) => container.querySelector('img');

/** The box once the (lazily loaded) loader watches it. */
async function watched(container: HTMLElement) {
  await vi.waitFor(() => expect(isObserved(box(container))).toBe(true));
  return box(container);
}

async function comeNear(container: HTMLElement) {
  const element = await watched(container);
  act(() => reportNear(element));
}

beforeEach(() => {
  resetLazyImagesForTests();
  installFakeIntersectionObserver(vi.stubGlobal);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a lazy image', () => {
  it('holds its box and loads nothing until it comes near the viewport', async () => {
    const { container } = render(tile());
    const element = await watched(container);
    expect(element).toHaveClass('lazy-image', 'game-icon', 'is-hidden');
    expect(element.style.getPropertyValue('--lazy-image-ratio')).toBe('200 / 200');
    expect(img(container)).toBeNull();
    act(() => reportNear(element));
    expect(img(container)).toHaveAttribute('src', 'https://a.test/game/dragon.png');
    fireEvent.load(img(container)!);
    expect(element).toHaveClass('is-loaded');
  });

  it('is the picture for assistive technology before it loads, when the picture has a text alternative', async () => {
    const { container } = render(tile({ alt: 'Evolution', fallback: undefined }));
    await watched(container);
    expect(screen.getByRole('img', { name: 'Evolution' })).toBe(box(container));
    act(() => reportNear(box(container)));
    // Then the picture itself is.
    expect(screen.getByRole('img', { name: 'Evolution' })).toBe(img(container));
  });

  it('retries a failed load three times, each on the next host after a growing pause, then shows the name', async () => {
    const { container } = render(tile());
    await comeNear(container);
    vi.useFakeTimers();
    const tried: string[] = [];
    for (const pause of [500, 1000, 2000]) {
      tried.push(img(container)!.getAttribute('src')!);
      fireEvent.error(img(container)!);
      // No broken-image icon while it waits: no <img> at all.
      expect(img(container)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(pause - 1));
      expect(img(container)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    tried.push(img(container)!.getAttribute('src')!);
    expect(tried).toEqual([
      'https://a.test/game/dragon.png',
      'https://b.test/game/dragon.png',
      'https://a.test/game/dragon.png?retry=2',
      'https://b.test/game/dragon.png?retry=3',
    ]);
    fireEvent.error(img(container)!);
    // Three retries, and no fourth: the game's name stands in (the tile's own text names it).
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(img(container)).toBeNull();
    expect(box(container)).toHaveClass('is-failed');
    expect(screen.getByText('Golden Dragon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a failed picture that has a text alternative (a logo without a caption)', async () => {
    const { container } = render(tile({ alt: 'Evolution', fallback: undefined }));
    await comeNear(container);
    vi.useFakeTimers();
    for (let i = 0; i < 4; i++) {
      fireEvent.error(img(container)!);
      await act(() => vi.advanceTimersByTimeAsync(2000));
    }
    expect(screen.getByRole('img', { name: 'Evolution' })).toBe(box(container));
    expect(screen.getByText('Evolution')).toBeVisible();
  });

  it('shows a picture seen before at once when its tile is drawn again, without waiting to be near', async () => {
    const first = render(tile());
    await comeNear(first.container);
    fireEvent.load(img(first.container)!);
    first.unmount();

    const again = render(tile());
    // In the first render: no placeholder frame between.
    expect(img(again.container)).toHaveAttribute('src', 'https://a.test/game/dragon.png');
    expect(box(again.container)).toHaveClass('is-loaded');
    expect(isObserved(box(again.container))).toBe(false);
  });

  it('remembers a picture that failed for good: drawn again, its name shows at once, no new tries', async () => {
    const first = render(tile());
    await comeNear(first.container);
    vi.useFakeTimers();
    for (let i = 0; i < 4; i++) {
      fireEvent.error(img(first.container)!);
      await act(() => vi.advanceTimersByTimeAsync(2000));
    }
    first.unmount();

    const again = render(tile());
    expect(box(again.container)).toHaveClass('is-failed');
    expect(img(again.container)).toBeNull();
    expect(screen.getByText('Golden Dragon')).toBeInTheDocument();
  });

  it('loads at once when eager (the banner, the page’s largest paint), with its priority, in the first render', () => {
    const { container } = render(tile({ eager: true, fetchPriority: 'high' }));
    expect(img(container)).toHaveAttribute('src', 'https://a.test/game/dragon.png');
    expect(img(container)).toHaveAttribute('fetchpriority', 'high');
  });

  it('retries an eager picture that failed like any other, on the next host after a pause', async () => {
    vi.useFakeTimers();
    const { container } = render(tile({ eager: true }));
    fireEvent.error(img(container)!);
    expect(img(container)).toBeNull();
    await vi.waitFor(() => expect(box(container)).toHaveClass('is-retrying'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(img(container)).toHaveAttribute('src', 'https://b.test/game/dragon.png');
  });

  it('loads at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(tile());
    await vi.waitFor(() => expect(img(container)).toHaveAttribute('src', 'https://a.test/game/dragon.png'));
  });
});
