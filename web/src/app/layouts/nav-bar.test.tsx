import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { comeIdle } from '@/testing/idle';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

// The page's load is the test's to give: the closed drop-downs are drawn then.
vi.mock('@/lib/idle', () => import('@/testing/idle'));

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

async function navReady() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(nav).findByRole('link', { name: 'Slots' });
  return nav;
}

describe('nav bar', () => {
  it('shows Home, only the categories that have vendors (in nav order), Promotions and App download', async () => {
    renderApp();
    const nav = await navReady();
    const topLinks = within(nav)
      .getAllByRole('link')
      .filter((a) => a.classList.contains('nav__link'))
      .map((a) => a.textContent);
    expect(topLinks).toEqual(['Home', 'Slots', 'Live Casino', 'Fishing', 'Promotions', 'App download']);
    expect(within(nav).queryByRole('link', { name: 'Card Games' })).not.toBeInTheDocument();
  });

  it('draws the closed drop-downs once the page has loaded, not in the first render', async () => {
    renderApp();
    const nav = await navReady();
    expect(nav.querySelectorAll('.nav__vendors')).toHaveLength(0);
    act(() => comeIdle());
    await waitFor(() => expect(nav.querySelectorAll('.nav__vendors')).toHaveLength(3));
    expect(within(nav).getByRole('list', { name: 'Slots providers' })).toBeInTheDocument();
  });

  it('draws them at once when a pointer comes onto the bar before the load', async () => {
    const { user } = renderApp();
    const nav = await navReady();
    await user.hover(within(nav).getByRole('link', { name: 'Slots' }));
    expect(nav.querySelectorAll('.nav__vendors')).toHaveLength(3);
  });

  it('lists the first 11 vendors of a category and a More button beyond that', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Show Slots providers' }));
    const list = screen.getByRole('list', { name: 'Slots providers' });
    const items = within(list).getAllByRole('link');
    expect(items).toHaveLength(12);
    expect(items.slice(0, 11).map((a) => a.textContent)).toEqual([
      'JILIHot',
      ...Array.from({ length: 10 }, (_, i) => `SLOT Vendor ${i + 1}`),
    ]);
    const more = within(list).getByRole('link', { name: 'More Slots' });
    expect(more).toHaveAttribute('href', '/rng');
    expect(within(list).queryByText('SLOT Vendor 11')).not.toBeInTheDocument();
  });

  it('has no More button with 11 vendors or fewer, and centres a short list', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Show Live Casino providers' }));
    const list = screen.getByRole('list', { name: 'Live Casino providers' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).queryByRole('link', { name: /More/ })).not.toBeInTheDocument();
    expect(list.parentElement).toHaveClass('is-centred');
  });

  it('marks hot vendors, sends the JILI_RNG entry to its vassalage list and other slot vendors by ?page=', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Show Slots providers' }));
    const list = screen.getByRole('list', { name: 'Slots providers' });
    const jili = within(list).getByRole('link', { name: /JILI/ });
    expect(within(jili).getByText('Hot')).toBeInTheDocument();
    expect(jili).toHaveAttribute('href', '/game?games=jili&type=vassalage&vassalage=JL');
    expect(within(list).getByRole('link', { name: 'SLOT Vendor 1' })).toHaveAttribute(
      'href',
      '/rng?page=SLOT1',
    );
  });

  it('closes a drop-down with Escape and returns focus to its toggle', async () => {
    const { user } = renderApp();
    const toggle = await screen.findByRole('button', { name: 'Show Slots providers' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('offers a toggle that hides the nav on game pages only', async () => {
    const { user } = renderApp({ path: '/game' });
    const toggle = await screen.findByRole('button', { name: 'Hide navigation' });
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show navigation' }));
    expect(mainNav()).toBeInTheDocument();
  });

  it('has no nav toggle outside game pages', async () => {
    renderApp({ path: '/rng' });
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(screen.queryByRole('button', { name: 'Hide navigation' })).not.toBeInTheDocument();
  });
});

describe('side menu (hamburger)', () => {
  it('opens a menu dialog with the categories; Escape closes it and focus returns', async () => {
    const { user } = renderApp({ api: { 'games.lanes': f.lanes() } });
    const button = await screen.findByRole('button', { name: 'Open menu' });
    await navReady();
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: /Live Casino/ })).toHaveAttribute('href', '/live');
    expect(within(drawer).queryByRole('link', { name: /Card Games/ })).not.toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
