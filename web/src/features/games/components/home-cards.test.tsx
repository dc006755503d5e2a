import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lanes, vendors } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('home category cards', () => {
  it('show at most three vendor logos and count the rest in a "+N" pill, so none is clipped', async () => {
    renderApp({
      path: '/index',
      api: { 'games.lanes': [...lanes(), { gameType: 'LOTT', vendors: vendors('LOTT', 2, 'LOT') }] },
    });
    const region = (
      await screen.findByRole('heading', { name: 'Explore games' }, { timeout: 15_000 })
    ).closest('section')!;
    const slots = await within(region).findByRole('link', { name: /^Slots/ });
    // 13 slot vendors: three logos and "+10".
    expect(slots.querySelectorAll('.category-card__logos img')).toHaveLength(3);
    expect(within(slots).getByText('+10')).toBeInTheDocument();
    const lottery = within(region).getByRole('link', { name: /^Lottery/ });
    expect(lottery.querySelectorAll('.category-card__logos img')).toHaveLength(2);
    expect(lottery.querySelector('.category-card__more')).toBeNull();
  }, 30_000);
});
