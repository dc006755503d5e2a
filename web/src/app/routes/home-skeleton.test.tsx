import { CATEGORY_ORDER } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PENDING } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';

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
});
