import { CATEGORY_ORDER } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PENDING } from '@/testing/fake-trpc';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';
import { firstPaintStrings } from '../../../vite-plugins/first-paint-strings';

// The home page's own chunk never arrives here: what the router shows meanwhile is on screen.
vi.mock('./home', () => new Promise(() => {}));

/** The home page's sections in order, by what marks each one. */
function sections(home: HTMLElement): string[] {
  return [...home.children].flatMap((el) => {
    if (el.classList.contains('visually-hidden')) return [];
    if (el.classList.contains('marquee-skeleton')) return ['ticker'];
    if (el.classList.contains('home__hero')) return ['welcome'];
    if (el.classList.contains('jackpot')) return ['jackpot'];
    if (el.classList.contains('winners')) return ['winners'];
    return [el.querySelector('.category-cards') ? 'categories' : el.className];
  });
}

describe('the home page while its chunk loads', () => {
  it.each(['/index', '/register'])(
    'on %s holds every section of the home in its own box, not a generic page skeleton',
    async (path) => {
      const { container } = renderApp({ path, api: { 'content.winners': PENDING } });
      const home = await waitFor(() => {
        const boxes = container.querySelector<HTMLElement>('.home[data-skeleton]');
        expect(boxes).not.toBeNull();
        return boxes!;
      });
      // Said once; the boxes are for the eye only (nothing found twice while the page replaces them).
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(home).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(container.querySelector('.page-skeleton')).toBeNull();
      expect(sections(home)).toEqual(['ticker', 'welcome', 'jackpot', 'winners', 'categories']);
      expect(home.querySelector('.jackpot .jackpot__skeleton')).not.toBeNull();
      expect(within(home).getByRole('heading', { name: 'Big winners', hidden: true })).toBeInTheDocument();
      expect(home.querySelector('.winners .winners__skeleton')).not.toBeNull();
      expect(
        within(home).getByRole('heading', { name: 'Welcome to Golden Palace', hidden: true }),
      ).toBeInTheDocument();
      expect(within(home).getByRole('heading', { name: 'Explore games', hidden: true })).toBeInTheDocument();
      // One card's place per category the nav shows (the fixture's three lanes with vendors).
      await waitFor(() => expect(home.querySelectorAll('.category-card--skeleton.skeleton')).toHaveLength(3));
    },
  );

  it('holds a card per category when the lanes are not known yet', async () => {
    const { container } = renderApp({ path: '/index', api: { 'games.lanes': PENDING } });
    await waitFor(() =>
      expect(container.querySelectorAll('.category-card--skeleton')).toHaveLength(CATEGORY_ORDER.length),
    );
  });

  it("sets the text the build hands the gateway for the shell in the page's HTML (vite-plugins/first-paint-strings.ts)", async () => {
    const { container } = renderApp({ path: '/index', api: { 'content.winners': PENDING } });
    const home = await waitFor(() => {
      const boxes = container.querySelector<HTMLElement>('.home[data-skeleton]');
      expect(boxes).not.toBeNull();
      return boxes!;
    });
    const strings = firstPaintStrings((ns) => i18n.getResourceBundle('en', ns));
    const text = (selector: string) => home.querySelector(selector)?.textContent;
    expect(text('.home__hero h1')).toBe(strings.welcome?.replace('{{brand}}', 'Golden Palace'));
    expect(text('.home__tagline')).toBe(strings.tagline);
    expect(text('.jackpot__title')).toBe(strings.jackpotTitle);
    expect(text('.jackpot__note')).toBe(strings.jackpotNote);
    expect(text('.winners__title')).toBe(strings.winnersTitle);
    expect(text('.section-title')).toBe(strings.explore);
  });
});
