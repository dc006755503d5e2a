import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balance } from '@/testing/account-fixtures';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import type { Mission, MissionLeaderboard, MissionSummary } from '../api/types';

function mission(id: number, title: string, over: Partial<Mission> = {}): Mission {
  return {
    id,
    period: 'daily',
    kind: 'rounds',
    category: 'RNG',
    title,
    target: '3',
    progress: '0',
    percent: 0,
    completed: false,
    completedAt: null,
    reward: '2.00',
    missionPoints: 10,
    rewardState: 'none',
    rewardId: null,
    periodStart: '2026-11-27',
    periodEnd: '2026-11-27',
    ...over,
  };
}

const summary: MissionSummary = {
  day: '2026-11-27',
  weekStart: '2026-11-23',
  completed: 1,
  total: 3,
  rewardsEarned: '1.00',
  weekPoints: 15,
  unclaimed: 2,
};

const list = [
  mission(1, 'Spin 3 slots', { progress: '2', percent: 66 }),
  mission(2, 'Bet 20', {
    kind: 'validBet',
    category: null,
    target: '20.00',
    progress: '20.00',
    percent: 100,
    completed: true,
    completedAt: '2026-11-27 10:00:00',
    reward: '1.00',
    rewardState: 'waiting',
    rewardId: 7,
  }),
  mission(3, 'Log in 3 days', {
    period: 'weekly',
    kind: 'loginDays',
    category: null,
    progress: '1',
    percent: 33,
    periodStart: '2026-11-23',
    periodEnd: '2026-11-29',
  }),
];

const board = (period: 'daily' | 'weekly'): MissionLeaderboard => ({
  period,
  periodStart: period === 'daily' ? '2026-11-27' : '2026-11-23',
  periodEnd: period === 'daily' ? '2026-11-27' : '2026-11-29',
  list: [
    { rank: 1, name: 'ab***yz', points: 90, isMe: false },
    { rank: 2, name: 'cd***wx', points: 40, isMe: false },
  ],
  me: period === 'daily' ? { rank: null, points: 0 } : { rank: 12, points: 15 },
});

const api = {
  'missions.summary': () => summary,
  'missions.list': () => ({ list }),
  'missions.leaderboard': (input: unknown) => board((input as { period: 'daily' | 'weekly' }).period),
  'promotions.rewards': () => ({ list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 }),
};

describe('the missions page', () => {
  it('badges the menu, shows the summary and progress, and sends a completed mission to the reward centre', async () => {
    const view = await openMemberCentre({ api });
    const tab = within(view.dialog).getByRole('tab', { name: /^Missions/ });
    await waitFor(() => expect(within(tab).getByLabelText('2 mission rewards to claim')).toBeInTheDocument());
    await view.user.click(tab);
    const panel = within(within(view.dialog).getByRole('tabpanel', { name: /^Missions/ }));
    expect(await panel.findByText('1 of 3')).toBeInTheDocument();
    expect(panel.getByText('$1.00', { selector: 'dd' })).toBeInTheDocument();
    expect(panel.getByText('2 mission rewards are waiting to be claimed.')).toBeInTheDocument();

    const daily = within(await panel.findByRole('region', { name: 'Daily missions' }));
    expect(daily.getByRole('progressbar', { name: 'Spin 3 slots' })).toHaveAttribute('value', '66');
    expect(daily.getByText('Play 3 settled rounds of Slots.')).toBeInTheDocument();
    expect(daily.getByText('2 / 3')).toBeInTheDocument();
    expect(daily.getByText('$20.00 / $20.00')).toBeInTheDocument();
    expect(daily.getByText('Completed: reward waiting')).toBeInTheDocument();
    const weekly = within(panel.getByRole('region', { name: 'Weekly missions' }));
    expect(weekly.getByText('Log in on 3 days in a row.')).toBeInTheDocument();
    expect(weekly.queryByRole('button')).toBeNull();

    await view.user.click(daily.getByRole('button', { name: 'Claim in reward centre: Bet 20' }));
    await waitFor(() =>
      expect(within(view.dialog).getByRole('tab', { name: /^Reward centre/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  }, 30_000);

  it('ranks the week by default with the member’s own place, and switches to today', async () => {
    const view = await openMemberCentre({ api });
    await view.user.click(within(view.dialog).getByRole('tab', { name: /^Missions/ }));
    const panel = within(within(view.dialog).getByRole('tabpanel', { name: /^Missions/ }));
    const card = within(await panel.findByRole('region', { name: 'Leaderboard' }));
    expect(await card.findByText('Your rank: 12 with 15 mission points')).toBeInTheDocument();
    expect(card.getByRole('cell', { name: 'ab***yz' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(card.getByRole('button', { name: 'Today' }));
    expect(await card.findByText(/You are not ranked yet/)).toBeInTheDocument();
    expect(inputsOf(view.fake, 'missions.leaderboard')).toContainEqual({ period: 'daily', limit: 10 });
  }, 30_000);

  it('re-reads progress when the platform reports a wallet change (a settled round)', async () => {
    const view = await openMemberCentre({ api });
    await view.user.click(within(view.dialog).getByRole('tab', { name: /^Missions/ }));
    await screen.findByText('1 of 3');
    const before = view.fake.calls.filter((c) => c === 'missions.list').length;
    await waitFor(() => {
      view.fake.emit('wallet.onBalance', balance('99.00'));
      expect(view.fake.calls.filter((c) => c === 'missions.list').length).toBeGreaterThan(before);
    });
  }, 30_000);
});
