import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import type { Reward } from '../api/types';

function reward(id: number, title: string, status: Reward['status'] = 'waiting'): Reward {
  return {
    id,
    source: 'promotion',
    title,
    amount: '5.00',
    turnover: '5.00',
    issuedAt: '2026-03-01 10:00:00',
    expiresAt: null,
    status,
    claimedAt: status === 'claimed' ? '2026-03-02 10:00:00' : null,
    promotionId: 1,
  };
}

/** The member centre's page (the reward centre has tab panels of its own inside it). */
const centrePanel = (dialog: HTMLElement) => within(dialog).getAllByRole('tabpanel')[0] as HTMLElement;

const page = (list: Reward[]) => ({ list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1 });

describe('the member centre’s promotion pages', () => {
  it('reward centre: badge counts on the menu and the avatar, live, and claim all held while pending', async () => {
    const waiting = [reward(1, 'Welcome bonus'), reward(2, 'Raffle prize')];
    const view = await openMemberCentre({
      api: {
        'promotions.unclaimed': () => ({ promotions: 1, rewards: waiting.length }),
        'promotions.rewards': (input: unknown) =>
          (input as { status: string }).status === 'waiting'
            ? page(waiting)
            : page([reward(3, 'Old rebate', 'claimed')]),
        'promotions.claimRewards': PENDING,
      },
    });
    const tab = within(view.dialog).getByRole('tab', { name: /Reward centre/ });
    await waitFor(() => expect(within(tab).getByLabelText('Rewards waiting: 2')).toBeInTheDocument());
    // The avatar: available promotions and waiting rewards (plus unread messages, none here).
    expect(screen.getByLabelText('Unclaimed items: 3')).toBeInTheDocument();
    // A live change (the subscription may still be opening: push until it is heard).
    await waitFor(() => {
      view.fake.emit('promotions.onChanged', { promotions: 2, rewards: 2 });
      expect(screen.getByLabelText('Unclaimed items: 4')).toBeInTheDocument();
    });

    await view.user.click(tab);
    const panel = within(centrePanel(view.dialog));
    expect(await panel.findByRole('cell', { name: 'Welcome bonus' })).toBeInTheDocument();
    const claimAll = panel.getByRole('button', { name: 'Claim all' });
    await view.user.click(claimAll);
    await waitFor(() => expect(claimAll).toBeDisabled());
    expect(panel.getByRole('button', { name: 'Claim: Welcome bonus' })).toBeDisabled();
    const [sent] = inputsOf<{ all: boolean; requestId: string }>(view.fake, 'promotions.claimRewards');
    expect(sent).toMatchObject({ all: true, requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
  }, 30_000);

  it('reward centre: a claim that answers updates the list, the badge and the balance', async () => {
    const waiting = [reward(1, 'Welcome bonus'), reward(2, 'Raffle prize')];
    const view = await openMemberCentre({
      api: {
        'promotions.unclaimed': () => ({ promotions: 0, rewards: waiting.length }),
        'promotions.rewards': (input: unknown) =>
          (input as { status: string }).status === 'waiting' ? page(waiting) : page([]),
        'promotions.claimRewards': () => {
          const claimed = waiting.splice(0).map((r) => ({ ...r, status: 'claimed' as const }));
          return { claimed, total: '10.00' };
        },
      },
    });
    await view.user.click(within(view.dialog).getByRole('tab', { name: /Reward centre/ }));
    const panel = within(centrePanel(view.dialog));
    const balanceBefore = view.fake.calls.filter((c) => c === 'member.balance').length;
    await view.user.click(await panel.findByRole('button', { name: 'Claim all' }));
    expect(await panel.findByText('2 rewards claimed: $10.00')).toBeInTheDocument();
    expect(await panel.findByText('No rewards are waiting for you')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.fake.calls.filter((c) => c === 'member.balance').length).toBeGreaterThan(balanceBefore),
    );
    const tab = within(view.dialog).getByRole('tab', { name: /Reward centre/ });
    await waitFor(() => expect(within(tab).queryByLabelText(/Rewards waiting/)).toBeNull());
    await view.user.click(panel.getByRole('tab', { name: 'History' }));
    expect(await panel.findByText('No rewards claimed yet')).toBeInTheDocument();
  }, 30_000);

  it('manual rebate: rates, accrued and the claim held below the minimum, then claimable after a live change', async () => {
    let total = '0.50';
    const view = await openMemberCentre({
      api: {
        'promotions.rebateSummary': () => ({
          rankLevel: 3,
          rates: [{ category: 'RNG', vendor: null, rate: '0.8' }],
          accrued: [{ category: 'RNG', vendor: 'DEMO', validBets: '62.50', rate: '0.8', amount: total }],
          total,
          minClaim: '1.00',
          lastClaimAt: '2026-03-01 10:00:00',
        }),
        'promotions.rebateHistory': page([]) as unknown,
        'promotions.claimRebate': { claimId: 'c1', amount: '3.20', claimedAt: '2026-03-05 10:00:00' },
      },
    });
    await view.user.click(within(view.dialog).getByRole('tab', { name: 'Rebate' }));
    const panel = within(centrePanel(view.dialog));
    const claim = await panel.findByRole('button', { name: 'Claim rebate' });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription('You can claim once your rebate reaches $1.00');
    expect(panel.getByRole('row', { name: /Slots DEMO \$62.50 0.8% \$0.50/ })).toBeInTheDocument();
    expect(panel.getByRole('row', { name: /Slots All providers 0.8%/ })).toBeInTheDocument();
    expect(panel.getByText('2026-03-01 10:00:00')).toBeInTheDocument();
    expect(panel.getByText('No claims in the last 30 days')).toBeInTheDocument();

    total = '3.20';
    // Pushes after the first re-read what is shown (push until the subscription hears one).
    await waitFor(() => {
      view.fake.emit('promotions.onChanged', { promotions: 0, rewards: 0 });
      expect(panel.getByRole('button', { name: 'Claim rebate' })).toBeEnabled();
    });
    await view.user.click(panel.getByRole('button', { name: 'Claim rebate' }));
    expect(await panel.findByText('$3.20 added to your balance')).toBeInTheDocument();
    expect(inputsOf(view.fake, 'promotions.claimRebate')).toHaveLength(1);
  }, 30_000);
});
