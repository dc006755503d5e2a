import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

describe('category page vendor menu', () => {
  it('shows the vendor tabs with arrows when there are more than 7 vendors', async () => {
    renderApp({ path: '/rng' });
    const tablist = await screen.findByRole('tablist', { name: 'Slots providers' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Previous providers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next providers' })).toBeInTheDocument();
    expect(within(tablist).getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('has no arrows with 7 vendors or fewer', async () => {
    renderApp({ path: '/live' });
    const tablist = await screen.findByRole('tablist', { name: 'Live Casino providers' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Next providers' })).not.toBeInTheDocument();
  });

  it('takes the slot vendor tab from ?page= and writes it back when another is chosen', async () => {
    const { router, user } = renderApp({ path: '/rng?page=SLOT3' });
    const tab = await screen.findByRole('tab', { name: 'SLOT Vendor 3' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('button', { name: /^Play SLOT3 Game 1 / }),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /JILI/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=JL'));
    expect(screen.getByRole('tab', { name: /JILI/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderApp({ path: '/live' });
    // The page opens on its first tab.
    const first = await screen.findByRole('tab', { name: 'Evolution' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await user.keyboard('{ArrowRight}');
    const next = screen.getByRole('tab', { name: /Sexy Baccarat/ });
    expect(next).toHaveAttribute('aria-selected', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveFocus();
  });

  it('says so for a category without vendors', async () => {
    renderApp({ path: '/pvp', api: { 'games.lanes': f.lanes() } });
    expect(
      await screen.findByText('No providers are available in this category right now.'),
    ).toBeInTheDocument();
  });

  /** The slot lanes with SLOT3 not connected: its games open only a preview page. */
  const withSandboxSlot3 = () =>
    f.lanes().map((lane) => ({
      ...lane,
      vendors: lane.vendors.map((v) => (v.vendor === 'SLOT3' ? { ...v, sandbox: true } : v)),
    }));

  it('badges the tab of a vendor that opens only a preview page, and says so in the tab’s name', async () => {
    renderApp({ path: '/rng?page=SLOT1', api: { 'games.lanes': withSandboxSlot3() } });
    const tab = await screen.findByRole('tab', { name: 'SLOT Vendor 3 Preview' });
    expect(within(tab).getByText('Preview')).toBeVisible();
    // A vendor that plays has none.
    expect(screen.getByRole('tab', { name: 'SLOT Vendor 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { name: /Preview/ })).toEqual([tab]);
  });

  it('says it in the player’s language (Arabic, right to left)', async () => {
    await i18n.changeLanguage('ar');
    renderApp({ path: '/rng?page=SLOT1', api: { 'games.lanes': withSandboxSlot3() } });
    const tab = await screen.findByRole('tab', { name: 'SLOT Vendor 3 معاينة' });
    expect(within(tab).getByText('معاينة')).toBeVisible();
  });
});
