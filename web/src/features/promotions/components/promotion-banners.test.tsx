import { promotionLink, type Banner } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import * as f from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { walletApi } from '@/testing/wallet-fixtures';

describe('a banner that points at a promotion', () => {
  it('goes when the member’s promotions change and the platform no longer shows it (a first deposit)', async () => {
    const welcome = f.banner('w_index', 1, {
      title: 'Welcome Bonus',
      linkageType: 1,
      linkUrl: promotionLink(7),
    });
    const jackpot = f.banner('w_index', 2, { title: 'Jackpot Week' });
    // The platform leaves the welcome banner out once the member has deposited.
    let home: Banner[] = [welcome, jackpot];
    const view = renderApp({
      path: '/index',
      api: {
        ...accountApi({ session: loggedIn }).api,
        ...walletApi(),
        'promotions.unclaimed': { promotions: 1, rewards: 0 },
        'content.banners': () => ({ w_index: home }),
      },
    });
    expect(await screen.findByRole('img', { name: 'Welcome Bonus' })).toBeInTheDocument();
    home = [jackpot];
    // The deposit's "promotions changed" push (the subscription may still be opening: push until
    // the banners are read again).
    await waitFor(() => {
      view.fake.emit('promotions.onChanged', { promotions: 0, rewards: 0 });
      expect(screen.queryByRole('img', { name: 'Welcome Bonus' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('img', { name: 'Jackpot Week' })).toBeInTheDocument();
  }, 30_000);
});
