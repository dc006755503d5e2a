import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@portal/contracts';
import { i18n } from '@/lib/i18n';
import { ImageCdnProvider } from '@/lib/image-cdn';
import * as f from '@/testing/fixtures';
import { BannerCarousel, gameRouteFor } from './banner-carousel';

function renderCarousel(banners: Banner[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nextProvider i18n={i18n}>
            <ImageCdnProvider cdn="https://img.example.test">
              <BannerCarousel banners={banners} />
            </ImageCdnProvider>
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: ['/index'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('banner carousel', () => {
  it('has no pagination with a single banner', () => {
    renderCarousel([f.banner('w_index', 1)]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toHaveAttribute(
      'src',
      'https://img.example.test/banner/w_index/1.svg',
    );
    expect(screen.queryByRole('button', { name: /Show banner/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('paginates more than one banner and can pause the autoplay', async () => {
    renderCarousel([f.banner('w_index', 1), f.banner('w_index', 2), f.banner('w_index', 3)]);
    const dots = screen.getAllByRole('button', { name: /Show banner \d of 3/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[2]!);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('renders nothing without banners', () => {
    renderCarousel([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('links by linkageType: 1 internal, 2 new tab with noopener, 3 the game route, 0 nothing', () => {
    renderCarousel([
      f.banner('w_index', 1, { linkageType: 1, linkUrl: '/promotions', title: 'Internal' }),
      f.banner('w_index', 2, { linkageType: 2, linkUrl: 'https://partner.example.test/', title: 'External' }),
      f.banner('w_index', 3, { linkageType: 3, linkUrl: 'JL_FORTUNE', title: 'Game' }),
      f.banner('w_index', 4, { linkageType: 0, linkUrl: null, title: 'Plain' }),
    ]);
    const internal = screen.getByRole('img', { name: 'Internal' }).closest('a')!;
    expect(internal).toHaveAttribute('href', '/promotions');
    expect(internal).not.toHaveAttribute('target');
    const external = screen.getByRole('img', { name: 'External' }).closest('a')!;
    expect(external).toHaveAttribute('href', 'https://partner.example.test/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'Game' }).closest('a')).toHaveAttribute(
      'href',
      '/game?gameCode=JL_FORTUNE',
    );
    expect(screen.getByRole('img', { name: 'Plain' }).closest('a')).toBeNull();
  });

  it('clicking an internal banner navigates inside the app', async () => {
    const router = renderCarousel([
      f.banner('w_index', 1, { linkageType: 1, linkUrl: '/promotions', title: 'Go' }),
    ]);
    await userEvent.click(screen.getByRole('img', { name: 'Go' }));
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('maps game links', () => {
    expect(gameRouteFor('/lottery?gameCode=VN')).toBe('/lottery?gameCode=VN');
    expect(gameRouteFor('A B')).toBe('/game?gameCode=A%20B');
  });
});

describe('banner carousel in the layout', () => {
  it('shows the group of the current path', async () => {
    const { renderApp } = await import('@/testing/render-app');
    renderApp({ path: '/rng' });
    const region = await screen.findByRole('region', { name: 'Featured' });
    expect(within(region).getByRole('img', { name: 'Banner 3' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Show banner/ })).not.toBeInTheDocument();
  });
});
