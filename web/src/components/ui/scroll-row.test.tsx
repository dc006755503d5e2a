import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRow } from './scroll-row';
import { SCROLL_ROW_STEP } from './scroll-row-behaviour';

/**
 * jsdom lays nothing out: the track is given a browser's numbers, a 300 px view of 1000 px of
 * items, and a scrollBy that moves it (at once) and says so with a scroll event.
 */
function layOut(track: HTMLElement, rtl = false) {
  let left = 0;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      // Right to left, a browser counts from 0 at the start down to -(scrollWidth - clientWidth).
      left = rtl ? Math.min(0, Math.max(-700, value)) : Math.max(0, Math.min(700, value));
      track.dispatchEvent(new Event('scroll'));
    },
  });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = left + (options.left ?? 0);
  });
  track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  return scrollBy;
}

function row(rtl = false) {
  const view = render(
    <ScrollRow
      as="ul"
      trackClassName="logos"
      trackProps={rtl ? { style: { direction: 'rtl' } } : {}}
      previousLabel="Previous logos"
      nextLabel="Next logos"
    >
      {Array.from({ length: 10 }, (_, i) => (
        <li key={i}>Logo {i + 1}</li>
      ))}
    </ScrollRow>,
  );
  const track = screen.getByRole('list');
  const scrollBy = layOut(track, rtl);
  return { ...view, track, scrollBy };
}

const previous = () => screen.getByRole('button', { name: 'Previous logos' });
const next = () => screen.getByRole('button', { name: 'Next logos' });

/** The arrows' work comes in a chunk after the first paint: the row at its start, measured. */
async function enhanced() {
  await vi.waitFor(() => expect(previous()).toHaveAttribute('aria-disabled', 'true'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a scroll row', () => {
  it('moves half its visible width a press, and marks the arrow at each end disabled', async () => {
    expect(SCROLL_ROW_STEP).toBe(0.5);
    const { scrollBy } = row();
    await enhanced();
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(next()).toHaveAttribute('aria-controls', screen.getByRole('list').id);

    const user = userEvent.setup();
    await user.click(next());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150, behavior: 'smooth' });
    expect(previous()).not.toHaveAttribute('aria-disabled');

    for (let i = 0; i < 4; i++) await user.click(next());
    // 700 px is the end: the fifth press got there.
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(scrollBy).toHaveBeenCalledTimes(5);
    await user.click(next());
    expect(scrollBy).toHaveBeenCalledTimes(5);

    await user.click(previous());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150, behavior: 'smooth' });
  });

  it('is used from the keyboard: the arrows are tab stops and the arrow keys move the row that way', async () => {
    const { scrollBy } = row();
    await enhanced();
    const user = userEvent.setup();
    await user.tab();
    // A disabled-looking arrow keeps its place in the tab order (and the focus when it gets there).
    expect(previous()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150, behavior: 'smooth' });
    await user.keyboard('{ArrowLeft}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150, behavior: 'smooth' });
    expect(previous()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenCalledTimes(3);
  });

  it('right to left: "next" is at the inline end (the left), points that way and scrolls leftward', async () => {
    const { scrollBy, container } = row(true);
    await enhanced();
    const [first, last] = [...container.querySelectorAll('button')];
    // The row's order is the page's: in a right-to-left page the first (previous) is on the right.
    expect(first).toBe(previous());
    expect(last).toBe(next());
    // Its chevron is the one styles/base.css mirrors in a right-to-left page.
    expect(next().querySelector('svg')).toHaveClass('icon--directional');

    const user = userEvent.setup();
    await user.click(next());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150, behavior: 'smooth' });
    expect(previous()).not.toHaveAttribute('aria-disabled');
    // The left arrow key goes left on screen: onwards, in a right-to-left row.
    next().focus();
    await user.keyboard('{ArrowLeft}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150, behavior: 'smooth' });
  });

  it('jumps without the smooth motion for a person who asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const { scrollBy } = row();
    await enhanced();
    await userEvent.setup().click(next());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150, behavior: 'auto' });
  });

  it('has no arrows when its host says so, and keeps the track’s own role and name', () => {
    render(
      <ScrollRow
        arrows={false}
        trackProps={{ role: 'tablist', 'aria-label': 'Providers' }}
        previousLabel="Previous"
        nextLabel="Next"
      >
        <button type="button" role="tab" aria-selected="true">
          One
        </button>
      </ScrollRow>,
    );
    expect(screen.getByRole('tablist', { name: 'Providers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
