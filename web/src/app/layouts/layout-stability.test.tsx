import { CATEGORY_ORDER } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

/** Blocks that fill in later hold their box from the first paint (nothing jumps). */
describe('boxes held while their data loads', () => {
  it('the banner and the announcement ticker keep their place until their data comes', async () => {
    const { container } = renderApp({ api: { 'content.banners': PENDING, 'content.notices': PENDING } });
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    const banner = container.querySelector('.banner');
    expect(banner).not.toBeNull();
    expect(banner?.getAttribute('aria-hidden')).toBe('true');
    expect(banner?.querySelector('.banner__image.skeleton')).not.toBeNull();
    expect(container.querySelector('.marquee-skeleton')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest announcements' })).toBeNull();
  });

  it('the loaded banner and ticker take the skeletons’ place', async () => {
    const { container } = renderApp();
    await screen.findByRole('region', { name: 'Latest announcements' });
    await waitFor(() => expect(container.querySelector('.banner__skeleton')).toBeNull());
    expect(container.querySelector('.banner .banner__image > img')).not.toBeNull();
    expect(container.querySelector('.marquee-skeleton')).toBeNull();
  });

  it('the category cards hold a place per category while the lanes load (a row more, not a jump)', async () => {
    const { container } = renderApp({ api: { 'games.lanes': PENDING } });
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    expect(container.querySelectorAll('.home:not([data-skeleton]) .category-card--skeleton')).toHaveLength(
      CATEGORY_ORDER.length,
    );
  });

  it('a page whose group has no banners holds no banner box once they are known', async () => {
    const { container } = renderApp({ api: { 'content.banners': { w_rng: f.banners().w_rng } } });
    await screen.findByRole('region', { name: 'Latest announcements' });
    expect(container.querySelector('.banner')).toBeNull();
  });
});
