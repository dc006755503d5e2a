import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import type { ReferralFriend, ReferralInfo } from '../api/types';

const info: ReferralInfo = {
  code: 'K7PQ2MZA',
  rules: {
    enabled: true,
    minFirstDeposit: '20.00',
    minValidBets: '100.00',
    reward: '10.00',
    turnoverMultiplier: 1,
  },
  summary: { invited: 3, deposited: 2, active: 1, rewarded: 1, rewardTotal: '10.00' },
};

function friend(account: string, over: Partial<ReferralFriend> = {}): ReferralFriend {
  return {
    account,
    status: 'registered',
    registeredAt: '2026-11-20 10:00:00',
    depositedAt: null,
    activeAt: null,
    firstDeposit: null,
    validBets: '0.00',
    reward: 'pending',
    refusal: null,
    rewardAmount: null,
    rewardedAt: null,
    ...over,
  };
}

const page = (list: ReferralFriend[], pageNo = 1, totalPages = 1) => ({
  list,
  pageNo,
  pageSize: 10,
  totalCount: list.length,
  totalPages,
});

async function openReferral(api: Record<string, unknown>) {
  const view = await openMemberCentre({ api: { 'referral.info': () => info, ...api } });
  await view.user.click(within(view.dialog).getByRole('tab', { name: 'Invite friends' }));
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'Invite friends' }));
  return { ...view, panel };
}

describe('the referral page', () => {
  it('shows the link, its QR code and the terms, and copies the link with feedback', async () => {
    const { panel, user } = await openReferral({ 'referral.friends': () => page([]) });
    const url = `${window.location.origin}/register?referralCode=K7PQ2MZA`;
    expect(await panel.findByText(url)).toBeInTheDocument();
    expect(panel.getByText('K7PQ2MZA')).toBeInTheDocument();
    expect(panel.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(
      panel.getByText(
        'When a friend you invite makes a first deposit of at least $20.00 and places valid bets of $100.00, you get $10.00 in the reward centre.',
      ),
    ).toBeInTheDocument();
    const summary = panel.getByLabelText('Your referrals');
    expect(within(summary).getByText('Friends invited').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Rewards earned').nextSibling).toHaveTextContent('$10.00');

    await user.click(panel.getByRole('button', { name: 'Copy invite link' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await panel.findByRole('button', { name: 'Copy invite link' })).toHaveTextContent('Copied');
    expect(panel.getByText('No friends yet')).toBeInTheDocument();
  }, 30_000);

  it('lists the friends with their status, dates and reward, a refusal with its reason, and pages', async () => {
    const first = [
      friend('ab***yz', {
        status: 'active',
        depositedAt: '2026-11-21 09:00:00',
        activeAt: '2026-11-22 18:30:00',
        firstDeposit: '50.00',
        validBets: '120.00',
        reward: 'rewarded',
        rewardAmount: '10.00',
      }),
      friend('cd***wx', {
        status: 'deposited',
        depositedAt: '2026-11-23 08:00:00',
        reward: 'refused',
        refusal: 'same_device',
      }),
      friend('ef***uv'),
    ];
    const { panel, user, fake } = await openReferral({
      'referral.friends': (input: unknown) =>
        (input as { pageNo: number }).pageNo === 1
          ? page(first, 1, 2)
          : page([friend('gh***st', { reward: 'refused', refusal: 'same_ip' })], 2, 2),
    });
    const table = await panel.findByRole('table', { name: 'Friends you invited' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('2026-11-22 18:30:00')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('$10.00 in the reward centre')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Deposited')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText('No reward: registered from your device'),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Not earned yet')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: /next/i }));
    expect(
      await panel.findByText('No reward: registered from your network (same IP address)'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(inputsOf<{ pageNo: number }>(fake, 'referral.friends').map((i) => i.pageNo)).toContain(2),
    );
  }, 30_000);

  it('says why a trial account cannot invite', async () => {
    const { panel } = await openReferral({
      'referral.info': new FakeGatewayError('TRIAL_ACCOUNT'),
      'referral.friends': () => page([]),
    });
    expect(
      await panel.findByText('Trial accounts cannot invite friends. Register a real account to take part.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code of your invite link' })).not.toBeInTheDocument();
  }, 30_000);
});
